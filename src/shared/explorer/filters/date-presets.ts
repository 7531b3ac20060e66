import { addDays, createdAfterForDate, createdBeforeForDate, localDateOf, parseLocalDate } from '@/lib/local-date';

/**
 * The date filter's presets: ranges of whole days in the user's time zone, ending today, written
 * as the same `created_after` / `created_before` a Custom range writes (the start of From, the
 * start of the day after To). Which preset a URL is depends on the day it is read.
 */
export const DATE_PRESETS = [
  { id: 'last-7-days', label: 'Last 7 days' },
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'this-quarter', label: 'This quarter' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]['id'];

export interface DayRange {
  from: string;
  /** Included. */
  to: string;
}

export interface CreatedRange {
  created_after: string;
  created_before: string;
}

export const isDatePreset = (value: string): value is DatePreset => DATE_PRESETS.some(({ id }) => id === value);

/** The days a preset covers as of `today` (YYYY-MM-DD): the last 7 or 30 days with today, or the whole quarter. */
export function presetDays(preset: DatePreset, today: string): DayRange {
  const daysBack = (days: number) => addDays(today, -days) ?? today;
  switch (preset) {
    case 'last-7-days':
      return { from: daysBack(6), to: today };
    case 'last-30-days':
      return { from: daysBack(29), to: today };
    case 'this-quarter':
      return quarterOf(today);
  }
}

/** The URL parameters of a preset as of the instant `nowMs`, in days of `timeZone`. */
export function presetRange(preset: DatePreset, nowMs: number, timeZone: string): CreatedRange | undefined {
  const { from, to } = presetDays(preset, localDateOf(nowMs, timeZone));
  const createdAfter = createdAfterForDate(from, timeZone);
  const createdBefore = createdBeforeForDate(to, timeZone);
  if (createdAfter === undefined || createdBefore === undefined) return undefined;
  return { created_after: createdAfter, created_before: createdBefore };
}

/** The preset a URL's range is as of `nowMs` (the same instants, however spelled); undefined for any other range. */
export function presetOfRange(
  createdAfter: string | undefined,
  createdBefore: string | undefined,
  nowMs: number,
  timeZone: string,
): DatePreset | undefined {
  if (createdAfter === undefined || createdBefore === undefined) return undefined;
  return DATE_PRESETS.find(({ id }) => {
    const range = presetRange(id, nowMs, timeZone);
    return (
      range !== undefined &&
      sameInstant(range.created_after, createdAfter) &&
      sameInstant(range.created_before, createdBefore)
    );
  })?.id;
}

function sameInstant(a: string, b: string): boolean {
  const time = Date.parse(a);
  return !Number.isNaN(time) && time === Date.parse(b);
}

function quarterOf(today: string): DayRange {
  const day = parseLocalDate(today);
  if (day === undefined) return { from: today, to: today };
  const firstMonth = day.month - ((day.month - 1) % 3);
  const from = dayString(day.year, firstMonth);
  const next = firstMonth === 10 ? dayString(day.year + 1, 1) : dayString(day.year, firstMonth + 3);
  return { from, to: addDays(next, -1) ?? today };
}

const dayString = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
