import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SLOW_REQUEST_MS } from '@assessment-insights/contract';
import { requestWaits } from '@/api/request-waits';
import { ConnectionNotices } from './ConnectionNotices';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

function Failing({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['failing'], queryFn, retry: false });
  return <p>{query.isError ? 'failed' : query.isSuccess ? query.data : 'loading'}</p>;
}

function renderNotices(children?: React.ReactNode) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ConnectionNotices />
      {children}
    </QueryClientProvider>,
  );
}

describe('connection notices', () => {
  it('says the browser is offline as soon as it knows, and asks failed queries again when it is back', async () => {
    let answer: () => Promise<string> = () => Promise.reject(new Error('network down'));
    renderNotices(<Failing queryFn={() => answer()} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');

    answer = () => Promise.resolve('loaded again');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('loaded again')).toBeInTheDocument();
  });

  it('says it is still waiting once a request has had no answer for a while, and stops when it ends', () => {
    vi.useFakeTimers();
    renderNotices();
    const request = requestWaits.track();
    act(() => {
      request.waiting(Date.now());
    });
    act(() => {
      vi.advanceTimersByTime(SLOW_REQUEST_MS - 100);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Still waiting for the API — no answer yet\. \(8 s\)/);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('(11 s)');

    act(() => {
      request.done();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
