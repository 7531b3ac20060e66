import type { QuestionResultLedger } from './ledger';

/** Groups this small are put in row-id order by insertion; larger ones by the built-in sort. */
const INSERTION_SORT_UP_TO = 16;

/**
 * Rows in time order: created_at ascending, on a tie the greater row id later, rows alike in both
 * in the order given. The very order of a stable sort by
 * `createdAt(a) − createdAt(b) || compareRowIds(a, b)`, without a comparator call per comparison:
 * rows are bucketed by their time's rank (a counting sort keeps the given order), and only rows
 * sharing a time are compared by id.
 */
export function inTimeOrder(ledger: QuestionResultLedger, rows: readonly number[]): number[] {
  const count = rows.length;
  const times = new Float64Array(count);
  for (let at = 0; at < count; at++) {
    const time = ledger.createdAt(rows[at] ?? 0);
    // NaN compares as a tie with every time: only the comparator itself gives that order.
    if (Number.isNaN(time)) return [...rows].sort(byTime(ledger));
    times[at] = time;
  }
  const distinct = distinctAscending(times);
  const rankCounts = new Int32Array(distinct.length + 1);
  const ranks = new Int32Array(count);
  for (let at = 0; at < count; at++) {
    const rank = rankOf(distinct, times[at] ?? 0);
    ranks[at] = rank;
    rankCounts[rank + 1] = (rankCounts[rank + 1] ?? 0) + 1;
  }
  for (let rank = 1; rank <= distinct.length; rank++)
    rankCounts[rank] = (rankCounts[rank] ?? 0) + (rankCounts[rank - 1] ?? 0);
  const starts = rankCounts.slice(0, distinct.length);
  const ordered = new Array<number>(count);
  for (let at = 0; at < count; at++) {
    const rank = ranks[at] ?? 0;
    const to = starts[rank] ?? 0;
    starts[rank] = to + 1;
    ordered[to] = rows[at] ?? 0;
  }
  for (let rank = 0; rank < distinct.length; rank++)
    sortById(ledger, ordered, rankCounts[rank] ?? 0, rankCounts[rank + 1] ?? 0);
  return ordered;
}

const byTime =
  (ledger: QuestionResultLedger) =>
  (a: number, b: number): number =>
    ledger.createdAt(a) - ledger.createdAt(b) || ledger.compareRowIds(a, b);

/** The distinct values, ascending; 0 and −0 are one (they tie as a difference). */
function distinctAscending(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let kept = 0;
  for (let at = 0; at < sorted.length; at++) {
    const value = sorted[at] ?? 0;
    if (kept === 0 || value !== sorted[kept - 1]) sorted[kept++] = value;
  }
  return sorted.subarray(0, kept);
}

/** The index of `value` among the distinct ascending values (binary search). */
function rankOf(distinct: Float64Array, value: number): number {
  let low = 0;
  let high = distinct.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((distinct[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Rows [from, to) of one time by row id, stably. */
function sortById(ledger: QuestionResultLedger, rows: number[], from: number, to: number): void {
  if (to - from < 2) return;
  if (to - from > INSERTION_SORT_UP_TO) {
    const sorted = rows.slice(from, to).sort((a, b) => ledger.compareRowIds(a, b));
    for (let at = from; at < to; at++) rows[at] = sorted[at - from] ?? 0;
    return;
  }
  for (let at = from + 1; at < to; at++) {
    const row = rows[at] ?? 0;
    let hole = at;
    while (hole > from && ledger.compareRowIds(rows[hole - 1] ?? 0, row) > 0) {
      rows[hole] = rows[hole - 1] ?? 0;
      hole--;
    }
    rows[hole] = row;
  }
}
