import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PATHS, type QuestionResultsParams } from '@assessment-insights/contract';
import { rateLimitStore } from '@/api/rate-limit-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests, reportMinuteBudget } from '@/testing/msw-helpers';
import { questionResultsQueryOptions } from '@/shared/explorer/results-api.test-support';
import { useNextPagePrefetch } from './use-next-page-prefetch';

const { fake, server } = serveFakeApi();
await fake.ready;

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
  // The hook starts each prefetch with prefetchQuery, synchronously: what it asked for is known
  // as soon as a render (effects included) or a call returns, with no waiting for the network.
  const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery');
  const hook = renderHook(
    ({ params, hasMore = true, enabled = true }: Props) =>
      useNextPagePrefetch({ params, hasMore, enabled, query: questionResultsQueryOptions }),
    { initialProps: initial, wrapper },
  );
  /** The pages the hook asked to prefetch, in order. */
  const asked = () => prefetchQuery.mock.calls.map(([options]) => (options.queryKey[2] as QuestionResultsParams).page);
  /** Waits until the API has answered requests for exactly these pages. */
  const fetched = async (pages: number[]) => {
    await waitFor(() => expect(requests.map((url) => Number(url.searchParams.get('page')))).toEqual(pages));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  };
  return { ...hook, queryClient, asked, fetched };
}

const filter: QuestionResultsParams = { source: 'pipeline', status: ['evaluated'], per_page: 10, sort: '-score' };

describe('useNextPagePrefetch', () => {
  it('does nothing on first load', () => {
    const { asked } = renderPrefetch({ params: { ...filter, page: 3 } });
    expect(asked()).toEqual([]);
  });

  it('prefetches the next page once when Next is hovered or focused, into the list query cache', async () => {
    const { result, asked, fetched, queryClient } = renderPrefetch({ params: { ...filter, page: 3 } });

    result.current.prefetchNext();
    result.current.prefetchNext();
    expect(asked()).toEqual([4]);
    await fetched([4]);
    result.current.prefetchNext();
    expect(asked()).toEqual([4]);

    expect(
      queryClient.getQueryData(questionResultsQueryOptions({ ...filter, page: 4 }).queryKey)?.pagination.page,
    ).toBe(4);
  });

  it('prefetches the page after next once the user moved forward one page and it has loaded', async () => {
    const { rerender, result, asked, fetched } = renderPrefetch({ params: { ...filter, page: 1 } });

    // Page 2 is on its way: the previous page is still on screen.
    rerender({ params: { ...filter, page: 2 }, enabled: false });
    expect(asked()).toEqual([]);

    rerender({ params: { ...filter, page: 2 }, enabled: true });
    expect(asked()).toEqual([3]);
    await fetched([3]);

    // Hovering Next afterwards, or rendering again, asks for nothing more.
    result.current.prefetchNext();
    rerender({ params: { ...filter, page: 2 }, enabled: true });
    expect(asked()).toEqual([3]);

    rerender({ params: { ...filter, page: 3 } });
    expect(asked()).toEqual([3, 4]);
    await fetched([3, 4]);
  });

  it('does not read ahead after a jump, a step back or a new filter', () => {
    const { rerender, asked } = renderPrefetch({ params: { ...filter, page: 1 } });
    rerender({ params: { ...filter, page: 5 } });
    rerender({ params: { ...filter, page: 4 } });
    rerender({ params: { ...filter, status: ['pending'], page: 5 } });
    rerender({ params: { ...filter, status: ['pending'], per_page: 20, page: 6 } });
    expect(asked()).toEqual([]);
  });

  it('never goes past the last page', () => {
    const { rerender, result, asked } = renderPrefetch({ params: { ...filter, page: 1 } });
    rerender({ params: { ...filter, page: 2 }, hasMore: false });
    result.current.prefetchNext();
    expect(asked()).toEqual([]);
  });

  it('spends nothing when the minute budget is nearly gone, and reads ahead once it is back', async () => {
    const { rerender, result, asked, fetched } = renderPrefetch({ params: { ...filter, page: 1 } });
    reportMinuteBudget(rateLimitStore, 5);

    result.current.prefetchNext();
    rerender({ params: { ...filter, page: 2 } });
    expect(asked()).toEqual([]);

    rateLimitStore.reset(); // a new minute
    result.current.prefetchNext();
    expect(asked()).toEqual([3]);
    await fetched([3]);
  });
});
