import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { correctSearchInUrl, searchWithoutDefaults } from '@/shared/url-search';
import type { RouterContext } from '@/app/router-context';
import { skipPreloadWhenBudgetLow } from './start-loading';

/*
 * The route options the routes share: the URL state, a list's options, and the loader of a page
 * of one resource.
 */

/**
 * A route's URL state (shared/url-search.ts), to spread into createRoute: validated, malformed
 * values corrected in place in the address bar, defaults kept out of URLs.
 */
export function urlSearch<Schema extends z.ZodMiniObject>(schema: Schema) {
  return {
    validateSearch: schema,
    search: searchWithoutDefaults(schema),
    beforeLoad: correctSearchInUrl(schema),
  };
}

export interface ListRouteOptions<Schema extends z.ZodMiniObject, Params extends object> {
  /** The list's URL state. */
  schema: Schema;
  /** What the loader needs of the URL state, usually the request: a change to it runs the loader again. */
  toParams: (search: z.output<Schema>) => Params;
  /** Starts the list's requests with startLoading; a preload on a low budget skips it. */
  load: (queryClient: QueryClient, params: Params) => void;
}

/**
 * The route options every list shares, to spread into createRoute: the URL state, the loader's
 * deps derived from it, and the guarded loader.
 */
export function listRoute<Schema extends z.ZodMiniObject, Params extends object>({
  schema,
  toParams,
  load,
}: ListRouteOptions<Schema, Params>) {
  return {
    ...urlSearch(schema),
    loaderDeps: ({ search }: { search: z.output<Schema> }) => toParams(search),
    loader: (loading: { context: RouterContext; deps: Params; preload: boolean }) =>
      skipPreloadWhenBudgetLow(loading, ({ context, deps }) => load(context.queryClient, deps)),
  };
}

/**
 * The loader of a page of one resource, its id the route's one param: starts the page's
 * requests for a well-formed id only (anything else is "not found" without a request), and not
 * for a preload on a low budget.
 */
export function detailLoader<Param extends string>(
  param: Param,
  isId: (value: string) => boolean,
  load: (queryClient: QueryClient, id: string) => void,
) {
  return (loading: { context: RouterContext; params: Record<Param, string>; preload: boolean }) =>
    skipPreloadWhenBudgetLow(loading, ({ context, params }) => {
      if (isId(params[param])) load(context.queryClient, params[param]);
    });
}
