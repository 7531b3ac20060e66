import type { QuestionResult } from '../../api/contract';

/** JSON text for the CSV, whatever the value's shape (a string answer too, so every cell parses back). */
const jsonText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** The CSV of question results: every field of a row under the API's names, answers as JSON text. */
export const questionResultsCsv = {
  fileName: 'question-results',
  header: [
    'id',
    'created_at',
    'source',
    'question_id',
    'assessment_id',
    'pipeline_id',
    'candidate_id',
    'status',
    'score',
    'evaluated_at',
    'answer',
    'evaluation_details',
  ],
  record: (row: QuestionResult): readonly unknown[] => [
    row.id,
    row.created_at,
    row.source,
    row.question_id,
    row.assessment_id,
    row.pipeline_id,
    row.candidate_id,
    row.status,
    row.score,
    row.evaluated_at,
    jsonText(row.answer),
    jsonText(row.evaluation_details),
  ],
} as const;
