import { SOURCE } from '@assessment-insights/contract';
import { dateOfCreatedAfter, dateOfCreatedBefore, parseLocalDate } from '@/lib/local-date';
import { sourceLabel } from '@/shared/explorer/labels';
import { shortId } from '@/shared/explorer/table/short-id';
import { stringifyCohort, type CohortFilter } from './compare-search';

// Apart from compare-search.ts, which the route needs at first paint: these only the page does.

/**
 * Whether two groups read the same answers: a pipeline's answers are all pipeline answers, so
 * `pipeline_id=X` and `source=pipeline&pipeline_id=X` are one group.
 */
export function sameCohort(a: CohortFilter, b: CohortFilter): boolean {
  const effective = (filter: CohortFilter) =>
    stringifyCohort(filter.pipeline_id === undefined ? filter : { ...filter, source: SOURCE.pipeline });
  return effective(a) === effective(b);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ("2026-07-01") as the user reads it ("1 Jul 2026"), at UTC midnight so no zone shifts it. */
function formatDay(date: string): string {
  const day = parseLocalDate(date);
  return day === undefined ? date : dayFormat.format(Date.UTC(day.year, day.month - 1, day.day));
}

/**
 * A group in words, for its heading and the sentences: "Standalone answers", "Pipeline
 * “Engineering hiring 2026”", "All answers, created from 1 Jul 2026". Days are those of the
 * user's time zone, as the date filter shows them. A pipeline whose name is not known (yet) is
 * named by the start of its id.
 */
export function cohortLabel(filter: CohortFilter, pipelineName: (id: string) => string | undefined): string {
  const who =
    filter.pipeline_id !== undefined
      ? `Pipeline “${pipelineName(filter.pipeline_id) ?? shortId(filter.pipeline_id)}”`
      : filter.source !== undefined
        ? `${sourceLabel(filter.source)} answers`
        : 'All answers';
  const from = filter.created_after === undefined ? undefined : dateOfCreatedAfter(filter.created_after)?.date;
  const to = filter.created_before === undefined ? undefined : dateOfCreatedBefore(filter.created_before)?.date;
  if (from !== undefined && to !== undefined) return `${who}, created ${formatDay(from)} to ${formatDay(to)}`;
  if (from !== undefined) return `${who}, created from ${formatDay(from)}`;
  if (to !== undefined) return `${who}, created up to ${formatDay(to)}`;
  return who;
}
