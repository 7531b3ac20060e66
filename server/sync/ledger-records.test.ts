import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type LedgerRowInput } from '@assessment-insights/statistics-engine';
import { changedLedgerRows, ledgerOfRecords, ledgerRecords, putLedgerRecord } from './ledger-records.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function row(n: number, overrides: Partial<LedgerRowInput> = {}): LedgerRowInput {
  return {
    id: uuid(n),
    question_id: uuid(1000 + (n % 3)),
    assessment_id: uuid(2000),
    source: 'standalone',
    candidate_id: uuid(3000 + n),
    pipeline_id: null,
    status: 'evaluated',
    score: 40 + n,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    evaluated_at: new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString(),
    fingerprint: null,
    ...overrides,
  };
}

/** Every kind of row the ledger codes apart: each must come back from its record as it was. */
const ROWS: LedgerRowInput[] = [
  row(1),
  row(2, { source: 'pipeline', pipeline_id: uuid(4000) }),
  row(3, { status: 'pending', score: null, evaluated_at: null }),
  row(4, { status: 'unable_to_grade', score: null }),
  // Evaluated without a usable score: counted apart (UNSCORED), the score kept as it came.
  row(5, { score: null }),
  row(6, { score: 150 }),
  // A status and a source the contract does not list (OTHER).
  row(7, { status: 'reviewing' }),
  row(8, { source: 'partner' }),
  row(9, { status: 'pending', score: 12.5, evaluated_at: null }),
  row(10, { fingerprint: Uint32Array.of(1, 2, 3, 0xffffffff) }),
  row(11, { id: uuid(1).toUpperCase(), source: 'pipeline', pipeline_id: uuid(4001) }),
];

describe('ledger records', () => {
  it('give back every row as the ledger holds it, whatever its codes', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(ROWS);
    const records = ledgerRecords(ledger);

    const copy = ledgerOfRecords(records);

    expect(ledgerRecords(copy)).toEqual(records);
    expect(copy.toSnapshot()).toEqual(ledger.toSnapshot());
    expect(records.find((record) => record.id === uuid(10))?.fingerprint).toEqual(Uint32Array.of(1, 2, 3, 0xffffffff));
  });

  it('replace a row by source and id, and clear a fingerprint the record has none of', () => {
    const ledger = ledgerOfRecords(ledgerRecords(ledgerWith(ROWS)));
    const [graded] = ledgerRecords(ledgerWith([row(10, { status: 'pending', score: null, evaluated_at: null })]));

    putLedgerRecord(ledger, graded!);

    expect(ledger.size).toBe(ROWS.length);
    const index = ledger.rowOf('standalone', uuid(10))!;
    expect(ledgerRecords(ledger, [index])).toEqual([graded]);
    expect(ledger.fingerprint(index)).toBeNull();
  });

  it('name the rows added or changed since a snapshot, and no other', () => {
    const ledger = ledgerWith(ROWS);
    const before = ledger.toSnapshot();
    expect(changedLedgerRows(ledger, before)).toEqual([]);

    // The same values again change nothing; a grading, a new fingerprint and a new row do.
    ledger.upsert(row(1));
    ledger.upsert(row(3, { score: 70, evaluated_at: '2026-02-01T00:00:00.000Z' }));
    ledger.upsert(row(4, { fingerprint: Uint32Array.of(9) }));
    ledger.upsert(row(12));
    ledger.upsert(row(10, { fingerprint: Uint32Array.of(1, 2, 3, 0xffffffff) }));

    const changed = changedLedgerRows(ledger, before).map((index) => ledger.rowId(index));
    expect(changed).toEqual([uuid(3), uuid(4), uuid(12)]);
  });
});

function ledgerWith(rows: readonly LedgerRowInput[]): QuestionResultLedger {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledger;
}
