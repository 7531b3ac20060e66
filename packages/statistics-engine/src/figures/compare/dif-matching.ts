import type { RunMatrix } from '../assessment/runs';

/**
 * Matching on estimated true rest scores (docs/statistics.md §6, "Matching"). A rest score is a
 * noisy measure of ability; when the groups' abilities differ, the runs of the weaker group that
 * reach a given rest score are, on average, weaker than the other group's runs there (regression
 * to each group's own mean), and a weaker group would look treated unfairly on many questions.
 * Kelley's true-score estimate pulls each run's rest score towards its group's mean by the score's
 * unreliability, as SIBTEST's regression correction does (Shealy & Stout 1993).
 */

export interface MatchingReliability {
  /** Cronbach's alpha of the rest score's questions, from pairwise (co)variances; null when it cannot be computed. */
  alpha: number | null;
  /** One question's reliability, from alpha by the inverse Spearman–Brown formula; null without alpha. */
  perQuestion: number | null;
}

/**
 * One group's variances and covariances over the matching questions, each over the runs that
 * answered both (pairwise): runs stopped part-way still count, where alpha over complete runs
 * would rest on a fraction of them. Built once per group; `restReliability` drops one question.
 */
export interface PairwiseMoments {
  width: number;
  /** Row-major width × width; the diagonal holds the variances. NaN where fewer than two runs share the pair. */
  covariance: Float64Array;
  /** The matching questions: not excluded, with a variance. */
  columns: number[];
}

export function pairwiseMoments(matrix: RunMatrix, excluded: ReadonlySet<number>): PairwiseMoments {
  const width = matrix.questionIds.length;
  const n = new Float64Array(width * width);
  const sumI = new Float64Array(width * width);
  const sumJ = new Float64Array(width * width);
  const sumIJ = new Float64Array(width * width);
  const answered: number[] = [];
  const values: number[] = [];
  for (let run = 0; run < matrix.runs.length; run++) {
    answered.length = 0;
    values.length = 0;
    for (let column = 0; column < width; column++) {
      const score = matrix.scores[run * width + column] ?? NaN;
      if (Number.isNaN(score) || excluded.has(column)) continue;
      answered.push(column);
      values.push(score);
    }
    for (let x = 0; x < answered.length; x++)
      for (let y = x; y < answered.length; y++) {
        const cell = (answered[x] ?? 0) * width + (answered[y] ?? 0);
        const [vx, vy] = [values[x] ?? NaN, values[y] ?? NaN];
        n[cell] = (n[cell] ?? 0) + 1;
        sumI[cell] = (sumI[cell] ?? 0) + vx;
        sumJ[cell] = (sumJ[cell] ?? 0) + vy;
        sumIJ[cell] = (sumIJ[cell] ?? 0) + vx * vy;
      }
  }
  const covariance = new Float64Array(width * width).fill(NaN);
  for (let i = 0; i < width; i++)
    for (let j = i; j < width; j++) {
      const cell = i * width + j;
      const count = n[cell] ?? 0;
      if (count < 2) continue;
      const value = ((sumIJ[cell] ?? 0) - ((sumI[cell] ?? 0) * (sumJ[cell] ?? 0)) / count) / (count - 1);
      covariance[cell] = value;
      covariance[j * width + i] = value;
    }
  const columns = [...Array(width).keys()].filter(
    (column) => !excluded.has(column) && (covariance[column * width + column] ?? NaN) > 0,
  );
  return { width, covariance, columns };
}

/**
 * Alpha of the matching questions but `column`: k/(k − 1) · (1 − Σ var / (Σ var + 2 Σ cov)), a pair
 * that no two runs share counting as uncorrelated. Null with fewer than two questions or a total
 * that does not vary; clamped to 0–1 for the reliability.
 */
export function restReliability({ width, covariance, columns }: PairwiseMoments, column: number): MatchingReliability {
  const rest = columns.filter((other) => other !== column);
  const k = rest.length;
  let variances = 0;
  let covariances = 0;
  rest.forEach((i, at) => {
    variances += covariance[i * width + i] ?? 0;
    for (const j of rest.slice(at + 1)) {
      const value = covariance[i * width + j] ?? NaN;
      if (!Number.isNaN(value)) covariances += value;
    }
  });
  const total = variances + 2 * covariances;
  if (k < 2 || !(total > 0)) return { alpha: null, perQuestion: null };
  const alpha = (k / (k - 1)) * (1 - variances / total);
  // Alpha estimates reliability only within 0–1: a negative one means none at all.
  const clamped = Math.min(1, Math.max(0, alpha));
  return { alpha, perQuestion: clamped / (k - (k - 1) * clamped) };
}

/**
 * Replaces each rest score by its Kelley estimate μ + ρ_m (x − μ), in place: μ is the mean of the
 * group's rest scores for the question, ρ_m the Spearman–Brown reliability of a mean over the m
 * other answers the run has. Without a reliability the scores stay as they are.
 */
export function estimateTrueRests(rests: Float64Array, others: Uint32Array, perQuestion: number | null): void {
  if (perQuestion === null || rests.length === 0) return;
  let sum = 0;
  for (const rest of rests) sum += rest;
  const mean = sum / rests.length;
  for (let run = 0; run < rests.length; run++) {
    const m = others[run] ?? 1;
    const reliability = (m * perQuestion) / (1 + (m - 1) * perQuestion);
    // Snapped like the raw rest scores: runs with equal scores and answer counts stay tied.
    rests[run] = Math.round((mean + reliability * ((rests[run] ?? mean) - mean)) * 1e9) / 1e9;
  }
}
