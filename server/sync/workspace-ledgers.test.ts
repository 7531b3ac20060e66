import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type LedgerRowInput } from '@assessment-insights/statistics-engine';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import { ledgerRecords } from './ledger-records.ts';
import { createMemoryStore } from './memory-store.test-support.ts';
import { createWorkspaceLedgers } from './workspace-ledgers.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const row = (n: number, status = 'pending'): LedgerRowInput => ({
  id: uuid(n),
  question_id: uuid(100),
  assessment_id: uuid(200),
  source: 'standalone',
  candidate_id: uuid(300 + n),
  pipeline_id: null,
  status,
  score: status === 'evaluated' ? 80 : null,
  created_at: '2026-11-01T00:00:00.000Z',
  evaluated_at: status === 'evaluated' ? '2026-11-02T00:00:00.000Z' : null,
});
const recordsOf = (rows: LedgerRowInput[]) => {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledgerRecords(ledger);
};
const ids = (ledger: QuestionResultLedger) => ledgerRecords(ledger).map(({ id, status }) => `${id} ${status}`);

describe('the workspace ledgers', () => {
  it('load a workspace once for calls that come together, then read only newer generations', async () => {
    const store = createMemoryStore();
    const readAfter: number[] = [];
    const spied: WorkspaceStore = {
      ...store,
      readRecords: (workspace, after, onBatch) => {
        readAfter.push(after);
        return store.readRecords(workspace, after, onBatch);
      },
    };
    await store.putRecords('w', recordsOf([row(1), row(2)]), 1);
    await store.updateSyncState('w', { generation: 1, computedAt: '2026-11-28T00:00:00.000Z' });
    const ledgers = createWorkspaceLedgers(spied);

    const [a, b] = await Promise.all([ledgers.ledgerOf('w'), ledgers.ledgerOf('w')]);
    expect(a?.ledger).toBe(b?.ledger);
    expect(readAfter).toEqual([0]);
    expect(a?.ledger.size).toBe(2);

    // Unchanged: nothing read. A new generation: only its rows.
    await ledgers.ledgerOf('w');
    expect(readAfter).toEqual([0]);
    await store.putRecords('w', recordsOf([row(2, 'evaluated'), row(3)]), 2);
    await store.updateSyncState('w', { generation: 2 });
    const later = await ledgers.ledgerOf('w');

    expect(readAfter).toEqual([0, 1]);
    expect(later?.ledger).toBe(a?.ledger);
    expect(later?.state.generation).toBe(2);
    expect(ids(later!.ledger)).toEqual(ids(ledgerOf([row(1), row(2, 'evaluated'), row(3)])));
  });

  it('load a new complete read whole again, and know no workspace the store does not', async () => {
    const store = createMemoryStore();
    const ledgers = createWorkspaceLedgers(store);
    expect(await ledgers.ledgerOf('w')).toBeUndefined();

    await store.putRecords('w', recordsOf([row(1), row(2)]), 1);
    await store.updateSyncState('w', { generation: 1, computedAt: '2026-11-27T00:00:00.000Z' });
    const first = await ledgers.ledgerOf('w');
    await store.deleteRecords('w');
    await store.putRecords('w', recordsOf([row(3)]), 2);
    await store.updateSyncState('w', { generation: 2, computedAt: '2026-11-28T00:00:00.000Z' });

    const second = await ledgers.ledgerOf('w');
    expect(second?.ledger).not.toBe(first?.ledger);
    expect(ids(second!.ledger)).toEqual(ids(ledgerOf([row(3)])));
  });

  it('hold a ledger the sync adopted as of its state, without reading it back', async () => {
    const store = createMemoryStore();
    const state = await store.updateSyncState('w', { generation: 4, computedAt: '2026-11-28T00:00:00.000Z' });
    const ledgers = createWorkspaceLedgers(store);
    const ledger = ledgerOf([row(1)]);
    ledgers.adopt('w', ledger, state);

    expect((await ledgers.ledgerOf('w'))?.ledger).toBe(ledger);
    expect(store.calls.get('readRecords')).toBeUndefined();
  });
});

describe('the in-memory store’s lease', () => {
  it('is one owner’s until it runs out or is released', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    expect(await store.tryLease('w', 'a', 1_000)).toBe(true);
    expect(await store.tryLease('w', 'b', 1_000)).toBe(false);
    now = 900;
    expect(await store.renewLease('w', 'a', 1_000)).toBe(true);
    now = 1_800;
    expect(await store.tryLease('w', 'b', 1_000)).toBe(false);
    now = 1_900;
    expect(await store.tryLease('w', 'b', 1_000)).toBe(true);
    expect(await store.renewLease('w', 'a', 1_000)).toBe(false);
    await store.releaseLease('w', 'a');
    expect(await store.tryLease('w', 'c', 1_000)).toBe(false);
    await store.releaseLease('w', 'b');
    expect(await store.tryLease('w', 'c', 1_000)).toBe(true);
  });
});

function ledgerOf(rows: LedgerRowInput[]): QuestionResultLedger {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledger;
}
