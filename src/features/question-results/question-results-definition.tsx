import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  MERGED_SCAN_LIMIT,
  QUESTION_RESULT_SORT_FIELDS,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import { formatDateTime } from '@/lib/format-time';
import { questionTitlesQueryOptions } from '@/shared/explorer/api/names';
import { questionAssessmentsQueryOptions } from '@/shared/explorer/api/question-assessments';
import type { ExplorerDefinition } from '@/shared/explorer/explorer-definition';
import { isUngradedQuestionResult, questionResultsOrder } from '@/api/results-order';
import { getQuestionResults, questionResultsQueryOptions } from './api/get-question-results';
import { questionResultCells } from './components/question-results-columns';
import { QuestionResultDetail } from './components/QuestionResultDetail';
import { questionResultListColumns } from './question-results-list-columns';
import { toQuestionResultsParams } from './question-results-search';

/** `/results`: one row per answer (GET /question-results), told to the shared explorer. */
export const questionResultsDefinition: ExplorerDefinition<QuestionResult, QuestionResultsParams> = {
  id: 'question-results',
  title: 'Question results',
  description:
    'Every answer candidates gave, one row each, from standalone assessments and from pipelines. Open a row to read the answer and how it was graded.',
  itemLabel: 'answers',
  rowNoun: 'answer',
  toParams: toQuestionResultsParams,
  queryOptions: questionResultsQueryOptions,
  fetchPage: getQuestionResults,
  maxPerPage: MAX_PER_PAGE_QUESTION_RESULTS,
  perPageOptions: [10, 25, 50, MAX_PER_PAGE_QUESTION_RESULTS],
  mergedScanLimit: MERGED_SCAN_LIMIT.questionResults,
  order: (sort) => questionResultsOrder(sort),
  isUngraded: isUngradedQuestionResult,
  ungradedMeaning: 'no score or no evaluation time yet: pending, or unable to grade',
  columns: questionResultListColumns,
  cells: questionResultCells,
  sortFields: QUESTION_RESULT_SORT_FIELDS,
  subjectFilter: {
    param: 'question_id',
    label: 'Question',
    pluralLabel: 'questions',
    names: questionTitlesQueryOptions,
    // Same titles in different assessments: the option says which assessment.
    optionContexts: questionAssessmentsQueryOptions,
  },
  csvFileName: 'question-results',
  renderDetail: (row) => <QuestionResultDetail row={row} />,
  rowLabel: (row) => `Answer created ${formatDateTime(row.created_at)}`,
};
