import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { uuidOf } from '../testing/fixtures';
import { QuestionResultLedger } from './ledger';
import { ledgerRows } from './ledger-rows.test-support';
import { inTimeOrder } from './time-order';

/** The order inTimeOrder stands for: a stable sort by created_at, then row id. */
const byComparator = (ledger: QuestionResultLedger, rows: readonly number[]) =>
  [...rows].sort((a, b) => ledger.createdAt(a) - ledger.createdAt(b) || ledger.compareRowIds(a, b));

/** Rows, some given as they are, some sharing a few instants (long ties), some without a valid time. */
const timedRows = fc
  .tuple(ledgerRows(120), fc.constantFrom('spread', 'few', 'one', 'some invalid'))
  .map(([rows, times]) =>
    rows.map((row, k) => {
      if (times === 'few') return { ...row, created_at: new Date(Date.UTC(2026, 0, 1, 0, k % 3)).toISOString() };
      if (times === 'one') return { ...row, created_at: '2026-01-01T00:00:00.000Z' };
      if (times === 'some invalid' && k % 7 === 3) return { ...row, created_at: 'not a date' };
      return row;
    }),
  );

const row = {
  id: uuidOf(1),
  question_id: 'q',
  assessment_id: 'a',
  candidate_id: 'c',
  pipeline_id: null,
  status: 'evaluated',
  score: 50,
  created_at: '2026-01-01T00:00:00.000Z',
  evaluated_at: null,
};

describe('inTimeOrder', () => {
  it('is the stable sort by created_at then row id, for any rows in any order', () => {
    const rowsAndPicks = timedRows.chain((rows) =>
      fc.tuple(fc.constant(rows), fc.shuffledSubarray(Array.from(rows.keys()))),
    );
    fc.assert(
      fc.property(rowsAndPicks, ([rows, picks]) => {
        const ledger = new QuestionResultLedger();
        ledger.upsertAll(rows);
        expect(inTimeOrder(ledger, picks)).toStrictEqual(byComparator(ledger, picks));
      }),
    );
  });

  it('orders a long tie (more rows than insertion sorts) by row id', () => {
    const rows = fc.uniqueArray(fc.tuple(fc.constantFrom('pipeline', 'standalone'), fc.integer({ min: 1, max: 99 })), {
      minLength: 17,
      maxLength: 60,
      selector: ([source, n]) => `${source} ${n}`,
    });
    fc.assert(
      fc.property(rows, fc.boolean(), (keys, twoTimes) => {
        const ledger = new QuestionResultLedger();
        ledger.upsertAll(
          keys.map(([source, n], k) => ({
            ...row,
            id: uuidOf(n),
            source,
            created_at: twoTimes && k % 2 === 0 ? '2026-01-02T00:00:00.000Z' : row.created_at,
          })),
        );
        const picks = Array.from(keys.keys()).reverse();
        expect(inTimeOrder(ledger, picks)).toStrictEqual(byComparator(ledger, picks));
      }),
    );
  });

  it('keeps the given order of rows alike in time and id (one id under two sources)', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll([
      { ...row, source: 'pipeline' },
      { ...row, source: 'standalone' },
    ]);
    expect(inTimeOrder(ledger, [1, 0])).toStrictEqual([1, 0]);
    expect(inTimeOrder(ledger, [0, 1])).toStrictEqual([0, 1]);
  });
});
