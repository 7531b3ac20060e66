import { ANSWER_STATUS, SOURCE, type QuestionResult } from '@assessment-insights/contract';

/**
 * A graded pipeline answer for tests, with the fields a test cares about overridden. Ids are
 * fixed UUIDs; name-bearing ids (question, assessment, pipeline) usually come from the fake's dataset.
 */
export function questionResultRow(overrides: Partial<QuestionResult> = {}): QuestionResult {
  return {
    id: '0b5c1a52-8f3e-4d7a-9c21-6e4f2a1b3c4d',
    source: SOURCE.pipeline,
    candidate_id: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
    question_id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    assessment_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    pipeline_id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
    score: 72.5,
    evaluated_at: '2026-05-03T10:45:00Z',
    created_at: '2026-05-03T10:42:00Z',
    status: ANSWER_STATUS.evaluated,
    answer: { code: 'print(1)', language: 'python' },
    evaluation_details: null,
    ...overrides,
  };
}
