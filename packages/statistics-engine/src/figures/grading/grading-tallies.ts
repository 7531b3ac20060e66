import type { QuestionResultLedger } from '../../ledger/ledger';
import { STATUS_CODE } from '../../ledger/codes';
import { monthLabel, utcMonthIndex } from '../../math/utc-month-index';
import { mergeSortedRuns } from '../../math/sorted-runs';

/** What grading health counts of a row set, or of its rows of one month. */
export interface Tally {
  answers: number;
  pending: number;
  unableToGrade: number;
  /** Sorted grading delays (see DelaySummary). */
  delays: Float64Array;
}

export interface Tallies {
  all: Tally;
  /** Months with a valid created_at, oldest first. */
  byMonth: Array<Tally & { month: string }>;
  /** created_at of every pending row that has one, for their ages. */
  pendingCreatedAt: number[];
}

type Counts = Omit<Tally, 'delays'>;

/**
 * The rows' tally and each month's. One pass counts and notes each row's month and delay; a second
 * puts the delays of each month together in one buffer, each month's part sorted in place, so a
 * large scope builds no list per month.
 */
export function tallies(ledger: QuestionResultLedger, rows: readonly number[]): Tallies {
  const count = rows.length;
  const all: Counts = { answers: count, pending: 0, unableToGrade: 0 };
  const months: Array<Counts & { monthIndex: number; graded: number }> = [];
  const slotOfMonth = new Map<number, number>();
  // Each row's month slot (−1: no valid created_at) and delay (NaN: none).
  const slots = new Int32Array(count);
  const delays = new Float64Array(count);
  const pendingCreatedAt: number[] = [];
  let graded = 0;
  let lastMonthIndex = NaN;
  let lastSlot = -1;
  for (let at = 0; at < count; at++) {
    const row = rows[at] ?? 0;
    const status = ledger.countedStatus(row);
    const createdAt = ledger.createdAt(row);
    const monthIndex = utcMonthIndex(createdAt);
    // Rows mostly come in time order: the month before is the likeliest.
    let slot = monthIndex === lastMonthIndex ? lastSlot : Number.isNaN(monthIndex) ? -1 : slotOfMonth.get(monthIndex);
    if (slot === undefined) {
      slot = months.push({ monthIndex, answers: 0, pending: 0, unableToGrade: 0, graded: 0 }) - 1;
      slotOfMonth.set(monthIndex, slot);
    }
    lastMonthIndex = monthIndex;
    lastSlot = slot;
    slots[at] = slot;
    delays[at] = NaN;
    const month = months[slot];
    if (month) month.answers++;
    if (status === STATUS_CODE.pending) {
      all.pending++;
      if (month) month.pending++;
      if (!Number.isNaN(createdAt)) pendingCreatedAt.push(createdAt);
      continue;
    }
    if (status === STATUS_CODE.unable_to_grade) {
      all.unableToGrade++;
      if (month) month.unableToGrade++;
    } else if (status !== STATUS_CODE.evaluated) continue;
    const delay = ledger.evaluatedAt(row) - createdAt;
    if (Number.isNaN(delay)) continue;
    delays[at] = delay;
    graded++;
    if (month) month.graded++;
  }

  // Each month's part of one buffer, in slot order, then the delays of rows without a month; each
  // part sorted in place, and all of them merged into the rows' own sorted delays.
  const starts = new Int32Array(months.length + 2);
  months.forEach((month, slot) => (starts[slot + 1] = (starts[slot] ?? 0) + month.graded));
  starts[months.length + 1] = graded;
  const next = starts.slice(0, months.length + 1);
  const buffer = new Float64Array(graded);
  for (let at = 0; at < count; at++) {
    const delay = delays[at] ?? NaN;
    if (Number.isNaN(delay)) continue;
    const slot = slots[at] ?? -1;
    const part = slot < 0 ? months.length : slot;
    const to = next[part] ?? 0;
    buffer[to] = delay;
    next[part] = to + 1;
  }
  for (let part = 0; part <= months.length; part++) buffer.subarray(starts[part] ?? 0, starts[part + 1] ?? 0).sort();
  const byMonth = months
    .map((month, slot) => ({ month, delays: buffer.subarray(starts[slot] ?? 0, starts[slot + 1] ?? 0) }))
    .sort((a, b) => a.month.monthIndex - b.month.monthIndex)
    .map(({ month: { monthIndex, answers, pending, unableToGrade }, delays }) => ({
      month: monthLabel(monthIndex),
      answers,
      pending,
      unableToGrade,
      delays,
    }));
  const { answers, pending, unableToGrade } = all;
  return {
    all: { answers, pending, unableToGrade, delays: mergeSortedRuns(buffer, starts) },
    byMonth,
    pendingCreatedAt,
  };
}
