import { describe, expect, it } from 'vitest';

import { QuestionResultLedger, type FetchPlan, type LedgerCheckpoint } from '@assessment-insights/statistics-engine';
import { decodeCheckpoint, encodeCheckpoint } from './checkpoint-codec.ts';

const uuid = (n: number) => `0a1b2c3d-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const pagination = (page: number, total: number | null) => ({ page, per_page: 100, total, has_more: true });
const PLAN: FetchPlan = {
  firstWaveRequests: 2,
  requestsRemaining: 7,
  rowsExpected: 812,
  exact: true,
  budget: { limitMinute: 120, remainingMinute: 80, limitDay: 10_000, remainingDay: 9_000 },
  concurrency: 6,
  latencyMs: 41.5,
  expectedMs: 83,
  confirmReason: null,
};

function checkpoint(ids: (n: number) => string): LedgerCheckpoint {
  const page = (n: number, rows: number[], total: number | null) => ({
    page: n,
    pagination: pagination(n, total),
    ids: rows.map(ids),
    createdMs: rows.map((row) => (row === 5 ? NaN : Date.UTC(2026, 0, 1) + row)),
  });
  return {
    ledger: new QuestionResultLedger(),
    startedAt: Date.UTC(2026, 10, 28, 12),
    requests: 4,
    plan: PLAN,
    pages: new Map([
      ['source=standalone', new Map([1, 3].map((n) => [n, page(n, [n * 10, n * 10 + 1, 5], 412)]))],
      ['source=pipeline', new Map([[1, page(1, [], null)]])],
    ]),
  };
}

describe('the stored checkpoint', () => {
  it('gives back every page, id and creation time over the ledger it is given', () => {
    const written = checkpoint(uuid);
    const ledger = new QuestionResultLedger();

    const read = decodeCheckpoint(encodeCheckpoint(written), ledger);

    expect(read).toEqual({ ...written, ledger });
    expect(read.ledger).toBe(ledger);
  });

  it('holds a lower-case UUID in 16 bytes, and keeps ids of another form as they came', () => {
    const rows = Array.from({ length: 1_000 }, (_, n) => n);
    const large: LedgerCheckpoint = {
      ...checkpoint(uuid),
      pages: new Map([
        [
          'source=standalone',
          new Map([[1, { page: 1, pagination: pagination(1, 1_000), ids: rows.map(uuid), createdMs: rows }]]),
        ],
      ]),
    };
    const compact = encodeCheckpoint(large);
    // 16 bytes of id and 8 of creation time a row, and a header of a few hundred bytes.
    expect(compact.length).toBeLessThan(1_000 * 24 + 1_000);
    expect(new TextDecoder().decode(compact)).not.toContain(uuid(10));
    expect(decodeCheckpoint(compact, large.ledger)).toEqual(large);

    const odd = checkpoint((n) => `${uuid(n).toUpperCase()}`);
    expect(decodeCheckpoint(encodeCheckpoint(odd), odd.ledger)).toEqual(odd);
  });

  it('refuses bytes it did not write, or that were cut short', () => {
    const bytes = encodeCheckpoint(checkpoint(uuid));
    expect(() => decodeCheckpoint(bytes.subarray(0, bytes.length - 1), new QuestionResultLedger())).toThrow(/damaged/);
    expect(() => decodeCheckpoint(new Uint8Array(12), new QuestionResultLedger())).toThrow(/Not a checkpoint/);
  });
});
