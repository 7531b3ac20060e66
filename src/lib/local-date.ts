import { tzOffset } from '@date-fns/tz/tzOffset';

import { displayTimeZone } from './format-time';

/**
 * Calendar days in the user's time zone ↔ the API's instants (`created_after`, `created_before`).
 * A day is a `YYYY-MM-DD` string, as `<input type="date">` reads and writes it. Every function
 * takes the IANA time zone (the user's by default). The zone's offset at any instant comes from
 * @date-fns/tz (`tzOffset`, from Intl), so DST days and half-hour offsets follow the zone's
 * rules and nothing depends on the machine's zone. Its TZDate is not used: it gets some day
 * starts wrong (docs/decisions/006-time-zones-on-date-fns-tz.md).
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** A `YYYY-MM-DD` day that exists in the calendar (no 31 April), or undefined. */
export function parseLocalDate(value: string): CalendarDay | undefined {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(utcMidnight({ year, month, day }));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** `date` plus `days` calendar days, as `YYYY-MM-DD`; undefined for an invalid date. */
export function addDays(date: string, days: number): string | undefined {
  const parsed = parseLocalDate(date);
  if (parsed === undefined) return undefined;
  const shifted = new Date(utcMidnight(parsed) + days * DAY_MS);
  return formatDay({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/**
 * The first instant of `date` in `timeZone`, as ISO 8601 with that zone's offset there, e.g.
 * `2026-03-01T00:00:00+01:00`. On a day whose midnight is skipped by a DST change, the day
 * starts when the clocks jump (e.g. `01:00:00-02:00`). Undefined for an invalid date.
 */
export function startOfLocalDay(date: string, timeZone: string = displayTimeZone()): string | undefined {
  const epochMs = startOfLocalDayMs(date, timeZone);
  return epochMs === undefined ? undefined : formatInstant(epochMs, timeZone);
}

/** The day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function localDateOf(epochMs: number, timeZone: string = displayTimeZone()): string {
  return formatDay(dayOf(wallClock(epochMs, timeZone)));
}

/** What a date input shows for an instant in the URL. */
export interface DayOfInstant {
  date: string;
  /** True when the instant is exactly where the date input's value maps to; false for a link made in another zone. */
  exact: boolean;
}

/** "From" day D → `created_after`: the start of D. */
export function createdAfterForDate(date: string, timeZone: string = displayTimeZone()): string | undefined {
  return startOfLocalDay(date, timeZone);
}

/** "To" day D, the whole day included → `created_before` (exclusive): the start of D + 1. */
export function createdBeforeForDate(date: string, timeZone: string = displayTimeZone()): string | undefined {
  const next = addDays(date, 1);
  return next === undefined ? undefined : startOfLocalDay(next, timeZone);
}

/** `created_after` → the "From" day: the day the instant falls on. */
export function dateOfCreatedAfter(iso: string, timeZone: string = displayTimeZone()): DayOfInstant | undefined {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return undefined;
  const date = localDateOf(epochMs, timeZone);
  return { date, exact: startOfLocalDayMs(date, timeZone) === epochMs };
}

/**
 * `created_before` (exclusive) → the "To" day: the day of the last instant it lets in, so the
 * start of D + 1 reads as D, and any other instant as the day it falls on.
 */
export function dateOfCreatedBefore(iso: string, timeZone: string = displayTimeZone()): DayOfInstant | undefined {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return undefined;
  const date = localDateOf(epochMs - 1, timeZone);
  const next = addDays(date, 1);
  return { date, exact: next !== undefined && startOfLocalDayMs(next, timeZone) === epochMs };
}

/** The zone's offset from UTC at an instant, in minutes east (Berlin in winter: 60; New York: -300; Kolkata: 330). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  return offsetMsAt(epochMs, timeZone) / 60_000;
}

/** Exact to the second: zones before standard time had offsets like +00:53:28. */
function offsetMsAt(epochMs: number, timeZone: string): number {
  const minutes = tzOffset(timeZone, new Date(epochMs));
  // @date-fns/tz 1.5 drops the minus of offsets between -00:59 and -00:01 (local mean time in
  // West Africa and Ireland; Liberia until 1972): date-fns/date-fns#4279. Intl has the sign.
  const west = minutes > 0 && minutes < 60 && longOffset(timeZone).format(epochMs).includes('GMT-');
  return Math.round(minutes * 60) * (west ? -1000 : 1000);
}

const longOffset = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });

function startOfLocalDayMs(date: string, timeZone: string): number | undefined {
  const parsed = parseLocalDate(date);
  if (parsed === undefined) return undefined;
  const midnight = utcMidnight(parsed);
  // The day's midnight is `midnight - offset` for the offset in force then: try the offsets
  // around it (they differ on DST days) and keep the earliest that really is that midnight
  // (clocks falling back onto midnight show it twice).
  const candidates = [-DAY_MS, 0, DAY_MS]
    .map((shift) => midnight - offsetMsAt(midnight + shift, timeZone))
    .sort((a, b) => a - b);
  const exact = candidates.find((candidate) => wallClockMs(candidate, timeZone) === midnight);
  if (exact !== undefined) return exact;
  // Midnight skipped: the day starts when the clocks jump. Mostly that is midnight on the old
  // clock, but not always (Toronto jumped from 23:30 to 00:30 in 1919), and no @date-fns/tz
  // function finds a change exactly (tzScan works to the hour): halve the gap, to the millisecond.
  let low = candidates[0] ?? midnight;
  let high = candidates.at(-1) ?? midnight;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallClockMs(middle, timeZone) >= midnight) high = middle;
    else low = middle;
  }
  return high;
}

/** The wall clock at an instant, as if it were UTC: comparable with utcMidnight(). */
function wallClockMs(epochMs: number, timeZone: string): number {
  return epochMs + offsetMsAt(epochMs, timeZone);
}

/** The wall clock at an instant, read as UTC (getUTCFullYear… give its fields). */
function wallClock(epochMs: number, timeZone: string): Date {
  return new Date(wallClockMs(epochMs, timeZone));
}

function utcMidnight({ year, month, day }: CalendarDay): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

function formatDay({ year, month, day }: CalendarDay): string {
  return `${year < 0 ? '-' : ''}${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const dayOf = (wall: Date): CalendarDay => ({
  year: wall.getUTCFullYear(),
  month: wall.getUTCMonth() + 1,
  day: wall.getUTCDate(),
});

/** `YYYY-MM-DDTHH:mm:ss±HH:MM` for the wall clock and offset of `timeZone` at the instant. */
function formatInstant(epochMs: number, timeZone: string): string {
  const offsetMs = offsetMsAt(epochMs, timeZone);
  // ISO 8601 offsets have no seconds (old local mean times do), and this format no milliseconds.
  if (offsetMs % 60_000 !== 0 || epochMs % 1000 !== 0) return new Date(epochMs).toISOString();
  const wall = wallClock(epochMs, timeZone);
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  const offset = offsetMs / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${formatDay(dayOf(wall))}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
