import type { QuestionResult } from '@assessment-insights/contract';
import type { RunMatrix } from '../figures/assessment/runs';
import { questionResultRow } from '@assessment-insights/contract/testing';

/** A distinct, readable UUID per number (the statistics ledger stores row ids as UUIDs). */
export const uuidOf = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Question results numbered from 1 (ids uuidOf(1), uuidOf(2), …), each with the fields a test names. */
export function numberedRows(rows: ReadonlyArray<Partial<QuestionResult>>): QuestionResult[] {
  return rows.map((overrides, index) => questionResultRow({ id: uuidOf(index + 1), ...overrides }));
}

/**
 * The hand-worked example of the alpha, discrimination and assessment tests: five runs (rows) of
 * three questions (columns). alpha.test.ts and discrimination.test.ts show the arithmetic.
 */
export const FIVE_RUNS: ReadonlyArray<readonly number[]> = [
  [100, 80, 90],
  [60, 70, 50],
  [40, 30, 50],
  [80, 90, 70],
  [20, 30, 40],
];

/**
 * One assessment's answers, a run per table row: scores[i] answers questionIds[i]; null is a
 * pending answer, undefined no answer. Answers within a run are a minute apart. Ids come from numberedRows.
 */
export function runAnswers(
  assessmentId: string,
  questionIds: readonly string[],
  runs: ReadonlyArray<{
    candidate: string;
    source?: 'standalone' | 'pipeline';
    scores: ReadonlyArray<number | null | undefined>;
  }>,
): Array<Partial<QuestionResult>> {
  return runs.flatMap(({ candidate, source = 'pipeline', scores }, run) =>
    scores.flatMap((score, question) => {
      const questionId = questionIds[question];
      if (score === undefined || questionId === undefined) return [];
      const createdAt = new Date(Date.UTC(2026, 0, 1) + run * 3_600_000 + question * 60_000).toISOString();
      return [
        {
          source,
          candidate_id: candidate,
          assessment_id: assessmentId,
          question_id: questionId,
          pipeline_id: source === 'pipeline' ? 'p1' : null,
          status: score === null ? 'pending' : 'evaluated',
          score,
          created_at: createdAt,
          evaluated_at: score === null ? null : createdAt,
        },
      ];
    }),
  );
}

/** A run matrix written as a table, runs × questions; null is "no evaluated answer". */
export function matrixOf(table: ReadonlyArray<ReadonlyArray<number | null>>): RunMatrix {
  const questionIds = (table[0] ?? []).map((_, q) => `q${q + 1}`);
  return {
    assessmentId: 'a1',
    questionIds,
    runs: table.map((_, run) => ({ source: 'pipeline', candidateId: `c${run + 1}` })),
    scores: Float64Array.from(table.flat(), (score) => score ?? NaN),
  };
}
