import { HISTOGRAM_BINS } from '../../thresholds/index';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { STATUS_CODE, UNSCORED_STATUS } from '../../ledger/codes';
import { figuresOfCounts, type QuestionFigures, type StatusCounts } from './question-figures';
import { histogramBin } from './histogram-bin';

/**
 * questionFigures of many groups of one question's rows (its sources, pipelines, months) in two
 * passes over typed arrays: what the figures read of each row is taken from the ledger once, and
 * each group's scores go to its part of one buffer in the question's score order, so no group
 * sorts (score-order.ts). The same counts, sums and order as questionFigures of each group's rows.
 */

/** What the figures read of each row (by position in the rows): its counted status and its score. */
export interface RowFacts {
  status: Uint8Array;
  score: Float64Array;
}

export function rowFacts(ledger: QuestionResultLedger, rows: readonly number[]): RowFacts {
  const status = new Uint8Array(rows.length);
  const score = new Float64Array(rows.length);
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at] ?? 0;
    status[at] = ledger.countedStatus(row);
    score[at] = ledger.score(row);
  }
  return { status, score };
}

/** Rows grouped by a key: each position's group, groups numbered in the order their key first appears. */
export interface Grouping {
  groupOf: Int32Array;
  /** Each group's key. */
  keys: number[];
}

export function groupingBy(rows: readonly number[], keyOf: (row: number) => number): Grouping {
  const groupOf = new Int32Array(rows.length);
  const keys: number[] = [];
  const groups = new Map<number, number>();
  for (let at = 0; at < rows.length; at++) {
    const key = keyOf(rows[at] ?? 0);
    let group = groups.get(key);
    if (group === undefined) {
      group = keys.push(key) - 1;
      groups.set(key, group);
    }
    groupOf[at] = group;
  }
  return { groupOf, keys };
}

/** The places of a group's counts in a tally: answers first, then each kind of status. */
const [EVALUATED, PENDING, UNABLE_TO_GRADE, UNSCORED, OTHER] = [1, 2, 3, 4, 5];
const KINDS = 6;
/** Each status code's kind, as questionFigures counts it; a code past these is other. */
const KIND_OF_STATUS = Array.from({ length: UNSCORED_STATUS + 1 }, (_, code) => {
  if (code === STATUS_CODE.pending) return PENDING;
  if (code === STATUS_CODE.unable_to_grade) return UNABLE_TO_GRADE;
  if (code === UNSCORED_STATUS) return UNSCORED;
  return code === STATUS_CODE.evaluated ? EVALUATED : OTHER;
});

/** One group of every row. */
export const allRows = (count: number): Grouping => ({ groupOf: new Int32Array(count), keys: [0] });

/**
 * Each group's questionFigures, in group order. `order` lists every position, the evaluated
 * ones' in ascending score order (scoreOrder); any other order gives the same figures, sorting.
 */
export function groupedFigures(
  facts: RowFacts,
  { groupOf, keys }: Grouping,
  order: ArrayLike<number>,
  passMark: number,
): QuestionFigures[] {
  const groups = keys.length;
  // Per group: answers, then each kind of status (KIND_OF_STATUS), in one table.
  const tally = new Int32Array(groups * KINDS);
  for (let at = 0; at < groupOf.length; at++) {
    const base = (groupOf[at] ?? 0) * KINDS;
    tally[base] = (tally[base] ?? 0) + 1;
    const kind = base + (KIND_OF_STATUS[facts.status[at] ?? OTHER] ?? OTHER);
    tally[kind] = (tally[kind] ?? 0) + 1;
  }
  const counts = keys.map((_, group): StatusCounts => {
    const base = group * KINDS;
    return {
      answers: tally[base] ?? 0,
      evaluated: tally[base + EVALUATED] ?? 0,
      pending: tally[base + PENDING] ?? 0,
      unableToGrade: tally[base + UNABLE_TO_GRADE] ?? 0,
      unscored: tally[base + UNSCORED] ?? 0,
      other: tally[base + OTHER] ?? 0,
    };
  });
  // Each group's part of the buffer, filled in `order`.
  const starts = new Int32Array(groups + 1);
  counts.forEach(({ evaluated }, group) => (starts[group + 1] = (starts[group] ?? 0) + evaluated));
  const next = starts.slice(0, groups);
  const scores = new Float64Array(starts[groups] ?? 0);
  const successes = new Int32Array(groups);
  const histograms = new Int32Array(groups * HISTOGRAM_BINS);
  for (let step = 0; step < order.length; step++) {
    const at = order[step] ?? 0;
    if (facts.status[at] !== STATUS_CODE.evaluated) continue;
    const group = groupOf[at] ?? 0;
    const score = facts.score[at] ?? NaN;
    const to = next[group] ?? 0;
    scores[to] = score;
    next[group] = to + 1;
    if (score >= passMark) successes[group] = (successes[group] ?? 0) + 1;
    const bin = group * HISTOGRAM_BINS + histogramBin(score);
    histograms[bin] = (histograms[bin] ?? 0) + 1;
  }
  return counts.map((groupCounts, group) =>
    figuresOfCounts(
      groupCounts,
      scores.subarray(starts[group] ?? 0, starts[group + 1] ?? 0),
      successes[group] ?? 0,
      Array.from(histograms.subarray(group * HISTOGRAM_BINS, (group + 1) * HISTOGRAM_BINS)),
      passMark,
    ),
  );
}
