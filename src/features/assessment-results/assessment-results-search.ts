import { z } from '@assessment-insights/contract/zod';

import {
  ASSESSMENT_RESULT_SORT_FIELDS,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type AssessmentResultsParams,
} from '@assessment-insights/contract';
import {
  resultsFilterShape,
  resultsSortParam,
  toResultsFilterParams,
  type ResultsSearch,
} from '@/shared/explorer/results-search';
import { perPageParam, uuidParam } from '@/shared/url-search';

/** `/assessment-results`: the candidate-run explorer's URL state, under the API's names (docs/api-contract.md §6). */
export const assessmentResultsSearchSchema = z.object({
  ...resultsFilterShape,
  per_page: perPageParam(MAX_PER_PAGE, DEFAULT_PER_PAGE),
  sort: resultsSortParam(ASSESSMENT_RESULT_SORT_FIELDS),
  assessment_id: uuidParam,
});

export function toAssessmentResultsParams(search: ResultsSearch): AssessmentResultsParams {
  return {
    ...toResultsFilterParams(search),
    assessment_id: search.assessment_id,
    sort: assessmentResultsSearchSchema.shape.sort.parse(search.sort),
  };
}
