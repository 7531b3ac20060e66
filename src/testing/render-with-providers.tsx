// The statistics keep ledgers in IndexedDB, which jsdom lacks: pages rendered here may use it.
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, onTestFinished } from 'vitest';

import { App } from '@/app/App';
import { connectApiClient } from '@/app/connect-api-client';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import type { RouterContext } from '@/app/router-context';
import { statisticsJobsOf } from '@/features/statistics/jobs/statistics-jobs';
import type { ApiConnection } from '@/lib/api-mode';
import type { TeamServer } from '@/features/statistics/team/team-server';

export interface RenderOptions {
  /** The URL the memory history starts at, e.g. "/results?status=pending". */
  initialPath?: string;
  /** Pass one to inspect or pre-fill the cache; a fresh client (retries off) otherwise. */
  queryClient?: QueryClient;
  apiConnection?: ApiConnection;
  /** Discovery's answer, as main.tsx asks it in proxy builds; absent: no team server (as in demo builds). */
  teamServer?: Promise<TeamServer | null>;
}

export interface RenderedWithProviders extends RenderResult {
  router: AnyRouter;
  queryClient: QueryClient;
  user: UserEvent;
  /**
   * Waits until the page makes no request (no query fetching, no statistics job reading) and no
   * lazy part (`data-lazy-fallback`: statistics, charts) is still loading. A test that ends while
   * answers or a chart's code are still arriving would see them re-render the page outside act().
   */
  settled: () => Promise<void>;
}

const testApiConnection: ApiConnection = {
  mode: 'demo',
  apiKey: 'ak_live_TESTTESTTESTTESTTESTTESTTESTTEST',
};

function createContext(options: RenderOptions): RouterContext {
  const queryClient = options.queryClient ?? createQueryClient();
  // Each rendered app has its own statistics jobs and worker, stopped when its test ends.
  onTestFinished(() => statisticsJobsOf(queryClient).close());
  return { queryClient, apiConnection: options.apiConnection ?? testApiConnection, teamServer: options.teamServer };
}

async function renderRouter(router: AnyRouter, context: RouterContext): Promise<RenderedWithProviders> {
  // Resolve the first match (loaders included) before React renders, so the
  // test starts from a settled page instead of racing the router.
  await router.load();
  const result = render(<App router={router} context={context} />);
  await settle(router);
  const settled = () =>
    waitFor(
      () => {
        expect(context.queryClient.isFetching()).toBe(0);
        expect(statisticsJobsOf(context.queryClient).idle()).toBe(true);
        expect(document.querySelector('[data-lazy-fallback]')).toBeNull();
      },
      { timeout: 10_000 },
    );
  return { ...result, router, queryClient: context.queryClient, user: userEvent.setup(), settled };
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

/** Renders the whole app (layout and real routes) at `initialPath`. */
export function renderApp(initialPath: string, options: Omit<RenderOptions, 'initialPath'> = {}) {
  const context = createContext(options);
  const router = createAppRouter({
    context,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  // As main.tsx does, minus the demo key: tests decide what the key store holds.
  connectApiClient(context.apiConnection, router);
  return renderRouter(router, context);
}
