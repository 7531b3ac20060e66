import { describe, expect, it } from 'vitest';

import { questionResultRow } from '@assessment-insights/contract/testing';
import { QuestionResultLedger } from './ledger';
import { loadLedger, memoryLedgerStore, saveLedger, type StoredLedger, type StoredLedgerMeta } from './store';
import { LEDGER_STORE_VERSION, scopeStorageKey } from './storage-key';

const freshStore = memoryLedgerStore;

const QUESTION = '11111111-1111-4111-8111-111111111111';
const ASSESSMENT = '22222222-2222-4222-8222-222222222222';
const meta: StoredLedgerMeta = {
  asOf: '2026-11-01T10:00:00Z',
  computedAt: '2026-11-01T09:00:00Z',
  rows: 2,
  requests: 3,
};

function ledgerOfTwoRows(): QuestionResultLedger {
  const ledger = new QuestionResultLedger();
  ledger.upsert(questionResultRow({ id: 'aaaaaaaa-0000-4000-8000-000000000001', question_id: QUESTION, score: 80 }));
  ledger.upsert(
    questionResultRow({
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      question_id: QUESTION,
      status: 'pending',
      score: null,
      evaluated_at: null,
    }),
  );
  return ledger;
}

describe('ledger store', () => {
  it('gives back the ledger it saved, row for row, with its figures', async () => {
    const store = freshStore();
    const saved = ledgerOfTwoRows();
    await saveLedger('k', saved, meta, store);

    const loaded = await loadLedger('k', store);
    expect(loaded?.meta).toEqual(meta);
    expect(loaded?.ledger.toSnapshot()).toEqual(saved.toSnapshot());
    expect(loaded?.ledger.rowOf('pipeline', 'aaaaaaaa-0000-4000-8000-000000000002')).toBe(1);
  });

  it('has nothing for a scope never computed', async () => {
    expect(await loadLedger('never', freshStore())).toBeUndefined();
  });

  it('drops a damaged or older entry instead of showing it', async () => {
    const store = freshStore();
    const damaged = { version: LEDGER_STORE_VERSION, meta, snapshot: { version: 1, rowIds: new Uint32Array(4) } };
    await store.save('damaged', damaged as unknown as StoredLedger);
    // 3: the format before fingerprints had a version of their own.
    await store.save('older', { version: 3, meta } as unknown as StoredLedger);
    expect(await loadLedger('damaged', store)).toBeUndefined();
    expect(await loadLedger('older', store)).toBeUndefined();
    // The damaged entry is gone; the older one stays until its key is written again.
    expect(await store.list()).toEqual(['older']);
  });
});

describe('scopeStorageKey', () => {
  it('names the same scope the same however the filter is written', () => {
    const a = scopeStorageKey('w', {
      filter: { source: 'pipeline', status: ['pending', 'evaluated'], candidate_id: '' },
      assessment: { assessmentId: ASSESSMENT.toUpperCase(), questionIds: [QUESTION, ASSESSMENT] },
    });
    const b = scopeStorageKey('w', {
      filter: { status: ['evaluated', 'pending'], source: 'pipeline' },
      assessment: { assessmentId: ASSESSMENT, questionIds: [ASSESSMENT, QUESTION] },
    });
    expect(a).toBe(b);
  });

  it('tells workspaces, filters and scopes apart', () => {
    const base = { filter: { question_id: QUESTION } };
    const names = new Set([
      scopeStorageKey('w', base),
      scopeStorageKey('other', base),
      scopeStorageKey('w', { filter: { question_id: QUESTION, source: 'standalone' } }),
      scopeStorageKey('w', { filter: {}, assessment: { assessmentId: ASSESSMENT, questionIds: [QUESTION] } }),
    ]);
    expect(names.size).toBe(4);
  });
});
