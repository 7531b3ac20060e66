import { createRouter, type RouterHistory } from '@tanstack/react-router';

import { RouteErrorPage } from './pages/ErrorPage';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree';

interface CreateAppRouterOptions {
  context: RouterContext;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ context, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // A pointer must rest on a link this long before its page is preloaded: sweeping across a
    // table's rows should not spend a request per row.
    defaultPreloadDelay: 200,
    // Caching is TanStack Query's job: let loaders always run and ask the query cache.
    defaultPreloadStaleTime: 0,
    // A page that fails renders its error inside the layout, so navigation stays usable.
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
