import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { apiRequest } from '../../../api/client';
import { PATHS, listSchema, questionResultSchema, type QuestionResultsParams } from '../../../api/contract';
import { rateLimitStore } from '../../../api/rate-limit-store';
import { serveFakeApi } from '../../../testing/fake-api-server';
import { recordRequests, reportMinuteBudget } from '../../../testing/msw-helpers';
import { useNextPagePrefetch } from './use-next-page-prefetch';

const { fake, server } = serveFakeApi();
await fake.ready;

/** The list query of features/results, spelled out (features/explorer may not import it). */
const questionResultsQuery = (params: QuestionResultsParams) =>
  queryOptions({
    queryKey: ['question-results', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest({
        path: PATHS.questionResults,
        query: { ...params },
        schema: listSchema(questionResultSchema),
        signal,
      }),
  });

interface Props {
  params: QuestionResultsParams;
  hasMore?: boolean;
  enabled?: boolean;
}

function renderPrefetch(initial: Props) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const requests = recordRequests(server, PATHS.questionResults);
  const hook = renderHook(
    ({ params, hasMore = true, enabled = true }: Props) =>
      useNextPagePrefetch({ params, hasMore, enabled, query: questionResultsQuery }),
    { initialProps: initial, wrapper },
  );
  const settled = async () => {
    // Let prefetches that were started reach the fake API and finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  };
  const pages = () => requests.map((url) => Number(url.searchParams.get('page')));
  return { ...hook, queryClient, settled, pages };
}

const filter: QuestionResultsParams = { source: 'pipeline', status: ['evaluated'], per_page: 10, sort: '-score' };

describe('useNextPagePrefetch', () => {
  it('does nothing on first load', { timeout: 30_000 }, async () => {
    const { settled, pages } = renderPrefetch({ params: { ...filter, page: 3 } });
    await settled();
    expect(pages()).toEqual([]);
  });

  it(
    'prefetches the next page once when Next is hovered or focused, into the list query cache',
    { timeout: 30_000 },
    async () => {
      const { result, settled, pages, queryClient } = renderPrefetch({ params: { ...filter, page: 3 } });

      result.current.prefetchNext();
      result.current.prefetchNext();
      await settled();
      result.current.prefetchNext();
      await settled();

      expect(pages()).toEqual([4]);
      expect(queryClient.getQueryData(questionResultsQuery({ ...filter, page: 4 }).queryKey)?.pagination.page).toBe(4);
    },
  );

  it(
    'prefetches the page after next once the user moved forward one page and it has loaded',
    { timeout: 30_000 },
    async () => {
      const { rerender, result, settled, pages } = renderPrefetch({ params: { ...filter, page: 1 } });
      await settled();

      // Page 2 is on its way: the previous page is still on screen.
      rerender({ params: { ...filter, page: 2 }, enabled: false });
      await settled();
      expect(pages()).toEqual([]);

      rerender({ params: { ...filter, page: 2 }, enabled: true });
      await settled();
      expect(pages()).toEqual([3]);

      // Hovering Next afterwards, or rendering again, asks for nothing more.
      result.current.prefetchNext();
      rerender({ params: { ...filter, page: 2 }, enabled: true });
      await settled();
      expect(pages()).toEqual([3]);

      rerender({ params: { ...filter, page: 3 } });
      await settled();
      expect(pages()).toEqual([3, 4]);
    },
  );

  it('does not read ahead after a jump, a step back or a new filter', { timeout: 30_000 }, async () => {
    const { rerender, settled, pages } = renderPrefetch({ params: { ...filter, page: 1 } });
    rerender({ params: { ...filter, page: 5 } });
    rerender({ params: { ...filter, page: 4 } });
    rerender({ params: { ...filter, status: ['pending'], page: 5 } });
    rerender({ params: { ...filter, status: ['pending'], per_page: 20, page: 6 } });
    await settled();
    expect(pages()).toEqual([]);
  });

  it('never goes past the last page', { timeout: 30_000 }, async () => {
    const { rerender, result, settled, pages } = renderPrefetch({ params: { ...filter, page: 1 } });
    rerender({ params: { ...filter, page: 2 }, hasMore: false });
    result.current.prefetchNext();
    await settled();
    expect(pages()).toEqual([]);
  });

  it(
    'spends nothing when the minute budget is nearly gone, and reads ahead once it is back',
    { timeout: 30_000 },
    async () => {
      const { rerender, result, settled, pages } = renderPrefetch({ params: { ...filter, page: 1 } });
      reportMinuteBudget(rateLimitStore, 5);

      result.current.prefetchNext();
      rerender({ params: { ...filter, page: 2 } });
      await settled();
      expect(pages()).toEqual([]);

      rateLimitStore.reset(); // a new minute
      result.current.prefetchNext();
      await settled();
      expect(pages()).toEqual([3]);
    },
  );
});
