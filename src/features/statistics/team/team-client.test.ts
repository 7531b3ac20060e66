// @vitest-environment jsdom
// A DOM: the client resolves its paths against the page, as in a browser.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { keyStore } from '@/api/key-store';
import { getTeamLedger, LEDGER_CONTENT_TYPE, teamLedgerQuery } from './get-team-ledger';
import { getTeamSync } from './get-team-sync';
import { requestTeamSync } from './request-team-sync';
import { TEAM_RETRY } from './team-request';
import { discoverTeamServer, type TeamServer } from './team-server';

const TEAM = '*/team/v1';
const KEY = 'ak_live_TeamClientTestKeyTeamClientTest';
const personal: TeamServer = { version: 1, keys: 'personal' };
const serverKeys: TeamServer = { version: 1, keys: 'server' };
const scope = { filter: { question_id: '00000000-0000-4000-8000-000000000001' } };
const syncState = {
  workspace: 'w1',
  status: 'ready',
  asOf: '2026-11-28T10:00:00.000Z',
  lastSyncedAt: '2026-11-28T10:02:00.000Z',
  rows: 120,
  requests: 9,
  progress: null,
  error: null,
};

const server = setupServer();
const retry = { ...TEAM_RETRY };
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.assign(TEAM_RETRY, { baseDelayMs: 1 });
});
afterEach(() => {
  server.resetHandlers();
  keyStore.forget();
});
afterAll(() => {
  server.close();
  Object.assign(TEAM_RETRY, retry);
});

const teamError = (status: number, code: string, requestId: string) =>
  HttpResponse.json({ error: { code, message: `The team server says ${code}.`, request_id: requestId } }, { status });

describe('discovery', () => {
  const withMeta = (content: string | null) => {
    document.head.querySelectorAll('meta[name="assessment-insights-team"]').forEach((meta) => meta.remove());
    if (content === null) return;
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'assessment-insights-team';
    meta.content = content;
  };

  it('finds a team server, and whose keys it reads with, in the head of the page it served', async () => {
    withMeta('keys=personal');
    expect(await discoverTeamServer()).toEqual({ version: 1, keys: 'personal' });
    withMeta('keys=server');
    expect(await discoverTeamServer()).toEqual({ version: 1, keys: 'server' });
    withMeta(null);
  });

  it.each([
    ['no tag (a static deployment, the dev server)', null],
    ['other keys', 'keys=everyone'],
    ['another shape', 'team'],
  ])('takes %s for no team server', async (_case, content) => {
    withMeta(content);
    expect(await discoverTeamServer()).toBeNull();
    withMeta(null);
  });
});

describe('the team client', () => {
  it('sends a person’s key in the Authorization header only, and none with a server-side key', async () => {
    keyStore.save(KEY, { remember: false });
    const asked: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get(`${TEAM}/sync`, ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return HttpResponse.json(syncState);
      }),
    );
    expect(await getTeamSync(personal)).toMatchObject({ status: 'ready', asOf: syncState.asOf, rows: 120 });
    await getTeamSync(serverKeys);
    expect(asked.map(({ authorization }) => authorization)).toEqual([`Bearer ${KEY}`, null]);
    for (const { url } of asked) expect(url).not.toContain(KEY);
  });

  it('refuses to ask without a key where people bring their own', async () => {
    await expect(getTeamSync(personal)).rejects.toMatchObject({ code: 'api_key_required' });
  });

  it('asks for a sync with POST and answers with the server’s state', async () => {
    server.use(
      http.post(`${TEAM}/sync`, () =>
        HttpResponse.json(
          {
            ...syncState,
            status: 'reading',
            progress: { phase: 'refresh', requestsDone: 1, requestsPlanned: 3, rowsRead: 20, etaMs: 900 },
          },
          { status: 202 },
        ),
      ),
    );
    expect(await requestTeamSync(serverKeys)).toMatchObject({ status: 'reading', progress: { requestsPlanned: 3 } });
  });

  it("names the page's scope in both, as the ledger does, so the server reads it ahead of the rest", async () => {
    const asked: string[] = [];
    const answer = ({ request }: { request: Request }) => {
      asked.push(`${request.method} ${new URL(request.url).search}`);
      return HttpResponse.json(syncState);
    };
    server.use(http.get(`${TEAM}/sync`, answer), http.post(`${TEAM}/sync`, answer));
    await getTeamSync(serverKeys, { scope });
    await requestTeamSync(serverKeys, { scope });
    await getTeamSync(serverKeys);
    const query = `?${teamLedgerQuery(scope).toString()}`;
    expect(asked).toEqual([`GET ${query}`, `POST ${query}`, 'GET ']);
  });

  it('tries a 5xx again a bounded number of times, then fails with the server’s code and request id', async () => {
    let attempts = 0;
    server.use(
      http.get(`${TEAM}/ledger`, () => {
        attempts++;
        return teamError(503, 'store_unavailable', 'req_store');
      }),
    );
    const error = await getTeamLedger(serverKeys, scope).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'store_unavailable',
      requestId: 'req_store',
      path: '/team/v1/ledger',
      message: 'The team server says store_unavailable.',
    });
    expect(attempts).toBe(1 + TEAM_RETRY.retries);
  });

  it('goes on when a retry answers', async () => {
    let attempts = 0;
    server.use(
      http.get(`${TEAM}/sync`, () => (++attempts === 1 ? HttpResponse.error() : HttpResponse.json(syncState))),
    );
    expect(await getTeamSync(serverKeys)).toMatchObject({ status: 'ready' });
    expect(attempts).toBe(2);
  });

  it('says the team server cannot be reached when nothing answers', async () => {
    server.use(http.get(`${TEAM}/sync`, () => HttpResponse.error()));
    await expect(getTeamSync(serverKeys)).rejects.toMatchObject({
      code: 'api_unreachable',
      status: null,
      message: expect.stringContaining("Can't reach the team server") as string,
    });
  });

  it('does not try a 4xx again: 409 not_synced comes back at once', async () => {
    let attempts = 0;
    server.use(
      http.get(`${TEAM}/ledger`, () => {
        attempts++;
        return teamError(409, 'not_synced', 'req_wait');
      }),
    );
    await expect(getTeamLedger(serverKeys, scope)).rejects.toMatchObject({ code: 'not_synced', requestId: 'req_wait' });
    expect(attempts).toBe(1);
  });

  it('reads the rows as bytes, the scope under the API’s parameter names', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    let asked: URL | null = null;
    let accept: string | null = null;
    server.use(
      http.get(`${TEAM}/ledger`, ({ request }) => {
        asked = new URL(request.url);
        accept = request.headers.get('Accept');
        return new HttpResponse(bytes, { headers: { 'Content-Type': LEDGER_CONTENT_TYPE } });
      }),
    );
    const assessmentScope: StatisticsScope = {
      filter: { source: 'pipeline', status: ['evaluated', 'pending'], created_after: '2026-01-01T00:00:00Z' },
      assessment: { assessmentId: 'a-1', questionIds: ['q-1', 'q-2'] },
    };
    const answer = await getTeamLedger(serverKeys, assessmentScope);
    expect([...new Uint8Array(answer)]).toEqual([1, 2, 3, 250]);
    expect(accept).toBe(LEDGER_CONTENT_TYPE);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      source: 'pipeline',
      status: 'evaluated,pending',
      created_after: '2026-01-01T00:00:00Z',
      assessment_id: 'a-1',
      question_ids: 'q-1,q-2',
    });
  });

  it('takes a web page for no team server’s rows', async () => {
    server.use(http.get(`${TEAM}/ledger`, () => HttpResponse.html('<!doctype html><title>App</title>')));
    await expect(getTeamLedger(serverKeys, scope)).rejects.toMatchObject({ code: 'html_response' });
  });

  it('words a filter scope without assessment parameters', () => {
    expect(teamLedgerQuery(scope).toString()).toBe('question_id=00000000-0000-4000-8000-000000000001');
  });
});
