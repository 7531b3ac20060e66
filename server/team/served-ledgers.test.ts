import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type LedgerRowInput } from '@assessment-insights/statistics-engine';
import type { SyncState } from '../store/workspace-store.ts';
import { createServedLedgers } from './served-ledgers.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const row = (n: number, status = 'pending'): LedgerRowInput => ({
  id: uuid(n),
  question_id: uuid(1000),
  assessment_id: uuid(2000),
  source: 'standalone',
  candidate_id: uuid(3000 + n),
  pipeline_id: null,
  status,
  score: status === 'evaluated' ? 70 : null,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  evaluated_at: status === 'evaluated' ? new Date(Date.UTC(2026, 0, 2)).toISOString() : null,
});

const state = (generation: number, computedAt: string | null): SyncState => ({
  workspace: 'w',
  status: computedAt ? 'ready' : 'reading',
  asOf: computedAt,
  computedAt,
  lastSyncedAt: null,
  generation,
  rows: 0,
  requests: 0,
  mayMissAnswers: false,
  progress: null,
  error: null,
});

describe('the ledgers the routes serve', () => {
  it('serve nothing while the first read runs, then a copy that a sync in progress does not change', async () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll([row(1), row(2)]);
    let current = state(1, null);
    const served = createServedLedgers(() => Promise.resolve({ ledger, state: current }));
    expect(await served('w')).toBeUndefined();

    current = state(2, '2026-11-28T10:00:00.000Z');
    const first = await served('w');
    expect(first?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);

    // A refresh grades a row and adds one in memory before it writes them (the same generation).
    ledger.upsertAll([row(1, 'evaluated'), row(3)]);
    const during = await served('w');
    expect(during?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);
    expect(during?.scope({ filter: {} }).source).toHaveLength(2);

    // Written: the next generation is what is served.
    current = state(3, '2026-11-28T10:00:00.000Z');
    const after = await served('w');
    expect(after?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);
    expect(after?.scope({ filter: { status: ['evaluated'] } }).source).toHaveLength(1);
    expect(after?.scope({ filter: {} }).source).toHaveLength(3);
  });
});
