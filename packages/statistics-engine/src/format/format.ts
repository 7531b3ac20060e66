import type { Interval } from '../math/wilson';

/**
 * How the statistics are shown (docs/statistics.md), in the user's locale like every
 * other number in the app (src/lib/format-number): facility "67.5", rates "44.8%", counts "2,202",
 * intervals "42.7–46.9%", discrimination and alpha "0.34", SEM "4.2".
 */
const count = new Intl.NumberFormat();
export const formatCount = (value: number): string => count.format(value);

export const FACILITY_DIGITS = 1;
/** Digits of a rate shown as a percent. */
export const PERCENT_DIGITS = 1;
export const CORRELATION_DIGITS = 2;
export const SEM_DIGITS = 1;

const formatters = new Map<number, Intl.NumberFormat>();
function formatFixed(value: number, digits: number): string {
  let format = formatters.get(digits);
  if (!format) {
    // signDisplay 'negative': −0.004 reads "0.00", not "-0.00".
    format = new Intl.NumberFormat(undefined, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    formatters.set(digits, format);
  }
  return format.format(value);
}

/**
 * The value a reader sees, as a number: bands and flags classify this, so a facility shown as
 * "35.0" is never called hard. toFixed and Intl both round the exact binary value half away from 0.
 */
export function roundAsShown(value: number, digits: number): number {
  return Number(value.toFixed(digits)) + 0;
}

export const formatFacility = (facility: number): string => formatFixed(facility, FACILITY_DIGITS);
/** A rate of 0–1 as a percent: 0.448 → "44.8%". */
export const formatPercent = (rate: number): string => `${formatFixed(rate * 100, PERCENT_DIGITS)}%`;
/** 0.427–0.469 → "42.7–46.9%". */
export const formatPercentInterval = ({ lower, upper }: Interval): string =>
  `${formatFixed(lower * 100, PERCENT_DIGITS)}–${formatPercent(upper)}`;
/** Discrimination and Cronbach's alpha: "0.34". */
export const formatCorrelation = (value: number): string => formatFixed(value, CORRELATION_DIGITS);
export const formatSem = (sem: number): string => formatFixed(sem, SEM_DIGITS);

const MONTHS = [
  ...['January', 'February', 'March', 'April', 'May', 'June'],
  ...['July', 'August', 'September', 'October', 'November', 'December'],
];

/** "April 2026", the UTC month (docs/statistics.md: months are UTC), in English whatever the locale. */
export function utcMonthName(epochMs: number): string {
  const date = new Date(epochMs);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** "2026-04": the UTC month of an epoch ms, as months are keyed. */
export function utcMonth(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}
