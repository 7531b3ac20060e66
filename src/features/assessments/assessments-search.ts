import { z } from '@assessment-insights/contract/zod';

import { MAX_PER_PAGE, type CatalogParams } from '@assessment-insights/contract';
import { catalogSearchShape } from '@/shared/url-search';

/**
 * The assessment catalog's URL state, under the API's own parameter names (docs/api-contract.md §5, §6):
 * `page`, `per_page` (≤ 200), `sort` (`name`, `-name`, `created_at`, `-created_at`), plus `q`,
 * the quick filter by name, which the API lacks (the page filters the whole catalog itself).
 * Malformed values fall back to valid ones (see shared/url-search.ts).
 */
/**
 * `q` as typed. The router reads `?q=123` as a number, so numbers become text; an empty filter
 * is no filter. Not trimmed here: the URL follows the input while the user types.
 */
const filterParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => (String(value) === '' ? undefined : String(value))),
    ),
  ),
  undefined,
);

export const assessmentsSearchSchema = z.object({
  ...catalogSearchShape,
  q: filterParam,
});

export type AssessmentsSearch = z.output<typeof assessmentsSearchSchema>;

/** The choices of the "Rows per page" select, up to the API's maximum. */
export const PER_PAGE_OPTIONS = [25, 50, 100, MAX_PER_PAGE] as const;

/** The request for one catalog page: the URL state without the filter, which the API lacks. */
export function toAssessmentsParams(search: AssessmentsSearch): CatalogParams {
  return { page: search.page, per_page: search.per_page, sort: search.sort };
}

/** Whether a path segment can be an assessment id at all; anything else is "not found" without a request. */
export function isAssessmentId(value: string): boolean {
  return z.guid().safeParse(value).success;
}
