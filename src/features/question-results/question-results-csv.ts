import type { QuestionResult } from '@/api/contract';
import { nameOf } from '@/shared/explorer/api/names';
import type { CsvExport } from '@/shared/explorer/export/csv-export';

/** JSON text for the CSV, whatever the value's shape (a string answer too, so every cell parses back). */
const jsonText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * The CSV of question results: every field of a row under the API's names, answers as JSON text,
 * the question's title and the assessment's name beside their ids (from the catalog's name lists).
 */
export const questionResultsCsv: CsvExport<QuestionResult> = {
  fileName: 'question-results',
  nameLists: ['questions', 'assessments'],
  header: [
    'id',
    'created_at',
    'source',
    'question_id',
    'question_title',
    'assessment_id',
    'assessment_name',
    'pipeline_id',
    'candidate_id',
    'status',
    'score',
    'evaluated_at',
    'answer',
    'evaluation_details',
  ],
  record: (row, names) => [
    row.id,
    row.created_at,
    row.source,
    row.question_id,
    nameOf(names.questions, row.question_id),
    row.assessment_id,
    nameOf(names.assessments, row.assessment_id),
    row.pipeline_id,
    row.candidate_id,
    row.status,
    row.score,
    row.evaluated_at,
    jsonText(row.answer),
    jsonText(row.evaluation_details),
  ],
};
