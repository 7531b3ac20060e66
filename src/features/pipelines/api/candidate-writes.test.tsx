import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { configureApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { serveFakeApi } from '@/testing/fake-api-server';
import { createIdempotencyKey } from '@/api/idempotency';
import { createCandidate, useCreateCandidate, useMoveCandidateStage } from './candidate-writes';
import { getCandidate } from './get-candidate';
import { getCandidates } from './get-candidates';

const { fake } = serveFakeApi({ writeLatencyMs: 150 });
const db = await fake.ready;
const pipeline = [...db.pipelines.values()][0]!;

function renderWriteHook<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

describe('candidate writes', () => {
  it('a double-clicked "create" creates the candidate once', async () => {
    const before = (await getCandidates({ pipeline_id: pipeline.id, per_page: 1 })).pagination.total;
    const { result } = renderWriteHook(() => useCreateCandidate());
    const candidate = { name: 'Ada Lovelace', email: 'ada@example.com', pipeline_id: pipeline.id };
    let created: Array<{ id: string }> = [];
    await act(async () => {
      created = await Promise.all([
        result.current.mutation.mutateAsync(candidate),
        result.current.mutation.mutateAsync(candidate),
      ]);
    });
    expect(created[0]!.id).toBe(created[1]!.id);
    const after = (await getCandidates({ pipeline_id: pipeline.id, per_page: 1 })).pagination.total;
    expect(after).toBe((before ?? 0) + 1);
  });

  it('two separate clicks on "fast-forward" are two actions; a double click is one', async () => {
    const { result } = renderWriteHook(() => useMoveCandidateStage());
    const created = await createCandidate(
      { name: 'Grace Hopper', email: 'grace@example.com', pipeline_id: pipeline.id },
      { idempotencyKey: createIdempotencyKey() },
    );
    const move = { candidateId: created.id, move: 'fast-forward' as const, fromStageId: created.stage_id };
    await act(async () => {
      await Promise.all([result.current.mutation.mutateAsync(move), result.current.mutation.mutateAsync(move)]);
    });
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[1]!.id);
    await act(async () => {
      await result.current.mutation.mutateAsync({ ...move, fromStageId: pipeline.stages[1]!.id });
    });
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[2]!.id);
  });

  it('rewinding at the first stage surfaces stage_boundary with the API message and request id', async () => {
    const created = await createCandidate(
      { name: 'Alan Turing', email: 'alan@example.com', pipeline_id: pipeline.id },
      { idempotencyKey: createIdempotencyKey() },
    );
    const { result } = renderWriteHook(() => useMoveCandidateStage());
    act(() =>
      result.current.mutation.mutate({ candidateId: created.id, move: 'rewind', fromStageId: created.stage_id }),
    );
    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    const error = result.current.mutation.error as ApiError;
    expect([error.status, error.code]).toEqual([409, 'stage_boundary']);
    expect(error.requestId).toMatch(/^req_[a-z0-9]{24}$/);
  });

  it('a response lost on the way back is retried with the same key: one move, recognised as a replay', async () => {
    const created = await createCandidate(
      { name: 'Edsger Dijkstra', email: 'edsger@example.com', pipeline_id: pipeline.id },
      { idempotencyKey: createIdempotencyKey() },
    );
    const sentKeys: Array<string | null> = [];
    // The API moves the candidate, but the first answer never reaches the browser.
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      sentKeys.push(new Headers(init?.headers).get('Idempotency-Key'));
      const response = await fetch(input, init);
      if (sentKeys.length === 1) throw new TypeError('Failed to fetch');
      return response;
    };
    configureApiClient({ fetch: losingFirstAnswer, retry: { baseDelayMs: 1 } });
    try {
      const { result } = renderWriteHook(() => useMoveCandidateStage());
      await act(async () => {
        await result.current.mutation.mutateAsync({
          candidateId: created.id,
          move: 'fast-forward',
          fromStageId: created.stage_id,
        });
      });
      expect(sentKeys).toHaveLength(2);
      expect(sentKeys[1]).toBe(sentKeys[0]);
      expect(result.current.replayed).toBe(true);
      expect(result.current.mutation.data?.stage_id).toBe(pipeline.stages[1]!.id);
    } finally {
      configureApiClient({});
    }
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[1]!.id);
  });

  it('another move after a success is a new action with a new key', async () => {
    const created = await createCandidate(
      { name: 'Barbara Liskov', email: 'barbara@example.com', pipeline_id: pipeline.id },
      { idempotencyKey: createIdempotencyKey() },
    );
    const sentKeys: Array<string | null> = [];
    configureApiClient({
      fetch: (input, init) => {
        sentKeys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return fetch(input, init);
      },
    });
    try {
      const { result } = renderWriteHook(() => useMoveCandidateStage());
      const move = { candidateId: created.id, move: 'fast-forward' as const, fromStageId: created.stage_id };
      await act(async () => {
        await result.current.mutation.mutateAsync(move);
      });
      expect(result.current.replayed).toBe(false);
      await act(async () => {
        await result.current.mutation.mutateAsync({ ...move, fromStageId: pipeline.stages[1]!.id });
      });
      expect(new Set(sentKeys).size).toBe(2);
    } finally {
      configureApiClient({});
    }
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[2]!.id);
  });
});
