import type { QuestionResult, QuestionResultSortField } from '@assessment-insights/contract';
import type { CsvField, ListEntries } from '@/shared/explorer/list-columns';

/** JSON text whatever the value's shape (a string answer too), so every cell parses back. */
const jsonField = (field: 'answer' | 'evaluation_details'): CsvField<QuestionResult> => ({
  header: field,
  value: (row) => (row[field] === undefined ? '' : JSON.stringify(row[field])),
});

const assessmentName: CsvField<QuestionResult> = {
  header: 'assessment_name',
  nameList: 'assessments',
  idField: 'assessment_id',
};

/**
 * The question results' columns (their cells: components/question-results-columns.tsx) and CSV:
 * every field of a row under the API's names, answers as JSON text, the question's title and the
 * assessment's name beside their ids (from the catalog's name lists).
 */
export const questionResultListColumns = [
  { csv: ['id'] },
  { id: 'created_at', label: 'Created', sortBy: 'created_at', csv: ['created_at'] },
  // Hidden, with Evaluated, so the rest fits a 1280 px laptop on one line: a row's candidate
  // shows its source, and Sort still offers Evaluated. The column menu shows them again.
  { id: 'source', label: 'Source', hide: 'initially', csv: ['source'] },
  {
    id: 'question',
    label: 'Question',
    csv: ['question_id', { header: 'question_title', nameList: 'questions', idField: 'question_id' }],
  },
  { csv: ['assessment_id', assessmentName, 'pipeline_id'] },
  { id: 'candidate', label: 'Candidate', csv: ['candidate_id'] },
  { id: 'status', label: 'Status', csv: ['status'] },
  { id: 'score', label: 'Score', sortBy: 'score', csv: ['score'] },
  { id: 'evaluated_at', label: 'Evaluated', sortBy: 'evaluated_at', hide: 'initially', csv: ['evaluated_at'] },
  { id: 'answer', label: 'Answer', csv: [jsonField('answer')] },
  { csv: [jsonField('evaluation_details')] },
] as const satisfies ListEntries<QuestionResult, QuestionResultSortField>;
