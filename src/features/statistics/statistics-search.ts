import { z } from '@assessment-insights/contract/zod';

import { uuidParam } from '@/shared/url-search';
import { dateTimeParam, sourceParam } from '@/shared/explorer/results-search';
import { passMarkParam } from '@/lib/pass-mark';
import type { QuestionResultsFilter } from '@assessment-insights/statistics-engine';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The URL state of the statistics on the question and assessment pages: the filters under the
 * API's names (so a link reproduces the view) and the pass mark `pass` (0–100, default 70), which
 * changes only the success rate and costs no request.
 */

/** The filters a statistic can be narrowed by, under the API's names (a cohort of the comparison is one too). */
export const statisticsFilterParams = {
  source: sourceParam,
  pipeline_id: uuidParam,
  created_after: dateTimeParam,
  created_before: dateTimeParam,
};

export const statisticsSearchSchema = z.object({ ...statisticsFilterParams, pass: passMarkParam });

export type StatisticsSearch = z.output<typeof statisticsSearchSchema>;

/**
 * `cut` in a URL: the pass/fail line on the run score (a run's mean score, 0–100) that the
 * assessment page's consistency figures judge; absent or malformed, the pass mark is the line.
 */
export const cutParam = z.catch(z.optional(z.coerce.number().check(z.minimum(0), z.maximum(100))), undefined);

/** The assessment page's statistics: the same filters and pass mark, and the cut. */
export const assessmentStatisticsSearchSchema = z.object({
  ...statisticsFilterParams,
  pass: passMarkParam,
  cut: cutParam,
});
export type AssessmentStatisticsSearch = z.output<typeof assessmentStatisticsSearchSchema>;
export type OnStatisticsSearchChange = (change: Partial<StatisticsSearch>) => void;

/** The statistics' filter: the page's filters (no paging, no sort, no pass mark), those not set left out. */
export function statisticsFilter(
  search: Pick<StatisticsSearch, keyof typeof statisticsFilterParams>,
): QuestionResultsFilter {
  const filter: QuestionResultsFilter = {};
  if (search.source !== undefined) filter.source = search.source;
  if (search.pipeline_id !== undefined) filter.pipeline_id = search.pipeline_id;
  if (search.created_after !== undefined) filter.created_after = search.created_after;
  if (search.created_before !== undefined) filter.created_before = search.created_before;
  return filter;
}

/** The same filters on another page (a question's link from its assessment), the default pass mark left out. */
export function statisticsLinkSearch(search: StatisticsSearch): Partial<StatisticsSearch> {
  const { source, pipeline_id, created_after, created_before, pass } = search;
  return { source, pipeline_id, created_after, created_before, pass: pass === DEFAULT_PASS_MARK ? undefined : pass };
}
