/**
 * `new Date(ms).toISOString()`, fast: the fake writes three timestamps per answer, 180,000 at the
 * demo's start-up, and the Date round trip was a fifth of the generation's time. Each day's
 * "YYYY-MM-DDT" is formatted once; the time of day from lookup tables. Same string, always
 * (iso-time.test.ts); outside years 1970–9999 or for a fraction of a millisecond it defers to Date.
 */
const DAY_MS = 86_400_000;
const LAST_MS = 253_402_300_800_000; // 10000-01-01T00:00:00.000Z
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

export function isoTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms >= LAST_MS) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${prefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[millis]}Z`;
}
