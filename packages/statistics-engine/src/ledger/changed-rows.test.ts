import { describe, expect, it } from 'vitest';

import { uuidOf } from '../testing/fixtures';
import { changedRows } from './changed-rows';
import { QuestionResultLedger } from './ledger';
import { fixtureRows } from './ledger-rows.test-support';

function fixtureLedger() {
  const rows = fixtureRows();
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return { rows, ledger };
}

describe('changedRows', () => {
  it('finds nothing when a refresh read every row again unchanged (rows without a score included)', () => {
    const { rows, ledger } = fixtureLedger();
    const before = ledger.toSnapshot();
    ledger.upsertAll(rows);
    expect(changedRows(ledger, before)).toEqual([]);
  });

  it('finds the rows graded, re-graded, or given another fingerprint, and the rows added, in row order', () => {
    const { rows, ledger } = fixtureLedger();
    const before = ledger.toSnapshot();
    ledger.upsert({ ...rows[1]!, status: 'evaluated', score: 80, evaluated_at: '2026-06-01T00:00:00Z' });
    ledger.upsert({ ...rows[0]!, score: 73 });
    ledger.upsert({ ...rows[5]!, evaluated_at: '2026-06-02T00:00:00Z' });
    ledger.upsert({ ...rows[3]!, fingerprint: Uint32Array.of(1, 2) });
    ledger.upsert({ ...rows[6]!, fingerprint: null });
    ledger.upsert({ ...rows[2]!, id: uuidOf(77) });
    // Pending again: the status changes, the score was already none.
    ledger.upsert({ ...rows[2]!, status: 'pending', evaluated_at: null });
    expect(changedRows(ledger, before)).toEqual([0, 1, 2, 3, 5, rows.length]);
  });

  it('reports a cleared fingerprint, and not one read again equal', () => {
    const { rows, ledger } = fixtureLedger();
    const before = ledger.toSnapshot();
    ledger.upsert({ ...rows[0]!, fingerprint: Uint32Array.of(3, 9, 27) });
    ledger.upsert({ ...rows[3]!, fingerprint: null });
    expect(changedRows(ledger, before)).toEqual([3]);
  });

  it('refuses a snapshot with more rows than the ledger: it is of another ledger', () => {
    const { ledger } = fixtureLedger();
    expect(() => changedRows(new QuestionResultLedger(), ledger.toSnapshot())).toThrow(/not an earlier state/);
  });
});
