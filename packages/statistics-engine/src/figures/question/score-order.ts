import { STATUS_CODE } from '../../ledger/codes';
import type { RowFacts } from './grouped-figures';

/**
 * A question's rows in ascending score order, so the figures of any group of them (a source, a
 * pipeline, a month) find their scores sorted already: one sort of the question's scores instead
 * of one per group. Only an order: each group's figures check it (question-figures.ts) and sort
 * what is not in it, so the figures are the same whatever the order.
 */

/**
 * Positions into the rows: the evaluated rows' by ascending score (as Float64Array#sort orders the
 * scores), then the others' in the order given. Scores are bucketed by their rank among the
 * distinct scores, so only the scores themselves are sorted.
 */
export function scoreOrder({ status, score: scoreOf }: RowFacts): Int32Array {
  const count = status.length;
  const order = new Int32Array(count);
  const scores = new Float64Array(count);
  const scored = new Int32Array(count);
  let scoredCount = 0;
  let others = count;
  // The others from the end, reversed back below.
  for (let at = 0; at < count; at++) {
    const score = scoreOf[at] ?? NaN;
    if (status[at] === STATUS_CODE.evaluated && !Number.isNaN(score)) {
      scores[scoredCount] = score;
      scored[scoredCount++] = at;
    } else order[--others] = at;
  }
  order.subarray(scoredCount).reverse();
  const distinct = distinctSorted(scores.slice(0, scoredCount).sort());
  const starts = new Int32Array(distinct.length + 1);
  const ranks = new Int32Array(scoredCount);
  for (let at = 0; at < scoredCount; at++) {
    const rank = rankOf(distinct, scores[at] ?? 0);
    ranks[at] = rank;
    starts[rank + 1] = (starts[rank + 1] ?? 0) + 1;
  }
  for (let rank = 1; rank < starts.length; rank++) starts[rank] = (starts[rank] ?? 0) + (starts[rank - 1] ?? 0);
  for (let at = 0; at < scoredCount; at++) {
    const rank = ranks[at] ?? 0;
    const to = starts[rank] ?? 0;
    starts[rank] = to + 1;
    order[to] = scored[at] ?? 0;
  }
  return order;
}

/** The distinct values of sorted ones (−0 and 0 apart, as the sort keeps them). */
function distinctSorted(sorted: Float64Array): Float64Array {
  let kept = 0;
  for (let at = 0; at < sorted.length; at++) {
    const value = sorted[at] ?? 0;
    if (kept === 0 || !Object.is(value, sorted[kept - 1])) sorted[kept++] = value;
  }
  return sorted.subarray(0, kept);
}

/** The index of `value` among distinct sorted values (−0 before 0). */
function rankOf(distinct: Float64Array, value: number): number {
  let low = 0;
  let high = distinct.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((distinct[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  // −0 and 0 compare equal: the lower bound is −0's place when both are there.
  return Object.is(distinct[low], value) ? low : low + 1;
}
