import { gunzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import {
  decodeLedger,
  filterLedger,
  QuestionResultLedger,
  type LedgerRowInput,
} from '@assessment-insights/statistics-engine';
import { StoreUnavailableError } from '../store/workspace-store.ts';
import { createMemoryStore } from '../sync/memory-store.test-support.ts';
import { createServedLedgers } from './served-ledgers.ts';
import { createTeamAccess } from './team-access.ts';
import { LEDGER_CONTENT_TYPE, registerTeamRoutes, type TeamRoutesDeps } from './team-routes.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ASSESSMENT = uuid(2000);
const KEY = 'ak_live_PersonalKeyOfWorkspaceX000000000';

function row(n: number, overrides: Partial<LedgerRowInput> = {}): LedgerRowInput {
  return {
    id: uuid(n),
    question_id: uuid(1000 + (n % 3)),
    assessment_id: ASSESSMENT,
    source: n % 2 ? 'pipeline' : 'standalone',
    candidate_id: uuid(3000 + n),
    pipeline_id: n % 2 ? uuid(4000) : null,
    status: n % 5 === 0 ? 'pending' : 'evaluated',
    score: n % 5 === 0 ? null : 40 + n,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    evaluated_at: n % 5 === 0 ? null : new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString(),
    ...overrides,
  };
}

const workspaceLedger = new QuestionResultLedger();
workspaceLedger.upsertAll(Array.from({ length: 40 }, (_, n) => row(n + 1)));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(overrides: Partial<TeamRoutesDeps> = {}) {
  const store = createMemoryStore();
  await store.updateSyncState('workspace-x', {
    status: 'ready',
    asOf: '2026-11-28T12:00:00.000Z',
    computedAt: '2026-11-28T11:00:00.000Z',
    rows: workspaceLedger.size,
  });
  const asked: Array<[string, string | undefined]> = [];
  app = Fastify();
  registerTeamRoutes(app, {
    store,
    keys: 'server',
    callerOf: createTeamAccess({
      keys: 'server',
      serverWorkspace: () => Promise.resolve('workspace-x'),
      whoami: () => Promise.reject(new Error('not asked')),
    }),
    requestSync: (workspace, key) => asked.push([workspace, key]),
    // The ledger held as of the stored state, as an instance's is.
    servedLedger: createServedLedgers(async (workspace) => {
      const state = await store.getSyncState(workspace);
      return state && { ledger: workspaceLedger, state };
    }),
    ...overrides,
  });
  return { app, asked, store };
}

describe('the team routes', () => {
  it("answer a scope's rows, compressed, exactly as the engine cuts them out, with the sync's as-of", async () => {
    const { app } = await serve();
    const query = `source=pipeline&status=evaluated&assessment_id=${ASSESSMENT}&question_ids=${uuid(1000)},${uuid(1001)}`;
    const response = await app.inject({ url: `/team/v1/ledger?${query}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(LEDGER_CONTENT_TYPE);
    expect(response.headers['content-encoding']).toBe('gzip');
    const { snapshot, meta } = decodeLedger(new Uint8Array(gunzipSync(response.rawPayload)));
    const expected = filterLedger(workspaceLedger, {
      filter: { source: 'pipeline', status: ['evaluated'] },
      assessment: { assessmentId: ASSESSMENT, questionIds: [uuid(1000), uuid(1001)] },
    });
    expect(snapshot).toEqual(expected.toSnapshot());
    expect(expected.size).toBeGreaterThan(0);
    expect(meta).toEqual({
      asOf: '2026-11-28T12:00:00.000Z',
      computedAt: '2026-11-28T11:00:00.000Z',
      rows: expected.size,
      mayMissAnswers: false,
    });
  });

  it('say the first read is not done, ask for a sync, and show its progress', async () => {
    const { app, asked, store } = await serve({ servedLedger: () => Promise.resolve(undefined) });
    await store.updateSyncState('workspace-x', {
      status: 'reading',
      progress: { phase: 'rest', requestsDone: 12, requestsPlanned: 600, rowsRead: 1200, etaMs: 60_000 },
    });
    const response = await app.inject({ url: '/team/v1/ledger' });
    expect(response.statusCode).toBe(409);
    const refusal = response.json<{ error: { code: string; request_id: string } }>();
    expect(refusal.error.code).toBe('not_synced');
    expect(refusal.error.request_id).toMatch(/^req_/);
    expect(asked).toEqual([['workspace-x', undefined]]);
    const sync = await app.inject({ url: '/team/v1/sync' });
    expect(sync.json()).toMatchObject({ workspace: 'workspace-x', status: 'reading', progress: { requestsDone: 12 } });
  });

  it("ask for a page's scope ahead of the rest, say how its read goes, then serve it as of its own read", async () => {
    const { app, asked, store } = await serve();
    await store.updateSyncState('workspace-x', { status: 'reading', asOf: null, computedAt: null, generation: 3 });
    const query = `assessment_id=${ASSESSMENT}&question_ids=${uuid(1000)},${uuid(1001)}`;
    const view = async (method: 'GET' | 'POST' = 'GET') =>
      (await app.inject({ method, url: `/team/v1/sync?${query}` })).json<Record<string, unknown>>();
    expect(await view()).toMatchObject({ status: 'never', asOf: null });

    const refused = await app.inject({ url: `/team/v1/ledger?${query}` });
    expect(refused.statusCode).toBe(409);
    expect(asked).toEqual([['workspace-x', undefined]]);
    const [pending] = await store.pendingScopes('workspace-x');
    expect(pending?.scope).toEqual({
      filter: {},
      assessment: { assessmentId: ASSESSMENT, questionIds: [uuid(1000), uuid(1001)] },
    });
    expect(await view()).toMatchObject({ status: 'reading', asOf: null, progress: null });

    await store.scopeRead('workspace-x', pending?.key ?? '', {
      asOf: '2026-11-28T10:30:00.000Z',
      generation: 3,
      mayMissAnswers: false,
      requests: 14,
    });
    // Its own "as of", and what reading it cost.
    expect(await view()).toMatchObject({ status: 'ready', asOf: '2026-11-28T10:30:00.000Z', requests: 14 });
    const served = await app.inject({ url: `/team/v1/ledger?${query}` });
    expect(served.statusCode).toBe(200);
    const { snapshot, meta } = decodeLedger(new Uint8Array(served.rawPayload));
    expect(meta).toMatchObject({ asOf: '2026-11-28T10:30:00.000Z', computedAt: '2026-11-28T10:30:00.000Z' });
    expect(snapshot.source.length).toBeGreaterThan(0);
    // The whole workspace is the first read itself: not served before it ends.
    expect((await app.inject({ url: '/team/v1/ledger' })).statusCode).toBe(409);
    // Its Refresh reads it again; the page keeps its rows meanwhile.
    expect(await view('POST')).toMatchObject({ status: 'reading', asOf: '2026-11-28T10:30:00.000Z' });
    expect((await app.inject({ url: `/team/v1/ledger?${query}` })).statusCode).toBe(200);
  });

  it('refuse a malformed request with a 400 naming what is wrong', async () => {
    const { app } = await serve();
    const response = await app.inject({ url: '/team/v1/ledger?created_after=last-week' });
    expect(response.statusCode).toBe(400);
    const refusal = response.json<{ error: { code: string; message: string } }>();
    expect(refusal.error.code).toBe('invalid_parameter');
    expect(refusal.error.message).toContain('created_after');
  });

  it('start a sync on demand and answer with its state', async () => {
    const { app, asked } = await serve();
    const response = await app.inject({ method: 'POST', url: '/team/v1/sync' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      workspace: 'workspace-x',
      status: 'ready',
      asOf: '2026-11-28T12:00:00.000Z',
    });
    expect(asked).toHaveLength(1);
  });

  it('say plainly when the store is unavailable, on the pages and in /healthz', async () => {
    const store = createMemoryStore();
    const down = new StoreUnavailableError('unreachable', 'connection refused');
    const { app } = await serve({
      store: { ...store, getSyncState: () => Promise.reject(down), ping: () => Promise.reject(down) },
      servedLedger: () => Promise.reject(down),
    });
    const ledger = await app.inject({ url: '/team/v1/ledger' });
    expect(ledger.statusCode).toBe(503);
    expect(ledger.json()).toMatchObject({ error: { code: 'store_unavailable' } });
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: 'unreachable', message: 'connection refused' });
  });

  it('report the database and each workspace in /healthz', async () => {
    const { app } = await serve();
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      database: 'ok',
      workspaces: [{ workspace: 'workspace-x', status: 'ready', asOf: '2026-11-28T12:00:00.000Z' }],
    });
  });

  it("with personal keys, refuse a request without one and serve a key its own workspace's rows", async () => {
    const { app } = await serve({
      keys: 'personal',
      callerOf: createTeamAccess({
        keys: 'personal',
        whoami: (key) => (key === KEY ? Promise.resolve('workspace-x') : Promise.reject(new Error('unknown'))),
      }),
    });
    expect((await app.inject({ url: '/team/v1/ledger' })).statusCode).toBe(401);
    const own = await app.inject({ url: '/team/v1/ledger', headers: { authorization: `Bearer ${KEY}` } });
    expect(own.statusCode).toBe(200);
    expect((await app.inject({ url: '/team/v1/capabilities' })).json()).toEqual({ version: 1, keys: 'personal' });
  });
});
