import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type StatisticsScope } from '@assessment-insights/statistics-engine';
import { createMemoryStore } from '../sync/memory-store.test-support.ts';
import { scopeKey } from '../sync/scope-reads.ts';
import { createServedLedgers } from './served-ledgers.ts';
import { row, state, uuid } from './served-ledgers.test-support.ts';
import { askForScope, scopeStateFor, servedScopeRows, syncView } from './served-scope.ts';

const SCOPE: StatisticsScope = { filter: {}, assessment: { assessmentId: uuid(2000), questionIds: [uuid(1000)] } };
const WHOLE: StatisticsScope = { filter: {} };
const AS_OF = '2026-11-28T10:00:00.000Z';

function setUp() {
  const store = createMemoryStore();
  const ledger = new QuestionResultLedger();
  ledger.upsertAll([row(1), row(2)]);
  let current = state(4, null);
  const served = createServedLedgers(() => Promise.resolve({ ledger, state: current }));
  const rowsOf = async (scope: StatisticsScope) => servedScopeRows(store, await served('w'), 'w', scope);
  return { store, rowsOf, setState: (next: typeof current) => (current = next), state: () => current };
}

describe("a page's scope while the first read runs", () => {
  it('is served once its own read is in the ledger held, with its own "as of", and asked for until then', async () => {
    const { store, rowsOf, state: now } = setUp();
    expect(await rowsOf(SCOPE)).toBeUndefined();
    expect(syncView('w', now(), await scopeStateFor(store, now(), 'w', SCOPE))).toMatchObject({
      status: 'never',
      asOf: null,
    });

    expect(await askForScope(store, now(), 'w', SCOPE, false)).toBe(true);
    const key = scopeKey('w', SCOPE);
    expect(await store.pendingScopes('w')).toMatchObject([{ key, scope: SCOPE }]);
    // Its read, under way: its progress is shown, the workspace's read's is not.
    const reading = {
      ...now(),
      progress: { phase: 'rest' as const, scope: key, requestsDone: 3, requestsPlanned: 9, rowsRead: 300, etaMs: 400 },
    };
    expect(syncView('w', reading, await scopeStateFor(store, reading, 'w', SCOPE))).toMatchObject({
      status: 'reading',
      asOf: null,
      progress: { phase: 'rest', requestsDone: 3, requestsPlanned: 9, scope: undefined },
    });
    const other = { ...reading, progress: { ...reading.progress, scope: undefined } };
    expect(syncView('w', other, await scopeStateFor(store, other, 'w', SCOPE)).progress).toBeNull();

    // Read into a generation this instance does not hold yet: not served.
    await store.scopeRead('w', key, { asOf: AS_OF, generation: 5, mayMissAnswers: true, requests: 12 });
    expect(await rowsOf(SCOPE)).toBeUndefined();
  });

  it('stays served, as of its last read, while a Refresh reads it again', async () => {
    const { store, rowsOf, state: now } = setUp();
    await askForScope(store, now(), 'w', SCOPE, false);
    const key = scopeKey('w', SCOPE);
    await store.scopeRead('w', key, { asOf: AS_OF, generation: 4, mayMissAnswers: true, requests: 12 });
    const served = await rowsOf(SCOPE);
    expect(served).toMatchObject({ asOf: AS_OF, computedAt: AS_OF, mayMissAnswers: true });
    expect(served?.rows.source).toHaveLength(2);
    // Opened again: nothing to read; a Refresh asks for it again.
    await askForScope(store, now(), 'w', SCOPE, false);
    expect(await store.pendingScopes('w')).toEqual([]);
    await askForScope(store, now(), 'w', SCOPE, true);
    expect(syncView('w', now(), await scopeStateFor(store, now(), 'w', SCOPE))).toMatchObject({
      status: 'reading',
      asOf: AS_OF,
    });
    expect(await rowsOf(SCOPE)).toMatchObject({ asOf: AS_OF });
  });

  it('is never the whole workspace, which only its own read serves; once whole, every scope is cut from it', async () => {
    const { store, rowsOf, setState, state: now } = setUp();
    expect(await askForScope(store, now(), 'w', WHOLE, false)).toBe(false);
    expect(await rowsOf(WHOLE)).toBeUndefined();

    setState(state(6, AS_OF));
    expect(await askForScope(store, now(), 'w', SCOPE, false)).toBe(false);
    expect(await store.pendingScopes('w')).toEqual([]);
    expect((await rowsOf(WHOLE))?.rows.source).toHaveLength(2);
    expect(await rowsOf(SCOPE)).toMatchObject({ asOf: AS_OF, computedAt: AS_OF, mayMissAnswers: false });
    expect(await scopeStateFor(store, now(), 'w', SCOPE)).toBeUndefined();
  });
});
