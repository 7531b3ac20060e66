import { z } from '@assessment-insights/contract/zod';

import type { CandidatesParams } from '@assessment-insights/contract';
import { catalogSearchShape, uuidParam } from '@/shared/url-search';

/**
 * The candidates list's URL state, under the API's own parameter names (docs/api-contract.md §5, §6):
 * `page`, `per_page` (≤ 200), `sort` (`name`, `created_at`, either way), `pipeline_id`,
 * `stage_id`. Malformed values fall back (shared/url-search.ts).
 */
export const candidatesSearchSchema = z.object({
  ...catalogSearchShape,
  pipeline_id: uuidParam,
  stage_id: uuidParam,
});

export type CandidatesSearch = z.output<typeof candidatesSearchSchema>;

/** The request for one page of the list: the URL state as it is. */
export function toCandidatesParams(search: CandidatesSearch): CandidatesParams {
  return {
    page: search.page,
    per_page: search.per_page,
    sort: search.sort,
    pipeline_id: search.pipeline_id,
    stage_id: search.stage_id,
  };
}

/** Whether a path segment can be a candidate id at all; anything else is "not found" without a request. */
export function isCandidateId(value: string): boolean {
  return z.guid().safeParse(value).success;
}
