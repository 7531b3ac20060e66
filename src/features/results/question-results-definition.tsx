import { MAX_PER_PAGE_QUESTION_RESULTS, type QuestionResult, type QuestionResultsParams } from '../../api/contract';
import { formatDateTime } from '../../lib/format-time';
import { questionTitlesQueryOptions } from '../explorer/api/names';
import type { ExplorerDefinition } from '../explorer/explorer-definition';
import { isUngradedQuestionResult, questionResultsOrder } from '../explorer/export/export-plan';
import { getQuestionResults, questionResultsQueryOptions } from './api/get-question-results';
import {
  questionResultColumnLabels,
  questionResultColumnSortFields,
  questionResultColumns,
} from './components/question-results-columns';
import { QuestionResultDetail } from './components/QuestionResultDetail';
import { toQuestionResultsParams } from './question-results-search';

/** JSON text for the CSV, whatever the value's shape (a string answer too, so every cell parses back). */
const jsonText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** `/results`: one row per answer (GET /question-results), told to the shared explorer. */
export const questionResultsDefinition: ExplorerDefinition<QuestionResult, QuestionResultsParams> = {
  id: 'question-results',
  title: 'Question results',
  description: 'Every answer candidates gave, one row each, from standalone assessments and from pipelines. Open a row to read the answer and how it was graded.',
  itemLabel: 'answers',
  toParams: toQuestionResultsParams,
  listQueryKey: (params) => questionResultsQueryOptions(params).queryKey,
  fetchPage: getQuestionResults,
  maxPerPage: MAX_PER_PAGE_QUESTION_RESULTS,
  perPageOptions: [10, 25, 50, 100],
  sortFields: { created_at: 'Created', evaluated_at: 'Evaluated', score: 'Score' },
  order: (sort) => questionResultsOrder(sort),
  isUngraded: isUngradedQuestionResult,
  ungradedMeaning: 'no score or no evaluation time yet: pending, or unable to grade',
  columns: questionResultColumns,
  columnSortFields: questionResultColumnSortFields,
  columnLabels: questionResultColumnLabels,
  subjectFilter: { param: 'question_id', label: 'Question', pluralLabel: 'questions', names: questionTitlesQueryOptions },
  csv: {
    fileName: 'question-results',
    header: ['id', 'created_at', 'source', 'question_id', 'assessment_id', 'pipeline_id', 'candidate_id', 'status', 'score', 'evaluated_at', 'answer', 'evaluation_details'],
    record: (row) => [
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
  },
  renderDetail: (row) => <QuestionResultDetail row={row} />,
  rowLabel: (row) => `Answer created ${formatDateTime(row.created_at)}`,
};
