import { NO_PIPELINE } from './codes';
import { allocateColumns, type LedgerSnapshot } from './columns';

/**
 * A snapshot of some of a snapshot's rows (distinct indexes), in the order given: the very
 * snapshot a ledger has after putting those rows' records in that order (its string table in
 * order of first use, its fingerprints packed), made without writing out and parsing back each
 * row's ids.
 */
export function snapshotOfRows(snapshot: LedgerSnapshot, rows: readonly number[]): LedgerSnapshot {
  const count = rows.length;
  const strings: string[] = [];
  const newKeys = new Int32Array(snapshot.strings.length).fill(-1);
  const rekey = (key: number): number => {
    if (key === NO_PIPELINE) return key;
    let newKey = newKeys[key] ?? -1;
    if (newKey === -1) {
      newKey = strings.push(snapshot.strings[key] ?? '') - 1;
      newKeys[key] = newKey;
    }
    return newKey;
  };
  const { starts, lengths, hashes } = snapshot.fingerprints;
  const hashCount = rows.reduce((sum, row) => sum + (lengths[row] ?? 0), 0);
  const kept = {
    ...allocateColumns(count),
    rowIds: new Uint32Array(count * 4),
    fingerprints: {
      starts: new Uint32Array(count),
      lengths: new Uint16Array(count),
      hashes: new Uint32Array(hashCount),
    },
  };
  let hashAt = 0;
  rows.forEach((row, at) => {
    kept.rowIds.set(snapshot.rowIds.subarray(row * 4, row * 4 + 4), at * 4);
    // In the order a ledger interns a row's ids.
    kept.question[at] = rekey(snapshot.question[row] ?? 0);
    kept.assessment[at] = rekey(snapshot.assessment[row] ?? 0);
    kept.candidate[at] = rekey(snapshot.candidate[row] ?? 0);
    kept.pipeline[at] = rekey(snapshot.pipeline[row] ?? NO_PIPELINE);
    kept.source[at] = snapshot.source[row] ?? 0;
    kept.status[at] = snapshot.status[row] ?? 0;
    kept.score[at] = snapshot.score[row] ?? NaN;
    kept.createdAt[at] = snapshot.createdAt[row] ?? NaN;
    kept.evaluatedAt[at] = snapshot.evaluatedAt[row] ?? NaN;
    const length = lengths[row] ?? 0;
    const start = starts[row] ?? 0;
    kept.fingerprints.starts[at] = hashAt;
    kept.fingerprints.lengths[at] = length;
    kept.fingerprints.hashes.set(hashes.subarray(start, start + length), hashAt);
    hashAt += length;
  });
  return { version: 2, strings, ...kept };
}
