import { sortInSteps, type Steps } from './dataset/steps';

/**
 * A results order sorted on plain keys instead of the row comparator: each row's block, null
 * flag and key go into typed arrays and an array of row indices is sorted over them, several
 * times faster than calling the comparator on objects. The comparator stays the judge: the
 * result is checked against it pair by pair and, if the keys misled (mixed value types, text
 * that is not a date, dates whose text order differs from their time order), sorted with it.
 */

export type SortValue = string | number | null;
type Comparator<T> = (a: T, b: T) => number;

/**
 * The rows in `compare`'s order, exactly as a stable sort with `compare` puts them (ids are
 * unique, so there is one such order). `opposite`, when given, is the same field's order in the
 * other direction: turned round, it is this one, without sorting.
 */
export function* sortedOrderSteps<T extends { id: string }>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  descending: boolean,
  ungraded: (row: T) => boolean,
  compare: Comparator<T>,
  opposite?: readonly T[],
): Steps<T[]> {
  if (opposite && opposite.length === rows.length) {
    const turned = turnedOrder(opposite, value, ungraded);
    yield;
    if (inOrder(turned, compare)) return turned;
  }
  const fast = yield* keyedOrderSteps(rows, value, descending, ungraded, compare);
  return fast ?? (yield* sortInSteps(rows, compare));
}

/**
 * The other direction in one pass: inside each block the runs of equal keys come in reverse,
 * each run (ids ascending) as it was, and the rows without a key stay last.
 */
function turnedOrder<T>(opposite: readonly T[], value: (row: T) => SortValue, ungraded: (row: T) => boolean): T[] {
  const turned = new Array<T>(opposite.length);
  const at = (i: number) => opposite[i] as T;
  let write = 0;
  for (let start = 0; start < opposite.length; ) {
    const blockUngraded = ungraded(at(start));
    let end = start + 1;
    while (end < opposite.length && ungraded(at(end)) === blockUngraded) end++;
    let keyedEnd = end;
    while (keyedEnd > start && value(at(keyedEnd - 1)) === null) keyedEnd--;
    for (let runEnd = keyedEnd; runEnd > start; ) {
      const key = value(at(runEnd - 1));
      let runStart = runEnd - 1;
      while (runStart > start && value(at(runStart - 1)) === key) runStart--;
      for (let i = runStart; i < runEnd; i++) turned[write++] = at(i);
      runEnd = runStart;
    }
    for (let i = keyedEnd; i < end; i++) turned[write++] = at(i);
    start = end;
  }
  return turned;
}

/** Each adjacent pair in order means the whole list is in `compare`'s order, ties included. */
function inOrder<T>(sorted: readonly T[], compare: Comparator<T>): boolean {
  for (let i = 1; i < sorted.length; i++) if (compare(sorted[i - 1] as T, sorted[i] as T) > 0) return false;
  return true;
}

/**
 * The fast order, or undefined when it is not `compare`'s. `compare` must be the results
 * order over `value`, `descending` and `ungraded`: graded rows first, then by the key (nulls
 * last, `descending` flips the key only), then by id.
 */
export function* keyedOrderSteps<T extends { id: string }>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  descending: boolean,
  ungraded: (row: T) => boolean,
  compare: Comparator<T>,
): Steps<T[] | undefined> {
  const count = rows.length;
  // 0 graded with a key, 1 graded without, 2 ungraded with, 3 ungraded without: nulls sort
  // last inside their block whatever the direction, as the comparator has them.
  const groups = new Uint8Array(count);
  const keys = new Float64Array(count);
  const ids = new Array<string>(count);
  let keyType: 'string' | 'number' | undefined;
  for (let i = 0; i < count; i++) {
    const row = rows[i] as T;
    const rowValue = value(row);
    ids[i] = row.id;
    let group = ungraded(row) ? 2 : 0;
    if (rowValue === null) group += 1;
    else {
      const type = typeof rowValue === 'number' ? 'number' : 'string';
      if (keyType !== type) {
        if (keyType !== undefined) return undefined;
        keyType = type;
      }
      const key = typeof rowValue === 'number' ? rowValue : timestampMs(rowValue);
      if (Number.isNaN(key)) return undefined;
      keys[i] = descending ? -key : key;
    }
    groups[i] = group;
  }
  const heads = idHeads(ids);
  yield;

  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => {
    const groupA = groups[a] as number;
    const groupB = groups[b] as number;
    if (groupA !== groupB) return groupA - groupB;
    const keyA = keys[a] as number;
    const keyB = keys[b] as number;
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    const headA = heads[a] as number;
    const headB = heads[b] as number;
    if (headA !== headB) return headA - headB;
    const idA = ids[a] as string;
    const idB = ids[b] as string;
    if (idA !== idB) return idA < idB ? -1 : 1;
    // Rows the comparator ties keep their input order, as its stable sort keeps them.
    return a - b;
  });
  yield;

  const sorted = new Array<T>(count);
  for (let i = 0; i < count; i++) sorted[i] = rows[order[i] as number] as T;
  return inOrder(sorted, compare) ? sorted : undefined;
}

/**
 * The first code units of each id as one number, in the ids' order (equal heads leave it to
 * the full text): ties on a key, common for scores, then compare numbers, not strings. Seven
 * units when every id starts in ASCII (a uuid's first seven hex digits), else three.
 */
function idHeads(ids: readonly string[]): Float64Array {
  let ascii = true;
  for (const id of ids) {
    for (let unit = 0; unit < 7 && ascii; unit++) ascii = !(id.charCodeAt(unit) >= 128);
    if (!ascii) break;
  }
  const [units, base] = ascii ? [7, 128] : [3, 65536];
  const heads = new Float64Array(ids.length);
  ids.forEach((id, i) => {
    let head = 0;
    // A missing unit counts as 0, so a shorter id never heads after one it prefixes.
    for (let unit = 0; unit < units; unit++) head = head * base + (id.charCodeAt(unit) || 0);
    heads[i] = head;
  });
  return heads;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Date.parse, faster for the fake's own format (toISOString's, read once per row and order).
 * Any other text, or a date that is not in the calendar, goes to Date.parse.
 */
export function timestampMs(text: string): number {
  if (
    text.length !== 24 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 46 || // .
    text.charCodeAt(23) !== 90 // Z
  )
    return Date.parse(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hours = digits(text, 11, 13);
  const minutes = digits(text, 14, 16);
  const seconds = digits(text, 17, 19);
  const millis = digits(text, 20, 23);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  // A non-digit reads as -1, out of every range here.
  if (year < 0 || day < 1 || day > monthDays || hours < 0 || hours > 23 || minutes < 0 || minutes > 59)
    return Date.parse(text);
  if (seconds < 0 || seconds > 59 || millis < 0) return Date.parse(text);
  return ((daysFromCivil(year, month, day) * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000 + millis;
}

/** The decimal number in text[from, to), or -1 if a unit is not a digit. */
function digits(text: string, from: number, to: number): number {
  let result = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    result = result * 10 + digit;
  }
  return result;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
