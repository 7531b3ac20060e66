import type { RunKey, RunMatrix } from '../assessment/runs';

/**
 * The runs the one-factor model is fitted to (dif-model.ts): each group's runs in one order, the
 * bootstrap's resamples of them as counts, and their pairwise weighted sums.
 */

/** A group's runs in one order (by source, then candidate), each as its evaluated cells. */
export interface AnsweredRun {
  columns: Uint16Array;
  scores: Float64Array;
}

export function answeredCells(matrix: RunMatrix): AnsweredRun[] {
  const width = matrix.questionIds.length;
  const order = matrix.runs.map((run, index) => ({ run, index })).sort((x, y) => compareRuns(x.run, y.run));
  return order.map(({ index }) => {
    const columns: number[] = [];
    const scores: number[] = [];
    for (let column = 0; column < width; column++) {
      const score = matrix.scores[index * width + column] ?? NaN;
      if (Number.isNaN(score)) continue;
      columns.push(column);
      scores.push(score);
    }
    return { columns: Uint16Array.from(columns), scores: Float64Array.from(scores) };
  });
}

const compareRuns = (x: RunKey, y: RunKey) =>
  x.source !== y.source
    ? x.source < y.source
      ? -1
      : 1
    : x.candidateId < y.candidateId
      ? -1
      : x.candidateId > y.candidateId
        ? 1
        : 0;

/** How many times each of n runs is drawn in n draws with replacement. */
export function resample(n: number, random: () => number): Uint32Array {
  const counts = new Uint32Array(n);
  for (let draw = 0; draw < n; draw++) {
    const index = Math.min(n - 1, Math.floor(random() * n));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** Pairwise weighted sums of one group: count, Σx_i and Σx_i·x_j over the runs answering both. */
interface PairSums {
  n: Float64Array;
  sumI: Float64Array;
  sumJ: Float64Array;
  sumIJ: Float64Array;
}

export function pairSums(runs: readonly AnsweredRun[], width: number, weights: Uint32Array | null): PairSums {
  const cells = width * width;
  const sums = {
    n: new Float64Array(cells),
    sumI: new Float64Array(cells),
    sumJ: new Float64Array(cells),
    sumIJ: new Float64Array(cells),
  };
  // Most groups answer the same questions in every run: then a pair's count and sums are the
  // questions' own, and only the cross-products need a pass over the pairs (a quarter of the work).
  const first = runs[0]?.columns;
  const uniform = first !== undefined && runs.every(({ columns }) => sameColumns(columns, first));
  const weightOf = (run: number) => (weights ? (weights[run] ?? 0) : 1);
  runs.forEach(({ columns, scores }, run) => {
    const weight = weightOf(run);
    if (weight === 0) return;
    for (let x = 0; x < columns.length; x++) {
      const row = (columns[x] ?? 0) * width;
      const wx = weight * (scores[x] ?? 0);
      for (let y = x; y < columns.length; y++) {
        const cell = row + (columns[y] ?? 0);
        sums.sumIJ[cell] = (sums.sumIJ[cell] ?? 0) + wx * (scores[y] ?? 0);
        if (uniform) continue;
        sums.n[cell] = (sums.n[cell] ?? 0) + weight;
        sums.sumI[cell] = (sums.sumI[cell] ?? 0) + wx;
        sums.sumJ[cell] = (sums.sumJ[cell] ?? 0) + weight * (scores[y] ?? 0);
      }
    }
  });
  if (uniform && first) {
    let total = 0;
    for (let run = 0; run < runs.length; run++) total += weightOf(run);
    const itemSums = new Float64Array(width);
    runs.forEach(({ columns, scores }, run) => {
      const weight = weightOf(run);
      for (let x = 0; x < columns.length; x++)
        itemSums[columns[x] ?? 0] = (itemSums[columns[x] ?? 0] ?? 0) + weight * (scores[x] ?? 0);
    });
    for (let x = 0; x < first.length; x++)
      for (let y = x; y < first.length; y++) {
        const [i, j] = [first[x] ?? 0, first[y] ?? 0];
        sums.n[i * width + j] = total;
        sums.sumI[i * width + j] = itemSums[i] ?? 0;
        sums.sumJ[i * width + j] = itemSums[j] ?? 0;
      }
  }
  return sums;
}

const sameColumns = (x: Uint16Array, y: Uint16Array) =>
  x.length === y.length && x.every((column, at) => column === y[at]);
