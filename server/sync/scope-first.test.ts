import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchLedger, filterLedger, type StatisticsScope } from '@assessment-insights/statistics-engine';
import { generateDataset } from '@/mocks/dataset/generate';
import { ledgerRecords } from './ledger-records.ts';
import { createMemoryStore, type MemoryStore } from './memory-store.test-support.ts';
import { readStoredRows } from './workspace-ledgers.ts';
import { scopeKey } from './scope-reads.ts';
import {
  comparable,
  directRead,
  recordingFetcher,
  repeated,
  startSyncFake,
  storedRecords,
  WHOLE_READ_MS,
  type SyncFake,
} from './sync.test-support.ts';
import { syncWorkspace, type SyncWorkspaceOptions } from './workspace-sync.ts';

/**
 * Pages' scopes read ahead of the workspace's first read (scope-reads.ts), against the fake over
 * HTTP: each at its own cost, served before the rest, and the first read still whole and exact.
 */

let api: SyncFake;
let expected: string[];
let scope: StatisticsScope;
beforeAll(async () => {
  api = await startSyncFake();
  expected = await directRead(api);
  const { assessments } = generateDataset(api.fake.seed);
  const assessment = assessments[1] ?? expect.unreachable('the dataset has assessments');
  scope = { filter: {}, assessment: { assessmentId: assessment.id, questionIds: [...assessment.question_ids] } };
}, WHOLE_READ_MS);
afterAll(() => api.fake.close());

const sync = (options: Partial<SyncWorkspaceOptions> & Pick<SyncWorkspaceOptions, 'store' | 'fetchPage'>) =>
  syncWorkspace({ workspace: api.workspace, owner: 'instance-a', scopePollMs: 5, ...options });

/** The scope read by the engine directly: its rows and what that cost. */
async function directScopeRead() {
  const outcome = await fetchLedger({
    filter: scope.filter,
    ...(scope.assessment ? { scope: scope.assessment } : {}),
    fetchPage: api.upstream.questionResultsFetcher(api.key),
  });
  if (outcome.status !== 'complete') throw new Error(`The direct read ended ${outcome.status}.`);
  return { rows: comparable(ledgerRecords(outcome.ledger)), requests: outcome.requests };
}

/** The scope's rows as the store holds them. */
async function storedScope(store: MemoryStore) {
  return comparable(ledgerRecords(filterLedger(await readStoredRows(store, api.workspace, 0), scope)));
}

const isScopePage = (page: string) => page.includes('"question_id"');

describe("a page's scope, read ahead of the workspace's first read", () => {
  it(
    'asked before the read, is read first at its own cost and marked read in the generation that holds it',
    async () => {
      const store = createMemoryStore();
      const direct = await directScopeRead();
      await store.requestScope(api.workspace, scopeKey(api.workspace, scope), scope, false);
      let whenWholeStarted: { scope: Awaited<ReturnType<MemoryStore['getScope']>>; rows: string[] } | undefined;
      const pages = recordingFetcher(api.upstream.questionResultsFetcher(api.key), async (answered) => {
        if (answered !== direct.requests + 1) return;
        whenWholeStarted = {
          scope: await store.getScope(api.workspace, scopeKey(api.workspace, scope)),
          rows: await storedScope(store),
        };
      });

      const outcome = await sync({ store, fetchPage: pages.fetchPage, now: pages.now });

      // Its own pages first, as many as reading it alone costs; then the workspace's.
      expect(pages.answered.slice(0, direct.requests).every(isScopePage)).toBe(true);
      expect(pages.answered.slice(direct.requests).some(isScopePage)).toBe(false);
      expect(whenWholeStarted?.scope).toMatchObject({
        status: 'ready',
        generation: 1,
        mayMissAnswers: false,
        requests: direct.requests,
      });
      expect(whenWholeStarted?.rows).toEqual(direct.rows);
      // The workspace's read is as whole and exact as ever; the scopes go once it is.
      expect(outcome).toMatchObject({ kind: 'complete', run: 'full', requests: pages.answered.length });
      expect(await storedRecords(store, api.workspace)).toEqual(expected);
      expect(await store.getScope(api.workspace, scopeKey(api.workspace, scope))).toBeUndefined();
    },
    WHOLE_READ_MS,
  );

  it(
    'asked while the read runs, pauses it, and the read goes on from where it was, reading none of its pages twice',
    async () => {
      const store = createMemoryStore();
      const direct = await directScopeRead();
      const pages = recordingFetcher(api.upstream.questionResultsFetcher(api.key), async (answered) => {
        if (answered === 40) await store.requestScope(api.workspace, scopeKey(api.workspace, scope), scope, false);
      });

      const outcome = await sync({ store, fetchPage: pages.fetchPage, now: pages.now });

      const first = pages.answered.findIndex(isScopePage);
      expect(first).toBeGreaterThanOrEqual(40);
      const scopePages = pages.answered.filter(isScopePage);
      expect(scopePages).toHaveLength(direct.requests);
      // Read in one go, and the workspace's read went on after it.
      expect(pages.answered.slice(first, first + direct.requests).every(isScopePage)).toBe(true);
      expect(pages.answered.length).toBeGreaterThan(first + direct.requests);
      expect(repeated(pages.answered.filter((page) => !isScopePage(page)))).toEqual([]);
      expect(store.calls.get('scopeRead')).toBe(1);
      expect(outcome).toMatchObject({ kind: 'complete', run: 'full' });
      expect(await storedRecords(store, api.workspace)).toEqual(expected);
    },
    WHOLE_READ_MS,
  );

  it(
    'read before and asked again (a Refresh), reads only what changed since its own "as of"',
    async () => {
      const store = createMemoryStore();
      const key = scopeKey(api.workspace, scope);
      await store.requestScope(api.workspace, key, scope, false);
      // Stopped as soon as the workspace's read starts: the scope is read, the workspace not.
      const stop = new AbortController();
      const firstRead = await directScopeRead();
      const first = recordingFetcher(api.upstream.questionResultsFetcher(api.key), (answered) => {
        if (answered === firstRead.requests) stop.abort();
      });
      expect(await sync({ store, fetchPage: first.fetchPage, signal: stop.signal })).toMatchObject({ kind: 'stopped' });
      const read = await store.getScope(api.workspace, key);
      expect(read).toMatchObject({ status: 'ready' });

      // The workspace moves on the scope's questions, then a page asks for the scope again.
      const questionId = scope.assessment?.questionIds[0] ?? expect.unreachable('a question');
      await api.setMoves({ arrivals: 5, gradings: 4, regrades: 2, count: 2 });
      const fetchPage = api.upstream.questionResultsFetcher(api.key);
      for (let move = 0; move < 2; move++)
        await fetchPage({ question_id: questionId, per_page: 1 }, new AbortController().signal);
      await store.requestScope(api.workspace, key, scope, true);
      const now = await directScopeRead();
      expect(now.rows).not.toEqual(await storedScope(store));

      const stopAgain = new AbortController();
      const second = recordingFetcher(api.upstream.questionResultsFetcher(api.key), () => {
        if (store.calls.get('scopeRead') === 2) stopAgain.abort();
      });
      await sync({ store, fetchPage: second.fetchPage, signal: stopAgain.signal });

      const refreshed = await store.getScope(api.workspace, key);
      expect(refreshed?.status).toBe('ready');
      expect(Date.parse(refreshed?.asOf ?? '')).toBeGreaterThan(Date.parse(read?.asOf ?? ''));
      expect(await storedScope(store)).toEqual(now.rows);
      // A refresh's reads (and the one workspace page before the stop): fewer than reading the scope again.
      expect(second.answered.length).toBeLessThan(now.requests);
    },
    WHOLE_READ_MS,
  );
});
