import { z } from '@assessment-insights/contract/zod';

import {
  ANSWER_STATUSES,
  DEFAULT_SORT,
  SOURCES,
  sortValues,
  type ResultsFilterParams,
  type SortValue,
} from '@assessment-insights/contract';
import { pageParam, sortParam, uuidParam } from '@/shared/url-search';

/**
 * The results explorers' URL state, under the API's own query parameter names (docs/api-contract.md §6),
 * so a link reproduces a view. Malformed values fall back (shared/url-search.ts), except `status`:
 * its values are kept as written, because the API decides which statuses exist (an open enum)
 * and answers an unknown one with `invalid_filter`, which the explorer explains and drops.
 */

/** `status` in the URL: a comma-separated list, trimmed and de-duplicated; empty → no filter. */
export const statusListParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((raw: string | number) => normalizeStatusList(String(raw))),
    ),
  ),
  undefined,
);

export function normalizeStatusList(raw: string): string | undefined {
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ];
  return values.length === 0 ? undefined : values.join(',');
}

/** The list a `status` URL value stands for. */
export function statusValues(status: string | undefined): string[] {
  return status === undefined ? [] : status.split(',');
}

/**
 * `created_after` / `created_before`: ISO 8601 with `Z` or an offset. A `+` typed into a URL
 * by hand arrives as a space (form encoding); it is put back before validating.
 */
export const dateTimeParam = z.catch(
  z.optional(
    // What classic zod's `z.preprocess(fn, schema)` is: a transform piped into the schema.
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? value.trim().replace(' ', '+') : value)),
      z.iso.datetime({ offset: true }),
    ),
  ),
  undefined,
);

/** `source`: one of the sources the app knows; anything else means "all sources". */
export const sourceParam = z.catch(z.optional(z.enum(SOURCES)), undefined);

/** What both explorers' URLs have, besides `per_page`, `sort` and the list's own id filter. */
export const resultsFilterShape = {
  page: pageParam,
  source: sourceParam,
  status: statusListParam,
  pipeline_id: uuidParam,
  candidate_id: uuidParam,
  created_after: dateTimeParam,
  created_before: dateTimeParam,
};

/** A results list's `sort` param: every sort value of its fields, both directions. */
export function resultsSortParam<F extends string>(fields: readonly F[]) {
  const values = sortValues(fields) as [SortValue<F>, ...Array<SortValue<F>>];
  return sortParam(values, DEFAULT_SORT as SortValue<F>);
}

/**
 * The URL state every explorer component reads: the shared filters plus the list's own id
 * filter (`question_id` or `assessment_id`). Each list's schema output is assignable to it.
 */
export interface ResultsSearch {
  page: number;
  per_page: number;
  sort: string;
  source?: string;
  status?: string;
  pipeline_id?: string;
  candidate_id?: string;
  created_after?: string;
  created_before?: string;
  question_id?: string;
  assessment_id?: string;
  /** A list with a Charts view: which view is shown (not sent to the API). */
  view?: 'table' | 'charts';
  /** The Charts view's pass mark (not sent to the API). */
  pass?: number;
  /**
   * The row open in the detail panel, by id (the app's own, not sent to the API), on a list
   * whose rows have one. It belongs to the page it was opened on: any other change drops it.
   */
  row?: string;
}

/** A change to the URL state. `undefined` removes a parameter. */
export type ResultsSearchChange = { [K in keyof ResultsSearch]?: ResultsSearch[K] | undefined };

export interface SearchChangeOptions {
  /** Replace the history entry instead of adding one (for corrections the user did not ask for). */
  replace?: boolean;
}

export type OnSearchChange = (change: ResultsSearchChange, options?: SearchChangeOptions) => void;

/** The request's shared filters from the URL state: the same names, `status` as a list. */
export function toResultsFilterParams(search: ResultsSearch): ResultsFilterParams {
  return {
    page: search.page,
    per_page: search.per_page,
    source: search.source,
    status: search.status === undefined ? undefined : statusValues(search.status),
    pipeline_id: search.pipeline_id,
    candidate_id: search.candidate_id,
    created_after: search.created_after,
    created_before: search.created_before,
  };
}

/** The filters that narrow the list (not paging or sort): what "Clear filters" removes. */
export const FILTER_KEYS = [
  'source',
  'status',
  'pipeline_id',
  'candidate_id',
  'created_after',
  'created_before',
  'question_id',
  'assessment_id',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** "Clear filters": every filter removed, back on page 1; per_page and sort stay. */
export const CLEAR_FILTERS: ResultsSearchChange = {
  ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])),
  page: 1,
};

export const KNOWN_STATUSES: readonly string[] = ANSWER_STATUSES;
