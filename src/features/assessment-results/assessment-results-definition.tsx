import {
  ASSESSMENT_RESULT_SORT_FIELDS,
  MAX_PER_PAGE,
  MERGED_SCAN_LIMIT,
  type AssessmentResult,
  type AssessmentResultsParams,
} from '@assessment-insights/contract';
import { formatDateTime } from '@/lib/format-time';
import { assessmentNamesQueryOptions } from '@/shared/explorer/api/names';
import type { ExplorerDefinition } from '@/shared/explorer/explorer-definition';
import { assessmentResultsOrder, isUngradedAssessmentResult } from '@/api/results-order';
import { assessmentResultsQueryOptions, getAssessmentResults } from './api/get-assessment-results';
import { assessmentResultCells, assessmentResultListColumns } from './components/assessment-results-columns';
import { toAssessmentResultsParams } from './assessment-results-search';

/** `/assessment-results`: one row per candidate run (GET /assessment-results), told to the shared explorer. */
export const assessmentResultsDefinition: ExplorerDefinition<AssessmentResult, AssessmentResultsParams> = {
  id: 'assessment-results',
  title: 'Assessment results',
  description:
    'Every candidate run of an assessment, one row each. A run’s score is the mean of its graded answers; its status is derived from its answers (any pending → pending).',
  itemLabel: 'runs',
  rowNoun: 'run',
  toParams: toAssessmentResultsParams,
  queryOptions: assessmentResultsQueryOptions,
  fetchPage: getAssessmentResults,
  maxPerPage: MAX_PER_PAGE,
  perPageOptions: [10, 25, 50, 100, MAX_PER_PAGE],
  mergedScanLimit: MERGED_SCAN_LIMIT.assessmentResults,
  order: (sort) => assessmentResultsOrder(sort),
  isUngraded: isUngradedAssessmentResult,
  ungradedMeaning: 'no graded answer yet, so no score',
  columns: assessmentResultListColumns,
  cells: assessmentResultCells,
  sortFields: ASSESSMENT_RESULT_SORT_FIELDS,
  subjectFilter: {
    param: 'assessment_id',
    label: 'Assessment',
    pluralLabel: 'assessments',
    names: assessmentNamesQueryOptions,
  },
  csvFileName: 'assessment-results',
  rowLabel: (row) => `Run created ${formatDateTime(row.created_at)}`,
};
