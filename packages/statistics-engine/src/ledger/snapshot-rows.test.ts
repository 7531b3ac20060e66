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

  it('is the same for rows in runs of consecutive ones (copied a column at a time)', () => {
    const runs = fc.array(fc.tuple(fc.nat(140), fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 4 });
    const rowsAndPicks = ledgerRows(150, 60).chain((rows) => fc.tuple(fc.constant(rows), runs));
    fc.assert(
      fc.property(rowsAndPicks, ([rows, spans]) => {
        const ledger = new QuestionResultLedger();
        ledger.upsertAll(rows);
        const picked = new Set(spans.flatMap(([from, length]) => Array.from({ length }, (_, k) => from + k)));
        const picks = [...picked].filter((row) => row < ledger.size);
        const expected = new QuestionResultLedger();
        for (const row of picks) putLedgerRecord(expected, ledgerRecord(ledger, row));
        expect(snapshotOfRows(ledger.toSnapshot(), picks)).toStrictEqual(expected.toSnapshot());
      }),
    );
  });
});
