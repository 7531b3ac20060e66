import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { uuidOf } from '../testing/fixtures';
import { OTHER_SOURCE, OTHER_STATUS, SOURCE_CODE, STATUS_CODE, UNSCORED_STATUS } from './codes';
import { QuestionResultLedger } from './ledger';
import { fixtureRows, ledgerRows } from './ledger-rows.test-support';
import { ledgerRecord, putLedgerRecord } from './records';

const ledgerOf = (rows: Parameters<QuestionResultLedger['upsertAll']>[0]) => {
  const ledger = new QuestionResultLedger(4);
  ledger.upsertAll(rows);
  return ledger;
};

/** A ledger written again from its records, in row order, as a store gives them back. */
function rebuilt(ledger: QuestionResultLedger): QuestionResultLedger {
  const copy = new QuestionResultLedger(1);
  for (let row = 0; row < ledger.size; row++) putLedgerRecord(copy, ledgerRecord(ledger, row));
  return copy;
}

const recordsOf = (ledger: QuestionResultLedger) =>
  Array.from({ length: ledger.size }, (_, row) => ledgerRecord(ledger, row));

describe('ledger records', () => {
  it('give each row with the ledger’s own codes, null for no score or evaluation, and a copy of the fingerprint', () => {
    const ledger = ledgerOf(fixtureRows());
    expect(ledgerRecord(ledger, 0)).toEqual({
      id: uuidOf(1),
      source: SOURCE_CODE.pipeline,
      questionId: fixtureRows()[0]?.question_id,
      assessmentId: fixtureRows()[0]?.assessment_id,
      candidateId: fixtureRows()[0]?.candidate_id,
      pipelineId: fixtureRows()[0]?.pipeline_id,
      status: STATUS_CODE.evaluated,
      score: 72.5,
      createdAt: Date.UTC(2026, 4, 3, 10, 42, 0, 123),
      evaluatedAt: Date.parse(fixtureRows()[0]?.evaluated_at ?? ''),
      fingerprint: Uint32Array.of(3, 9, 27),
    });
    expect(ledgerRecord(ledger, 1)).toMatchObject({
      pipelineId: null,
      status: STATUS_CODE.pending,
      score: null,
      evaluatedAt: null,
    });
    expect(ledgerRecord(ledger, 1).fingerprint).toBeNull();
    expect(
      [3, 4, 5, 6].map((row) => [
        ledgerRecord(ledger, row).source,
        ledgerRecord(ledger, row).status,
        ledgerRecord(ledger, row).score,
      ]),
    ).toEqual([
      [SOURCE_CODE.pipeline, OTHER_STATUS, 40],
      [OTHER_SOURCE, STATUS_CODE.evaluated, 55],
      [SOURCE_CODE.pipeline, UNSCORED_STATUS, 101],
      [SOURCE_CODE.pipeline, UNSCORED_STATUS, null],
    ]);
    ledgerRecord(ledger, 0).fingerprint?.fill(0);
    expect(ledger.fingerprint(0)).toEqual(Uint32Array.of(3, 9, 27));
  });

  it('rebuild the same ledger, snapshot for snapshot, when put back in row order', () => {
    const ledger = ledgerOf(fixtureRows());
    expect(rebuilt(ledger).toSnapshot()).toStrictEqual(ledger.toSnapshot());
  });

  it('rebuild the same snapshot for any generated rows', () => {
    fc.assert(
      fc.property(ledgerRows(), (rows) => {
        const ledger = ledgerOf(rows);
        expect(rebuilt(ledger).toSnapshot()).toStrictEqual(ledger.toSnapshot());
      }),
    );
  });

  it('rebuild the same rows after re-grades (the string table may then keep ids no row names any more)', () => {
    const rows = fixtureRows();
    const ledger = ledgerOf(rows);
    ledger.upsert({ ...rows[1]!, status: 'evaluated', score: 64, evaluated_at: '2026-06-01T00:00:00Z' });
    ledger.upsert({ ...rows[2]!, candidate_id: uuidOf(999) });
    expect(recordsOf(rebuilt(ledger))).toEqual(recordsOf(ledger));
  });

  it('upsert by source code and id: a record put again replaces its row, fingerprint included', () => {
    const ledger = ledgerOf(fixtureRows());
    const size = ledger.size;
    const record = ledgerRecord(ledger, 0);
    putLedgerRecord(ledger, {
      ...record,
      status: STATUS_CODE.pending,
      score: null,
      evaluatedAt: null,
      fingerprint: null,
    });
    expect(ledger.size).toBe(size);
    expect(ledgerRecord(ledger, 0)).toEqual({
      ...record,
      status: STATUS_CODE.pending,
      score: null,
      evaluatedAt: null,
      fingerprint: null,
    });
    // The same id under the other source is the other row.
    expect(ledgerRecord(ledger, size - 1)).toMatchObject({ id: record.id, source: SOURCE_CODE.standalone });
    putLedgerRecord(ledger, { ...record, id: uuidOf(500).toUpperCase(), source: OTHER_SOURCE });
    expect(ledger.size).toBe(size + 1);
    expect(ledgerRecord(ledger, size)).toMatchObject({
      id: uuidOf(500),
      source: OTHER_SOURCE,
      fingerprint: Uint32Array.of(3, 9, 27),
    });
  });

  it('refuse a code the ledger does not write, and a row it does not hold', () => {
    const ledger = ledgerOf(fixtureRows());
    const record = ledgerRecord(ledger, 0);
    for (const codes of [
      { source: OTHER_SOURCE + 1 },
      { status: UNSCORED_STATUS + 1 },
      { status: 1.5 },
      { source: -1 },
    ])
      expect(() => putLedgerRecord(ledger, { ...record, ...codes })).toThrow(/no ledger code/);
    expect(() => ledgerRecord(ledger, ledger.size)).toThrow(RangeError);
    expect(() => ledgerRecord(ledger, -1)).toThrow(RangeError);
  });
});
