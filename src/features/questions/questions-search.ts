import { z } from '@assessment-insights/contract/zod';

import { MAX_PER_PAGE, type QuestionsParams } from '@assessment-insights/contract';
import { catalogSearchShape, uuidParam } from '@/shared/url-search';

/**
 * The question catalog's URL state, under the API's own parameter names (docs/api-contract.md §5, §6):
 * `page`, `per_page` (≤ 200), `sort` (`name` sorts by title), `assessment_id`.
 * Malformed values fall back to valid ones (see shared/url-search.ts).
 */
export const questionsSearchSchema = z.object({
  ...catalogSearchShape,
  assessment_id: uuidParam,
});

export type QuestionsSearch = z.output<typeof questionsSearchSchema>;

/** The choices of the "Rows per page" select, up to the API's maximum. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100, MAX_PER_PAGE] as const;

/** The request for a catalog page: the URL state, one to one. */
export function toQuestionsParams(search: QuestionsSearch): QuestionsParams {
  return { page: search.page, per_page: search.per_page, sort: search.sort, assessment_id: search.assessment_id };
}

/** Whether a path segment can be a question id at all; anything else is "not found" without a request. */
export function isQuestionId(value: string): boolean {
  return z.guid().safeParse(value).success;
}
