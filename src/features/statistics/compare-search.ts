import { SOURCE } from '@assessment-insights/contract';
import { passMarkParam } from '@/lib/pass-mark';
import { uuidParam } from '@/shared/url-search';
import { z } from '@assessment-insights/contract/zod';
import type { QuestionResultsFilter } from '@assessment-insights/statistics-engine';
import { statisticsFilter, statisticsFilterParams } from './statistics-search';

/**
 * The URL state of the cohort comparison, so a comparison can be shared:
 * `/compare?assessment_id=<uuid>&a=<group A>&b=<group B>&pass=<0–100>`. Each group is the
 * statistics filter written as a query string under the API's names, e.g.
 * `a=source%3Dstandalone&b=pipeline_id%3D<uuid>`. A group without a filter (no `a`) is every
 * answer. Malformed parts of a group are dropped, never fatal; the rest of the group stays.
 */

/** A group's filter fields, in the order they are written (one spelling per filter, so a URL compares as text). */
const COHORT_KEYS = ['source', 'pipeline_id', 'created_after', 'created_before'] as const;
type CohortKey = (typeof COHORT_KEYS)[number];
export type CohortFilter = Pick<QuestionResultsFilter, CohortKey>;

const cohortFields = z.object(statisticsFilterParams);

/** A group's query string → its filter; anything malformed (or unknown) left out. */
export function parseCohort(text: string | undefined): CohortFilter {
  if (text === undefined) return {};
  const raw: Record<string, string> = {};
  // The first value of each name counts, as the API reads a repeated parameter.
  for (const [key, value] of new URLSearchParams(text)) if (!(key in raw)) raw[key] = value;
  return statisticsFilter(cohortFields.parse(raw));
}

/**
 * A filter → the group's query string (undefined for "all answers", so the URL leaves it out).
 * Colons stay as they are: the outer URL encodes the string once more, and `%3A` would come
 * out as `%253A` there.
 */
export function stringifyCohort(filter: CohortFilter): string | undefined {
  const parts = COHORT_KEYS.flatMap((key) => {
    const value = filter[key];
    return value === undefined || value === '' ? [] : [`${key}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`];
  });
  return parts.length === 0 ? undefined : parts.join('&');
}

/** `a` / `b` in the URL: rewritten in the one spelling of its filter, so a malformed part is corrected in place. */
const cohortParam = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text: string) => stringifyCohort(parseCohort(text))),
    ),
  ),
  undefined,
);

export const compareSearchSchema = z.object({
  assessment_id: uuidParam,
  a: cohortParam,
  b: cohortParam,
  pass: passMarkParam,
});

export type CompareSearch = z.output<typeof compareSearchSchema>;
export type OnCompareSearchChange = (change: Partial<CompareSearch>) => void;

/** The groups a comparison starts from when none is given (the assessment page's link): standalone vs pipeline. */
export const DEFAULT_COHORTS = {
  a: stringifyCohort({ source: SOURCE.standalone }),
  b: stringifyCohort({ source: SOURCE.pipeline }),
};
