import { formatCount } from '@/lib/format-number';
import type { Interval } from '@assessment-insights/statistics-engine';
import {
  CORRELATION_DIGITS,
  FACILITY_DIGITS,
  PERCENT_DIGITS,
  SEM_DIGITS,
} from '@assessment-insights/statistics-engine/thresholds';

/**
 * How the statistics are shown (docs/statistics.md), in the user's locale like every other number
 * in the app (src/lib/format-number): facility "67.5", rates "44.8%", counts "2,202", intervals
 * "42.7–46.9%", discrimination and alpha "0.34", SEM "4.2". The digits, and the rounded value that
 * bands are decided on, are the engine's (engine/math/shown.ts), so a label never contradicts the
 * figure next to it.
 */
export { formatCount };

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
