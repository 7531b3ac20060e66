import { cronbachAlpha } from './alpha';
import type { RunMatrix } from './runs';

/**
 * Matching on estimated true rest scores (docs/statistics.md §6, "Matching"). A rest score is a
 * noisy measure of ability; when the groups' abilities differ, the runs of the weaker group that
 * reach a given rest score are, on average, weaker than the other group's runs there (regression
 * to each group's own mean), and a weaker group would look treated unfairly on many questions.
 * Kelley's true-score estimate pulls each run's rest score towards its group's mean by the score's
 * unreliability, as SIBTEST's regression correction does (Shealy & Stout 1993).
 */

export interface MatchingReliability {
  /** Cronbach's alpha of the matching questions over the group's complete runs; null when it cannot be computed. */
  alpha: number | null;
  /** One question's reliability, from alpha by the inverse Spearman–Brown formula; null without alpha. */
  perQuestion: number | null;
}

/** The group's reliability of the rest score for a question: every column but the `excluded` ones (the question's own among them). */
export function matchingReliability(matrix: RunMatrix, excluded: ReadonlySet<number>): MatchingReliability {
  const { alpha, questions } = cronbachAlpha(withoutColumns(matrix, excluded));
  if (alpha === null) return { alpha: null, perQuestion: null };
  // Alpha estimates reliability only within 0–1: a negative one means none at all.
  const clamped = Math.min(1, Math.max(0, alpha));
  return { alpha, perQuestion: clamped / (questions - (questions - 1) * clamped) };
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

function withoutColumns(matrix: RunMatrix, excluded: ReadonlySet<number>): RunMatrix {
  if (excluded.size === 0) return matrix;
  const width = matrix.questionIds.length;
  const kept = matrix.questionIds.flatMap((_, column) => (excluded.has(column) ? [] : [column]));
  const scores = new Float64Array(matrix.runs.length * kept.length);
  for (let run = 0; run < matrix.runs.length; run++)
    kept.forEach((column, at) => (scores[run * kept.length + at] = matrix.scores[run * width + column] ?? NaN));
  return { ...matrix, questionIds: kept.map((column) => matrix.questionIds[column] ?? ''), scores };
}
