// @vitest-environment jsdom
// A DOM: renders the app into a document.
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rateLimitStore } from '@/api/rate-limit-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests, reportMinuteBudget } from '@/testing/msw-helpers';
import { connectApiClient } from '@/app/connect-api-client';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, type AppRouter } from '@/app/router';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const [assessmentA, assessmentB] = [...db.assessments.values()];
const [questionA, questionB] = [...db.questions.values()];

/** The app's router and query cache, with nothing rendered: loaders run as the router calls them. */
function createApp() {
  const queryClient = createQueryClient();
  const apiConnection = { mode: 'demo', apiKey: fake.apiKey } as const;
  const router = createAppRouter({
    context: { queryClient, apiConnection },
    history: createMemoryHistory({ initialEntries: ['/pipelines'] }),
  });
  connectApiClient(apiConnection, router);
  return { router, queryClient };
}

/** Preloads an address as a hovered link would (the router builds the location from `href`; its types want a `to` too). */
const preload = (router: AppRouter, href: string) => router.preloadRoute({ to: '.', href });

interface GuardedRoute {
  name: string;
  /** An address of the route, and another one whose requests differ from the first's. */
  first: string;
  second: string;
  /** Whether a request is the one the route's loader starts for `first` / `second`. */
  isFirst: (url: URL) => boolean;
  isSecond: (url: URL) => boolean;
}

const list = (path: string, perPage: string) => (url: URL) =>
  url.pathname.endsWith(path) && url.searchParams.get('per_page') === perPage;
const detail = (path: string) => (url: URL) => url.pathname.endsWith(path);

/** A list page: a page of 25 first, then the default 50, each requested from `apiPath`. */
const listPage = (name: string, page: string, apiPath: string): GuardedRoute => ({
  name,
  first: `${page}?per_page=25`,
  second: page,
  isFirst: list(apiPath, '25'),
  isSecond: list(apiPath, '50'),
});
/** A detail page under `path`: one resource, then another, each requested at the same path of the API. */
const detailPage = (name: string, path: string, firstId: string, secondId: string): GuardedRoute => ({
  name,
  first: `${path}/${firstId}`,
  second: `${path}/${secondId}`,
  isFirst: detail(`${path}/${firstId}`),
  isSecond: detail(`${path}/${secondId}`),
});

// Every route with a loader: each list, each detail page.
const routes: GuardedRoute[] = [
  listPage('the assessment catalog', '/assessments', '/assessments'),
  detailPage('an assessment', '/assessments', assessmentA!.id, assessmentB!.id),
  listPage('the question catalog', '/questions', '/questions'),
  detailPage('a question', '/questions', questionA!.id, questionB!.id),
  listPage('the question results explorer', '/results', '/question-results'),
  listPage('the assessment results explorer', '/assessment-results', '/assessment-results'),
];

describe('preloading on a low minute budget', () => {
  it.each(routes)(
    '$name: a preload spends nothing when the budget is low, one with budget left loads, a navigation always loads',
    async ({ first, second, isFirst, isSecond }) => {
      const requests = recordRequests(server, '/*');
      const { router, queryClient } = createApp();

      reportMinuteBudget(rateLimitStore, 5);
      // Resolves once the route's loader has run: whatever it started is in the cache by now.
      await preload(router, first);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);

      rateLimitStore.reset(); // a new minute
      await preload(router, second);
      await waitFor(() => expect(requests.some(isSecond)).toBe(true));
      expect(requests.some(isFirst)).toBe(false);

      reportMinuteBudget(rateLimitStore, 5);
      await router.navigate({ href: first });
      await waitFor(() => expect(requests.some(isFirst)).toBe(true));
    },
  );
});
