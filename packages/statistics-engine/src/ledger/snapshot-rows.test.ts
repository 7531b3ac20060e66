import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { QuestionResultLedger } from './ledger';
import { ledgerRows } from './ledger-rows.test-support';
import { snapshotOfRows } from './snapshot-rows';
import { ledgerRecord, putLedgerRecord } from './records';

describe('snapshotOfRows', () => {
  it('is the snapshot of a ledger given those rows’ records in that order, for any rows in any order', () => {
    const rowsAndPicks = ledgerRows().chain((rows) =>
      fc.tuple(fc.constant(rows), fc.shuffledSubarray(Array.from(rows.keys()))),
    );
    fc.assert(
      fc.property(rowsAndPicks, ([rows, picks]) => {
        const ledger = new QuestionResultLedger();
        ledger.upsertAll(rows);
        const expected = new QuestionResultLedger();
        for (const row of picks) putLedgerRecord(expected, ledgerRecord(ledger, row));
        expect(snapshotOfRows(ledger.toSnapshot(), picks)).toStrictEqual(expected.toSnapshot());
      }),
    );
  });
});
