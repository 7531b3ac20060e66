import type { RunMatrix } from '../assessment/runs';
import type { PassTable, ScoreMoments } from './dif-statistics';
import {
  estimateTrueRests,
  pairwiseMoments,
  restReliability,
  type MatchingReliability,
  type PairwiseMoments,
} from './dif-matching';

/** The matching of docs/statistics.md §6: estimated true rest scores, and strata of them pooled over both groups. */

export interface DifStratum {
  /** The lowest and highest estimated true rest score of its runs (both groups). */
  restLow: number;
  restHigh: number;
  runsA: number;
  runsB: number;
  /** Runs scoring at least the pass mark on the question. */
  passesA: number;
  passesB: number;
  /** Mean score on the question; null without runs of the group. */
  meanA: number | null;
  meanB: number | null;
  /** Both groups present: only such strata enter the SMD and Mantel–Haenszel. */
  compared: boolean;
}

/**
 * Each run's sum and count of evaluated answers over the matching questions, once per group:
 * rest scores subtract the studied question. `excluded` columns (questions flagged at the first
 * stage of purification) are left out of the matching.
 */
export interface RunTotals {
  sums: Float64Array;
  counts: Uint32Array;
  excluded: ReadonlySet<number>;
  moments: PairwiseMoments;
}

export function runTotals(matrix: RunMatrix, excluded: ReadonlySet<number> = new Set()): RunTotals {
  const runs = matrix.runs.length;
  const sums = new Float64Array(runs);
  const counts = new Uint32Array(runs);
  for (let run = 0; run < runs; run++) {
    for (let question = 0; question < matrix.questionIds.length; question++) {
      const score = matrix.scores[run * matrix.questionIds.length + question] ?? NaN;
      if (Number.isNaN(score) || excluded.has(question)) continue;
      sums[run] = (sums[run] ?? 0) + score;
      counts[run] = (counts[run] ?? 0) + 1;
    }
  }
  return { sums, counts, excluded, moments: pairwiseMoments(matrix, excluded) };
}

/** One group's qualifying runs for a question: the question's score and the rest score of each. */
export interface Side {
  items: Float64Array;
  rests: Float64Array;
  /** The group's reliability of the rest score, which the rest scores were corrected by. */
  reliability: MatchingReliability;
  /** The lowest and highest raw rest score, as a person could work them out from the scores. */
  rawLow: number;
  rawHigh: number;
}

/**
 * A run qualifies with the question and another one evaluated; its rest score is the mean of its
 * other evaluated answers. Taken as (total − item) / (count − 1) and snapped to 1e-9, so runs with
 * equal rest scores are equal however the floating-point sums came out: ties stay tied. Then each
 * becomes its estimated true score, by the reliability of the group's other questions (dif-matching.ts).
 */
export function qualifyingRuns(
  matrix: RunMatrix,
  { sums, counts, excluded, moments }: RunTotals,
  column: number,
): Side {
  const runs = matrix.runs.length;
  const width = matrix.questionIds.length;
  const items = new Float64Array(runs);
  const rests = new Float64Array(runs);
  const others = new Uint32Array(runs);
  // An excluded question is in no total, so there is nothing of it to subtract.
  const inTotals = excluded.has(column) ? 0 : 1;
  let qualifying = 0;
  for (let run = 0; run < runs; run++) {
    const item = matrix.scores[run * width + column] ?? NaN;
    const answered = (counts[run] ?? 0) - inTotals;
    if (Number.isNaN(item) || answered < 1) continue;
    items[qualifying] = item;
    others[qualifying] = answered;
    rests[qualifying++] = Math.round((((sums[run] ?? 0) - inTotals * item) / answered) * 1e9) / 1e9;
  }
  const reliability = restReliability(moments, column);
  let [rawLow, rawHigh] = [Infinity, -Infinity];
  for (const rest of rests.subarray(0, qualifying))
    [rawLow, rawHigh] = [Math.min(rawLow, rest), Math.max(rawHigh, rest)];
  const side = {
    items: items.subarray(0, qualifying),
    rests: rests.subarray(0, qualifying),
    reliability,
    rawLow,
    rawHigh,
  };
  estimateTrueRests(side.rests, others.subarray(0, qualifying), reliability.perQuestion);
  return side;
}

/** A stratum as shown, and as the two statistics take it. */
export interface Stratum {
  shown: DifStratum;
  moments: ScoreMoments;
  table: PassTable;
}

/**
 * `count` quantile strata of the pooled rest scores (deciles by default): with the N values
 * sorted, the j-th cut is the value of rank ⌈jN/count⌉, and a stratum holds the scores above one
 * cut up to and including the next. Equal cuts merge, so a tie across a cut stays in one stratum;
 * empty strata are dropped.
 */
export function stratify(a: Side, b: Side, passMark: number, count: number): Stratum[] {
  const pooled = new Float64Array(a.rests.length + b.rests.length);
  pooled.set(a.rests);
  pooled.set(b.rests, a.rests.length);
  const cuts: number[] = [];
  let from = 0;
  for (let j = 1; j < count; j++) {
    const rank = Math.ceil((j * pooled.length) / count) - 1;
    const cut = selectInPlace(pooled, rank, from);
    from = rank + 1;
    if (cuts.length === 0 || cut > (cuts[cuts.length - 1] ?? NaN)) cuts.push(cut);
  }
  const inA = summarise(a, cuts, passMark);
  const inB = summarise(b, cuts, passMark);
  const strata: Stratum[] = [];
  for (let k = 0; k <= cuts.length; k++) {
    const [nA, nB] = [inA.n[k] ?? 0, inB.n[k] ?? 0];
    if (nA + nB === 0) continue;
    const [meanA, meanB] = [inA.mean[k] ?? NaN, inB.mean[k] ?? NaN];
    const [passA, passB] = [inA.passes[k] ?? 0, inB.passes[k] ?? 0];
    strata.push({
      shown: {
        restLow: Math.min(inA.restLow[k] ?? NaN, inB.restLow[k] ?? NaN),
        restHigh: Math.max(inA.restHigh[k] ?? NaN, inB.restHigh[k] ?? NaN),
        runsA: nA,
        runsB: nB,
        passesA: passA,
        passesB: passB,
        meanA: nA > 0 ? meanA : null,
        meanB: nB > 0 ? meanB : null,
        compared: nA > 0 && nB > 0,
      },
      moments: { nA, meanA, squaresA: inA.squares[k] ?? 0, nB, meanB, squaresB: inB.squares[k] ?? 0 },
      table: { passA, failA: nA - passA, passB, failB: nB - passB },
    });
  }
  return strata;
}

/**
 * One group's count, mean, squared deviations from the mean (a second pass, for accuracy), passes
 * and rest-score range per stratum; a stratum with no run has mean NaN and an empty range.
 */
function summarise({ items, rests }: Side, cuts: readonly number[], passMark: number) {
  const strata = cuts.length + 1;
  const stratumOf = new Int32Array(items.length);
  const n = new Float64Array(strata);
  const mean = new Float64Array(strata);
  const squares = new Float64Array(strata);
  const passes = new Float64Array(strata);
  const restLow = new Float64Array(strata).fill(Infinity);
  const restHigh = new Float64Array(strata).fill(-Infinity);
  for (let run = 0; run < items.length; run++) {
    const rest = rests[run] ?? NaN;
    let k = 0;
    while (k < cuts.length && rest > (cuts[k] ?? NaN)) k++;
    stratumOf[run] = k;
    const item = items[run] ?? NaN;
    n[k] = (n[k] ?? 0) + 1;
    mean[k] = (mean[k] ?? 0) + item;
    if (item >= passMark) passes[k] = (passes[k] ?? 0) + 1;
    if (rest < (restLow[k] ?? NaN)) restLow[k] = rest;
    if (rest > (restHigh[k] ?? NaN)) restHigh[k] = rest;
  }
  for (let k = 0; k < strata; k++) mean[k] = (mean[k] ?? 0) / (n[k] ?? 0);
  for (let run = 0; run < items.length; run++) {
    const k = stratumOf[run] ?? 0;
    squares[k] = (squares[k] ?? 0) + ((items[run] ?? NaN) - (mean[k] ?? NaN)) ** 2;
  }
  return { n, mean, squares, passes, restLow, restHigh };
}

/**
 * The value of the given 0-based rank among values[from..]: Wirth's quickselect, in place. It
 * leaves no greater value before the rank and no smaller one after it, so ascending ranks can
 * each start after the last (a repeated rank, with fewer values than strata, is already in place).
 * A few of them cost less than a sort, which dominated the timing.
 */
function selectInPlace(values: Float64Array, rank: number, from: number): number {
  if (rank < from) return values[rank] ?? NaN;
  let left = from;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >> 1] ?? NaN;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] ?? NaN) < pivot) i++;
      while ((values[j] ?? NaN) > pivot) j--;
      if (i <= j) {
        const swap = values[i] ?? NaN;
        values[i++] = values[j] ?? NaN;
        values[j--] = swap;
      }
    }
    if (rank <= j) right = j;
    else if (rank >= i) left = i;
    else break;
  }
  return values[rank] ?? NaN;
}
