import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { correctSearchInUrl, searchWithoutDefaults } from '@/shared/url-search';
import type { RouterContext } from '@/app/router-context';
import { skipPreloadWhenBudgetLow } from './start-loading';

export interface ListRouteOptions<Schema extends z.ZodMiniObject, Params extends object> {
  /** The list's URL state (shared/url-search.ts): malformed values fall back, defaults stay out of URLs. */
  schema: Schema;
  /** What the loader needs of the URL state, usually the request: a change to it runs the loader again. */
  toParams: (search: z.output<Schema>) => Params;
  /** Starts the list's requests with startLoading; a preload on a low budget skips it. */
  load: (queryClient: QueryClient, params: Params) => void;
}

/**
 * The route options every list shares, to spread into createRoute: the URL state validated and
 * corrected in place, the loader's deps derived from it, and the guarded loader.
 */
export function listRoute<Schema extends z.ZodMiniObject, Params extends object>({
  schema,
  toParams,
  load,
}: ListRouteOptions<Schema, Params>) {
  return {
    validateSearch: schema,
    search: searchWithoutDefaults(schema),
    beforeLoad: correctSearchInUrl(schema),
    loaderDeps: ({ search }: { search: z.output<Schema> }) => toParams(search),
    loader: (loading: { context: RouterContext; deps: Params; preload: boolean }) =>
      skipPreloadWhenBudgetLow(loading, ({ context, deps }) => load(context.queryClient, deps)),
  };
}
