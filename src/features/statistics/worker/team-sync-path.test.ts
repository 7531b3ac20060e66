// @vitest-environment jsdom
// A DOM: the service runs as it does in a page (fetch and MSW of a browser), the worker's code
// over a MessageChannel, as in statistics-service.test.ts.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  ledgerResponse,
  SYNC_PROGRESS,
  syncState,
  TEAM,
  teamError,
} from '@/features/statistics/team/team-server.test-support';
import { ready, teamQuestionScope, watch } from './team-path.test-support';

const { server, key, question, rowsOfQuestion, pipelineRows, teamService, openJob } = await teamQuestionScope();

const AS_OF = '2026-11-28T09:00:00.000Z';
const LATER = '2026-11-28T09:10:00.000Z';
const progress = SYNC_PROGRESS;

describe('statistics from the team server, while it reads the workspace', () => {
  it('shows the server’s read while it runs, then loads the rows once it is done', async () => {
    let synced = false;
    let polls = 0;
    server.use(
      http.get(`${TEAM}/ledger`, () =>
        synced ? ledgerResponse(pipelineRows, AS_OF) : teamError(409, 'not_synced', 'req_409'),
      ),
      http.get(`${TEAM}/sync`, () => {
        synced = ++polls >= 3;
        return HttpResponse.json(syncState(synced ? 'ready' : 'reading', synced ? AS_OF : null));
      }),
    );
    const { service } = teamService();
    const job = openJob(service);
    const { seen, until } = watch(job);
    job.open();

    expect(await until(ready)).toMatchObject({ from: 'server', meta: { rows: pipelineRows.length } });
    expect(seen).toContainEqual({
      kind: 'server',
      action: 'open',
      sync: expect.objectContaining({ status: 'reading', progress }) as unknown,
    });
    expect(polls).toBe(3);
  });

  it('Cancel stops asking the server how far it got', async () => {
    let polls = 0;
    const pollSignals: AbortSignal[] = [];
    server.use(
      http.get(`${TEAM}/ledger`, () => teamError(409, 'not_synced', 'req_409')),
      http.get(`${TEAM}/sync`, ({ request }) => {
        polls++;
        pollSignals.push(request.signal);
        return HttpResponse.json(syncState('reading', null));
      }),
    );
    const { service } = teamService();
    const job = openJob(service);
    const { until } = watch(job);
    job.open();
    await until((state) => state.kind === 'server' && state.sync !== null && polls >= 2);

    job.cancel();
    expect(await until((state) => state.kind === 'server-stopped')).toEqual({ kind: 'server-stopped' });
    // Every poll was asked under the job's signal, now aborted: the wait between polls ends at
    // once, and no further poll can start (a request checks its signal first).
    expect(pollSignals.length).toBeGreaterThanOrEqual(2);
    expect(pollSignals.every((signal) => signal.aborted)).toBe(true);
  });

  it('Refresh asks the server to sync, shows its progress, then loads the rows as of the new sync', async () => {
    let asOf = AS_OF;
    let rows = pipelineRows;
    let syncAsked = 0;
    let polls = 0;
    server.use(
      http.get(`${TEAM}/ledger`, () => ledgerResponse(rows, asOf)),
      http.post(`${TEAM}/sync`, () => {
        syncAsked++;
        return HttpResponse.json(syncState('reading', asOf), { status: 202 });
      }),
      http.get(`${TEAM}/sync`, () => {
        if (++polls < 2) return HttpResponse.json(syncState('reading', asOf));
        // The sync is done: the server's rows moved on.
        asOf = LATER;
        rows = rowsOfQuestion;
        return HttpResponse.json(syncState('ready', LATER));
      }),
    );
    const { service } = teamService();
    const job = openJob(service);
    const { seen, until } = watch(job);
    job.open();
    await until(ready);

    job.refresh();
    const refreshed = await until((state) => state.kind === 'ready' && state.version === 2);
    expect(refreshed).toMatchObject({ from: 'server', meta: { asOf: LATER, rows: rowsOfQuestion.length } });
    expect(syncAsked).toBe(1);
    expect(seen).toContainEqual(
      expect.objectContaining({
        kind: 'server',
        action: 'refresh',
        sync: expect.objectContaining({ progress }) as unknown,
      }),
    );
    const figures = await service.figures(key, { kind: 'question', questionId: question.id, passMark: 70 });
    expect(figures.stats.counts.answers).toBe(rowsOfQuestion.length);
  });

  it('Cancel during a refresh keeps the figures on screen', async () => {
    server.use(
      http.get(`${TEAM}/ledger`, () => ledgerResponse(pipelineRows, AS_OF)),
      http.post(`${TEAM}/sync`, () => HttpResponse.json(syncState('reading', AS_OF), { status: 202 })),
      http.get(`${TEAM}/sync`, () => HttpResponse.json(syncState('reading', AS_OF))),
    );
    const { service } = teamService();
    const job = openJob(service);
    const { until } = watch(job);
    job.open();
    const before = await until(ready);

    job.refresh();
    await until((state) => state.kind === 'server' && state.sync !== null);
    job.cancel();
    expect(await until(ready)).toEqual(before);
  });

  it('says so when the server’s read of the workspace failed', async () => {
    server.use(
      http.get(`${TEAM}/ledger`, () => teamError(409, 'not_synced', 'req_409')),
      http.get(`${TEAM}/sync`, () =>
        HttpResponse.json({
          ...syncState('failed', null),
          error: { code: 'daily_limit_reached', message: 'The day’s budget is spent.', requestId: 'req_sync' },
        }),
      ),
    );
    const { service } = teamService();
    const job = openJob(service);
    job.open();
    const failed = await watch(job).until((state) => state.kind === 'server-failed');
    expect(failed.kind === 'server-failed' && failed.error).toMatchObject({
      code: 'daily_limit_reached',
      requestId: 'req_sync',
      message: 'The team server could not read the workspace: The day’s budget is spent.',
    });
  });
});
