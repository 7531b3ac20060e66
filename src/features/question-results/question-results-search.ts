import { z } from '@assessment-insights/contract/zod';

import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE_QUESTION_RESULTS,
  QUESTION_RESULT_SORT_FIELDS,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import {
  resultsFilterShape,
  resultsSortParam,
  toResultsFilterParams,
  type ResultsSearch,
} from '@/shared/explorer/results-search';
import { passMarkParam } from '@/lib/pass-mark';
import { perPageParam, uuidParam } from '@/shared/url-search';

/** `/results`: the question results explorer's URL state, under the API's names (docs/api-contract.md §6). */
export const questionResultsSearchSchema = z.object({
  ...resultsFilterShape,
  per_page: perPageParam(MAX_PER_PAGE_QUESTION_RESULTS, DEFAULT_PER_PAGE),
  sort: resultsSortParam(QUESTION_RESULT_SORT_FIELDS),
  question_id: uuidParam,
  // The Charts view of the same filter, and its pass mark: neither is sent to the API.
  view: z.catch(z._default(z.enum(['table', 'charts']), 'table'), 'table'),
  pass: passMarkParam,
  // The answer open in the detail panel (the app's own, not sent to the API).
  row: uuidParam,
});

export function toQuestionResultsParams(search: ResultsSearch): QuestionResultsParams {
  return {
    ...toResultsFilterParams(search),
    question_id: search.question_id,
    sort: questionResultsSearchSchema.shape.sort.parse(search.sort),
  };
}
