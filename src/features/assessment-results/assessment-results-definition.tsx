import { MAX_PER_PAGE, MERGED_SCAN_LIMIT, type AssessmentResult, type AssessmentResultsParams } from '@/api/contract';
import { formatDateTime } from '@/lib/format-time';
import { assessmentNamesQueryOptions, nameOf } from '@/shared/explorer/api/names';
import type { ExplorerDefinition } from '@/shared/explorer/explorer-definition';
import { assessmentResultsOrder, isUngradedAssessmentResult } from '@/api/results-order';
import { assessmentResultsQueryOptions, getAssessmentResults } from './api/get-assessment-results';
import {
  assessmentResultColumnLabels,
  assessmentResultColumnSortFields,
  assessmentResultColumns,
} from './components/assessment-results-columns';
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
  sortFields: { created_at: 'Created', completed_at: 'Completed', score: 'Score' },
  order: (sort) => assessmentResultsOrder(sort),
  isUngraded: isUngradedAssessmentResult,
  ungradedMeaning: 'no graded answer yet, so no score',
  columns: assessmentResultColumns,
  columnSortFields: assessmentResultColumnSortFields,
  columnLabels: assessmentResultColumnLabels,
  subjectFilter: {
    param: 'assessment_id',
    label: 'Assessment',
    pluralLabel: 'assessments',
    names: assessmentNamesQueryOptions,
  },
  csv: {
    fileName: 'assessment-results',
    nameLists: ['assessments'],
    header: [
      'id',
      'created_at',
      'source',
      'assessment_id',
      'assessment_name',
      'pipeline_id',
      'candidate_id',
      'status',
      'score',
      'graded_count',
      'answered_count',
      'question_count',
      'completed_at',
    ],
    record: (row, names) => [
      row.id,
      row.created_at,
      row.source,
      row.assessment_id,
      nameOf(names.assessments, row.assessment_id),
      row.pipeline_id,
      row.candidate_id,
      row.status,
      row.score,
      row.graded_count,
      row.answered_count,
      row.question_count,
      row.completed_at,
    ],
  },
  rowLabel: (row) => `Run created ${formatDateTime(row.created_at)}`,
};
