import 'fake-indexeddb/auto';

import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, loadLedger, saveLedger } from '@assessment-insights/statistics-engine';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { idbLedgerStore } from './idb-ledger-store';

let databases = 0;
const meta = { asOf: '2026-11-01T10:00:00Z', computedAt: '2026-11-01T09:00:00Z', rows: 1, requests: 1 };

describe('the browser’s ledger store', () => {
  it('keeps a ledger across store instances of the same database, and forgets what is deleted', async () => {
    const name = `idb-ledger-store-test-${++databases}`;
    const ledger = new QuestionResultLedger();
    ledger.upsert(questionResultRow({ id: 'aaaaaaaa-0000-4000-8000-000000000001', score: 80 }));
    await saveLedger('scope', ledger, meta, idbLedgerStore(name));

    // A new instance, as after a reload.
    const reopened = idbLedgerStore(name);
    expect(await reopened.list()).toEqual(['scope']);
    expect((await loadLedger('scope', reopened))?.ledger.toSnapshot()).toEqual(ledger.toSnapshot());

    await reopened.delete('scope');
    expect(await reopened.list()).toEqual([]);
    expect(await loadLedger('scope', idbLedgerStore(name))).toBeUndefined();
  });
});
