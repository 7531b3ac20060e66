/**
 * A time's UTC calendar month as one number, year × 12 + month (January 0), so grouping builds no
 * string per row; NaN where a Date would be invalid. By calendar arithmetic (Hinnant's
 * days-to-civil), not a Date per row, and remembered per day: a scope's rows fall on a few
 * hundred days, in no particular order, so most rows cost one division and a lookup.
 */

/** The largest |epoch ms| a Date holds; past it a Date is invalid. */
const MAX_DATE_MS = 8.64e15;
const DAY_MS = 86_400_000;

/** Days remembered, by day modulo the size (about eleven years without two days sharing a place). */
const REMEMBERED_DAYS = 4096;
const rememberedDays = new Float64Array(REMEMBERED_DAYS).fill(NaN);
const rememberedMonths = new Float64Array(REMEMBERED_DAYS);

export function utcMonthIndex(epochMs: number): number {
  if (!(Math.abs(epochMs) <= MAX_DATE_MS)) return NaN;
  // As a Date does: the time value truncated toward 0, the day floored.
  const days = Math.floor(Math.trunc(epochMs) / DAY_MS);
  const place = days & (REMEMBERED_DAYS - 1);
  if (rememberedDays[place] === days) return rememberedMonths[place] ?? NaN;
  const index = monthOfDay(days);
  rememberedDays[place] = days;
  rememberedMonths[place] = index;
  return index;
}

/** "2026-03" for a utcMonthIndex. */
export function monthLabel(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month index of a day (days since 1970-01-01). */
function monthOfDay(days: number): number {
  const shifted = days + 719_468; // from 0000-03-01, so a leap day ends its year
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = fromMarch < 10 ? fromMarch + 2 : fromMarch - 10;
  return (yearOfEra + era * 400 + (month < 2 ? 1 : 0)) * 12 + month;
}
