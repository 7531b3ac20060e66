import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { App } from '../app/App';
import { connectApiClient } from '../app/connect-api-client';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import type { RouterContext } from '../app/router-context';
import type { ApiConnection } from '../lib/api-mode';

export interface RenderOptions {
  /** The URL the memory history starts at, e.g. "/results?status=pending". */
  initialPath?: string;
  /** Pass one to inspect or pre-fill the cache; a fresh client (retries off) otherwise. */
  queryClient?: QueryClient;
  apiConnection?: ApiConnection;
}

export interface RenderedWithProviders extends RenderResult {
  router: AnyRouter;
  queryClient: QueryClient;
  user: UserEvent;
}

const testApiConnection: ApiConnection = {
  mode: 'demo',
  apiKey: 'ak_live_TESTTESTTESTTESTTESTTESTTESTTEST',
};

function createContext(options: RenderOptions): RouterContext {
  return {
    queryClient: options.queryClient ?? createQueryClient(),
    apiConnection: options.apiConnection ?? testApiConnection,
  };
}

async function renderRouter(router: AnyRouter, context: RouterContext): Promise<RenderedWithProviders> {
  // Resolve the first match (loaders included) before React renders, so the
  // test starts from a settled page instead of racing the router.
  await router.load();
  const result = render(<App router={router} context={context} />);
  await settle(router);
  return { ...result, router, queryClient: context.queryClient, user: userEvent.setup() };
}

/**
 * Mounting can start one more navigation: the router rewrites a URL whose search params its
 * validation changed (a malformed one dropped, say). Let it finish inside act(), or its update
 * lands outside act() after the test has moved on.
 */
async function settle(router: AnyRouter): Promise<void> {
  if (router.state.status === 'idle') return;
  await act(
    () =>
      new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe('onResolved', () => {
          unsubscribe();
          resolve();
        });
      }),
  );
}

/**
 * Renders one component as the page at `initialPath`, inside the same providers
 * as the app (query client, router with memory history), without the layout.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Promise<RenderedWithProviders> {
  const context = createContext(options);
  const rootRoute = createRootRouteWithContext<RouterContext>()();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    context,
    history: createMemoryHistory({ initialEntries: [options.initialPath ?? '/'] }),
  });
  return renderRouter(router, context);
}

/**
 * The pages and the statistics sections load lazily in the app (decision 012). Tests load them
 * before rendering, so a test's waits measure the page, not the first import of its module.
 */
let lazyModules: Promise<unknown> | null = null;
function loadLazyModules(): Promise<unknown> {
  lazyModules ??= Promise.all([
    import('../app/pages/routes/assessment-pages'),
    import('../app/pages/routes/question-pages'),
    import('../app/pages/routes/results-pages'),
    import('../app/pages/routes/api-key-page'),
    import('../features/statistics/components/QuestionPerformance'),
    import('../features/statistics/components/AssessmentDifficulty'),
    import('../features/statistics/components/FilterCharts'),
  ]);
  return lazyModules;
}

/** Renders the whole app (layout and real routes) at `initialPath`. */
export async function renderApp(initialPath: string, options: Omit<RenderOptions, 'initialPath'> = {}) {
  await loadLazyModules();
  const context = createContext(options);
  const router = createAppRouter({
    context,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  // As main.tsx does, minus the demo key: tests decide what the key store holds.
  connectApiClient(context.apiConnection, router);
  return renderRouter(router, context);
}
