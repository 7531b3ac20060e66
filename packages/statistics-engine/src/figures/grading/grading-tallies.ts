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

export type MonthTally = Tally & { month: string; monthIndex: number };

export interface Tallies {
  all: Tally;
  /** Months with a valid created_at, oldest first. */
  byMonth: MonthTally[];
  /** created_at of every pending row that has one, for their ages. */
  pendingCreatedAt: number[];
}

/**
 * The months met so far, by slot in order of first appearance, with their counts. A month's slot is
 * looked up in a small direct-mapped table before the Map: rows come in no time order, but a
 * scope spans a few dozen months.
 */
class MonthSlots {
  readonly monthIndexes: number[] = [];
  answers = new Int32Array(16);
  pending = new Int32Array(16);
  unableToGrade = new Int32Array(16);
  graded = new Int32Array(16);
  private readonly recentMonths = new Float64Array(64).fill(NaN);
  private readonly recentSlots = new Int32Array(64);
  private readonly slots = new Map<number, number>();

  /** The month's slot, made when new; −1 for no month (NaN). */
  slotOf(monthIndex: number): number {
    if (Number.isNaN(monthIndex)) return -1;
    const place = monthIndex & 63;
    if (this.recentMonths[place] === monthIndex) return this.recentSlots[place] ?? -1;
    let slot = this.slots.get(monthIndex);
    if (slot === undefined) {
      slot = this.monthIndexes.push(monthIndex) - 1;
      this.slots.set(monthIndex, slot);
      if (slot >= this.answers.length) this.grow();
    }
    this.recentMonths[place] = monthIndex;
    this.recentSlots[place] = slot;
    return slot;
  }

  private grow(): void {
    const grown = (counts: Int32Array) => {
      const larger = new Int32Array(counts.length * 2);
      larger.set(counts);
      return larger;
    };
    this.answers = grown(this.answers);
    this.pending = grown(this.pending);
    this.unableToGrade = grown(this.unableToGrade);
    this.graded = grown(this.graded);
  }
}

/**
 * The rows' tally and each month's. One pass counts and notes each row's month and delay; a second
 * puts the delays of each month together in one buffer, each month's part sorted in place, so a
 * large scope builds no list per month.
 */
export function tallies(ledger: QuestionResultLedger, rows: readonly number[]): Tallies {
  const count = rows.length;
  const all = { answers: count, pending: 0, unableToGrade: 0 };
  const months = new MonthSlots();
  // Each row's month slot (−1: no valid created_at) and delay (NaN: none).
  const slots = new Int32Array(count);
  const delays = new Float64Array(count).fill(NaN);
  const pendingCreatedAt: number[] = [];
  let graded = 0;
  for (let at = 0; at < count; at++) {
    const row = rows[at] ?? 0;
    const status = ledger.countedStatus(row);
    const createdAt = ledger.createdAt(row);
    const slot = months.slotOf(utcMonthIndex(createdAt));
    slots[at] = slot;
    if (slot >= 0) months.answers[slot] = (months.answers[slot] ?? 0) + 1;
    if (status === STATUS_CODE.pending) {
      all.pending++;
      if (slot >= 0) months.pending[slot] = (months.pending[slot] ?? 0) + 1;
      if (!Number.isNaN(createdAt)) pendingCreatedAt.push(createdAt);
      continue;
    }
    if (status === STATUS_CODE.unable_to_grade) {
      all.unableToGrade++;
      if (slot >= 0) months.unableToGrade[slot] = (months.unableToGrade[slot] ?? 0) + 1;
    } else if (status !== STATUS_CODE.evaluated) continue;
    const delay = ledger.evaluatedAt(row) - createdAt;
    if (Number.isNaN(delay)) continue;
    delays[at] = delay;
    graded++;
    if (slot >= 0) months.graded[slot] = (months.graded[slot] ?? 0) + 1;
  }

  // Each month's part of one buffer, in slot order, then the delays of rows without a month; each
  // part sorted in place, and all of them merged into the rows' own sorted delays.
  const monthCount = months.monthIndexes.length;
  const starts = new Int32Array(monthCount + 2);
  for (let slot = 0; slot < monthCount; slot++) starts[slot + 1] = (starts[slot] ?? 0) + (months.graded[slot] ?? 0);
  starts[monthCount + 1] = graded;
  const next = starts.slice(0, monthCount + 1);
  const buffer = new Float64Array(graded);
  for (let at = 0; at < count; at++) {
    const delay = delays[at] ?? NaN;
    if (Number.isNaN(delay)) continue;
    const slot = slots[at] ?? -1;
    const part = slot < 0 ? monthCount : slot;
    const to = next[part] ?? 0;
    buffer[to] = delay;
    next[part] = to + 1;
  }
  for (let part = 0; part <= monthCount; part++) buffer.subarray(starts[part] ?? 0, starts[part + 1] ?? 0).sort();
  // Oldest first: the month indexes sorted as numbers, each found back in its slot.
  const byMonth = Array.from(Float64Array.from(months.monthIndexes).sort(), (monthIndex) => {
    const slot = months.slotOf(monthIndex);
    return {
      month: monthLabel(monthIndex),
      monthIndex,
      answers: months.answers[slot] ?? 0,
      pending: months.pending[slot] ?? 0,
      unableToGrade: months.unableToGrade[slot] ?? 0,
      delays: buffer.subarray(starts[slot] ?? 0, starts[slot + 1] ?? 0),
    };
  });
  const { answers, pending, unableToGrade } = all;
  return {
    all: { answers, pending, unableToGrade, delays: mergeSortedRuns(buffer, starts) },
    byMonth,
    pendingCreatedAt,
  };
}

/**
 * The tallies of several row sets' rows together (an assessment's, from its questions'): counts
 * summed, each month's and the whole's sorted delays merged, not counted and sorted again.
 */
export function combinedTallies(parts: readonly Tallies[]): Tallies {
  if (parts.length === 1 && parts[0]) return parts[0];
  const months = new Map<number, MonthTally[]>();
  for (const part of parts)
    for (const month of part.byMonth) {
      const list = months.get(month.monthIndex);
      if (list) list.push(month);
      else months.set(month.monthIndex, [month]);
    }
  const byMonth = [...months.keys()]
    .sort((a, b) => a - b)
    .map((monthIndex): MonthTally => {
      const list = months.get(monthIndex) ?? [];
      return { month: monthLabel(monthIndex), monthIndex, ...summed(list) };
    });
  return {
    all: summed(parts.map(({ all }) => all)),
    byMonth,
    pendingCreatedAt: parts.flatMap(({ pendingCreatedAt }) => pendingCreatedAt),
  };
}

/** Tallies' counts added up, and their sorted delays merged. */
function summed(tallies: readonly Tally[]): Tally {
  const starts = [0];
  for (const { delays } of tallies) starts.push((starts.at(-1) ?? 0) + delays.length);
  const delays = new Float64Array(starts.at(-1) ?? 0);
  tallies.forEach((tally, at) => delays.set(tally.delays, starts[at] ?? 0));
  let answers = 0;
  let pending = 0;
  let unableToGrade = 0;
  for (const tally of tallies) {
    answers += tally.answers;
    pending += tally.pending;
    unableToGrade += tally.unableToGrade;
  }
  return { answers, pending, unableToGrade, delays: mergeSortedRuns(delays, starts) };
}
