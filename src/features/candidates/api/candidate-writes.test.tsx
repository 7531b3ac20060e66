import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/errors';
import { serveFakeApi } from '../../../testing/fake-api-server';
import { createIdempotencyKey } from '../../../api/idempotency';
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
      created = await Promise.all([result.current.mutateAsync(candidate), result.current.mutateAsync(candidate)]);
    });
    expect(created[0]!.id).toBe(created[1]!.id);
    const after = (await getCandidates({ pipeline_id: pipeline.id, per_page: 1 })).pagination.total;
    expect(after).toBe((before ?? 0) + 1);
  });

  it('two separate clicks on "fast-forward" are two actions; a double click is one', async () => {
    const { result } = renderWriteHook(() => useMoveCandidateStage());
    const created = await createCandidate(
      { name: 'Grace Hopper', email: 'grace@example.com', pipeline_id: pipeline.id },
      createIdempotencyKey(),
    );
    const move = { candidateId: created.id, move: 'fast-forward' as const };
    await act(async () => {
      await Promise.all([result.current.mutateAsync(move), result.current.mutateAsync(move)]);
    });
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[1]!.id);
    await act(async () => {
      await result.current.mutateAsync(move);
    });
    expect((await getCandidate(created.id)).stage_id).toBe(pipeline.stages[2]!.id);
  });

  it('rewinding at the first stage surfaces stage_boundary with the API message and request id', async () => {
    const created = await createCandidate(
      { name: 'Alan Turing', email: 'alan@example.com', pipeline_id: pipeline.id },
      createIdempotencyKey(),
    );
    const { result } = renderWriteHook(() => useMoveCandidateStage());
    act(() => result.current.mutate({ candidateId: created.id, move: 'rewind' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error as ApiError;
    expect([error.status, error.code]).toEqual([409, 'stage_boundary']);
    expect(error.requestId).toMatch(/^req_[a-z0-9]{24}$/);
  });
});
