import type { LedgerSnapshot } from './columns';
import type { QuestionResultLedger } from './ledger';

/**
 * The rows a refresh changed, against the ledger's snapshot from before it: rows added since,
 * and rows whose status, score, evaluation time or fingerprint differ (a store writes only
 * those). A row never moves or leaves a ledger, so its index in `before` is its index now; the
 * other fields of a row never change (the API does not move an answer to another question or
 * candidate). NaN equals NaN here: a row still without a score did not change.
 */
export function changedRows(ledger: QuestionResultLedger, before: LedgerSnapshot): number[] {
  const rowsBefore = before.status.length;
  if (rowsBefore > ledger.size)
    throw new Error(
      `The snapshot has ${rowsBefore} rows, the ledger ${ledger.size}: it is not an earlier state of it.`,
    );
  const changed: number[] = [];
  for (let row = 0; row < rowsBefore; row++) {
    if (
      ledger.statusCode(row) !== before.status[row] ||
      !Object.is(ledger.score(row), before.score[row]) ||
      !Object.is(ledger.evaluatedAt(row), before.evaluatedAt[row]) ||
      !sameHashes(ledger.fingerprint(row), fingerprintBefore(before, row))
    )
      changed.push(row);
  }
  for (let row = rowsBefore; row < ledger.size; row++) changed.push(row);
  return changed;
}

function fingerprintBefore({ fingerprints }: LedgerSnapshot, row: number): Uint32Array | null {
  const length = fingerprints.lengths[row] ?? 0;
  const start = fingerprints.starts[row] ?? 0;
  return length === 0 ? null : fingerprints.hashes.subarray(start, start + length);
}

function sameHashes(a: Uint32Array | null, b: Uint32Array | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((hash, at) => hash === b[at]);
}
