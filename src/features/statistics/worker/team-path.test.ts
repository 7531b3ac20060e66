// @vitest-environment jsdom
// A DOM: the service runs as it does in a page (fetch and MSW of a browser), the worker's code
// over a MessageChannel, as in statistics-service.test.ts.
import 'fake-indexeddb/auto';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { keyStore } from '@/api/key-store';
import { recordRequests } from '@/testing/msw-helpers';
import { ledgerResponse, TEAM, syncedWorkspace, teamError } from '@/features/statistics/team/team-server.test-support';
import type { PageMessage } from './protocol';
import { ready, teamQuestionScope, watch } from './team-path.test-support';

const { server, key, question, rowsOfQuestion, pipelineRows, teamService, openJob } = await teamQuestionScope();

const AS_OF = '2026-11-28T09:00:00.000Z';

describe('statistics from the team server', () => {
  it('computes the figures from the server’s rows, with no request to the API and nothing stored in the browser', async () => {
    const asked: Request[] = [];
    server.use(
      syncedWorkspace(AS_OF),
      http.get(`${TEAM}/ledger`, ({ request }) => {
        asked.push(request);
        return ledgerResponse(pipelineRows, AS_OF);
      }),
    );
    const apiReads = recordRequests(server, '/question-results');
    const { service, store, toWorker, toPage, pagePosts } = teamService();
    const job = openJob(service);
    job.open();

    const state = await watch(job).until(ready);
    expect(state).toEqual({
      kind: 'ready',
      from: 'server',
      version: 1,
      meta: { asOf: AS_OF, computedAt: AS_OF, rows: pipelineRows.length, requests: 0, mayMissAnswers: false },
    });
    const figures = await service.figures(key, { kind: 'question', questionId: question.id, passMark: 70 });
    expect(figures.stats.counts.answers).toBe(pipelineRows.length);
    expect(pipelineRows.length).toBeLessThan(rowsOfQuestion.length);
    expect(apiReads).toEqual([]);

    // The scope under the API's names; the person's key in the Authorization header only.
    expect(new URL(asked[0]!.url).searchParams.get('question_id')).toBe(question.id);
    expect(asked[0]!.headers.get('Authorization')).toBe(`Bearer ${keyStore.get()!.key}`);
    expect(asked[0]!.url).not.toContain(keyStore.get()!.key);
    // The rows went to the worker as bytes, never into the browser's store, and never back.
    expect(toWorker.filter((message) => message.type === 'ledger')).toHaveLength(1);
    type LedgerPost = [Extract<PageMessage, { type: 'ledger' }>, Transferable[]];
    const ledgerPost = pagePosts.mock.calls.find(([message]) => (message as PageMessage).type === 'ledger');
    const [sent, transfer] = ledgerPost as unknown as LedgerPost;
    expect(transfer).toEqual([sent.bytes]);
    // Transferred: the page's buffer is empty now, the worker holds the only copy.
    expect(sent.bytes.byteLength).toBe(0);
    expect(await store.list()).toEqual([]);
    const fromWorker = JSON.stringify(toPage);
    for (const row of pipelineRows.slice(0, 20)) expect(fromWorker).not.toContain(row.id);
  });

  it('says the server’s store is unavailable, with its code and request id; Read the API directly reads it here', async () => {
    server.use(
      syncedWorkspace(AS_OF),
      http.get(`${TEAM}/ledger`, () => teamError(503, 'store_unavailable', 'req_store')),
    );
    const apiReads = recordRequests(server, '/question-results');
    const { service } = teamService();
    const job = openJob(service);
    const { until } = watch(job);
    job.open();

    const failed = await until((state) => state.kind === 'server-failed');
    expect(failed.kind === 'server-failed' && failed.error).toMatchObject({
      name: 'ApiError',
      code: 'store_unavailable',
      requestId: 'req_store',
      status: 503,
    });

    job.readApiDirectly();
    expect(await until(ready)).toMatchObject({ from: 'api', meta: { rows: rowsOfQuestion.length } });
    expect(apiReads.length).toBeGreaterThan(0);
    // A page opened again stays on the browser's path.
    job.open();
    expect(job.getState()).toMatchObject({ kind: 'ready', from: 'api' });
  });

  it('without a team server, reads the API as before', async () => {
    const { service } = teamService();
    const job = openJob(service, null);
    job.open();
    expect(await watch(job).until(ready)).toMatchObject({ from: 'api', meta: { rows: rowsOfQuestion.length } });
  });
});
