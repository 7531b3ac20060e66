import { defaultStringifySearch, redirect, stripSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import { z } from '@assessment-insights/contract/zod';

import {
  CATALOG_SORT_FIELDS,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  MAX_PER_PAGE,
  sortValues,
  type SortValue,
} from '@assessment-insights/contract';

/**
 * URL search params are typed state (names exactly as the API's query parameters). Each list
 * route validates them with a zod object whose fields catch (`z.catch`) a valid value, and uses
 * `correctSearchInUrl(schema)` as its beforeLoad: a malformed value (`?page=abc`) is replaced
 * in the address bar by the value actually used, without a reload and without a history entry.
 * `searchWithoutDefaults(schema)` keeps default values out of URLs, so links stay short.
 */

/** `page`: integer ≥ 1, default 1. */
export const pageParam = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1);

/** `per_page`: integer 1…max, default DEFAULT_PER_PAGE (SPEC numbers). */
export const perPageParam = (max: number, fallback = DEFAULT_PER_PAGE) =>
  z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback), fallback);

/** `sort`: one of the API's sort values, default `-created_at`. */
export const sortParam = <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) =>
  z.catch(z._default(z.enum(values), fallback), fallback);

/** An optional UUID filter (`assessment_id`, …); anything else is dropped. */
export const uuidParam = z.catch(z.optional(z.guid()), undefined);

type CatalogSort = SortValue<(typeof CATALOG_SORT_FIELDS)[number]>;
// Derived from the contract, so a change of sort fields there reaches the URL too.
const CATALOG_SORTS = sortValues(CATALOG_SORT_FIELDS) as [CatalogSort, ...CatalogSort[]];

/** What every catalog list's URL has (docs/api-contract.md §5): `page`, `per_page` ≤ 200, `sort`. */
export const catalogSearchShape = {
  page: pageParam,
  per_page: perPageParam(MAX_PER_PAGE, DEFAULT_PER_PAGE),
  sort: sortParam(CATALOG_SORTS, DEFAULT_SORT as CatalogSort),
};

type SearchRecord = Record<string, unknown>;

/**
 * The schema's defaults, worked out on first use: parsing builds the schema's parser, and the
 * app starts faster when only the page opened builds its own.
 */
const defaultsOf = (schema: z.ZodMiniObject): (() => SearchRecord) => {
  let defaults: SearchRecord | undefined;
  return () => (defaults ??= schema.parse({}));
};

/** For a route's `search` option: drops params equal to their default from every URL built. */
export function searchWithoutDefaults<S extends z.ZodMiniObject>(schema: S) {
  const defaults = defaultsOf(schema);
  let strip: SearchMiddleware<z.output<S>> | undefined;
  // The defaults come from the schema itself, so they are valid values of its output type.
  const middleware: SearchMiddleware<z.output<S>> = (context) =>
    (strip ??= stripSearchParams<z.output<S>>(defaults() as never))(context);
  return { middlewares: [middleware] };
}

export function correctSearchInUrl(schema: z.ZodMiniObject) {
  const defaultsOfSchema = defaultsOf(schema);
  const keys = Object.keys(schema.shape);
  return ({ search, location }: { search: SearchRecord; location: { pathname: string; search: SearchRecord } }) => {
    const defaults = defaultsOfSchema();
    const raw = location.search;
    const corrected: SearchRecord = { ...raw };
    let changed = false;
    for (const key of keys) {
      if (!(key in raw) || sameValue(raw[key], search[key])) continue;
      changed = true;
      const value = search[key];
      if (value === undefined || sameValue(value, defaults[key])) delete corrected[key];
      else corrected[key] = value;
    }
    if (changed) {
      throw redirect({ href: `${location.pathname}${defaultStringifySearch(corrected)}`, replace: true });
    }
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
