import { NO_PIPELINE } from './codes';
import { allocateColumns, type LedgerSnapshot } from './columns';
import type { FingerprintSnapshot } from './fingerprints';

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
  const { lengths } = snapshot.fingerprints;
  let hashCount = 0;
  for (const row of rows) hashCount += lengths[row] ?? 0;
  const kept = {
    ...allocateColumns(count),
    rowIds: new Uint32Array(count * 4),
    fingerprints: {
      starts: new Uint32Array(count),
      lengths: new Uint16Array(count),
      hashes: new Uint32Array(hashCount),
    },
  };
  // In the order a ledger interns a row's ids.
  for (let at = 0; at < count; at++) {
    const row = rows[at] ?? 0;
    kept.question[at] = rekey(snapshot.question[row] ?? 0);
    kept.assessment[at] = rekey(snapshot.assessment[row] ?? 0);
    kept.candidate[at] = rekey(snapshot.candidate[row] ?? 0);
    kept.pipeline[at] = rekey(snapshot.pipeline[row] ?? NO_PIPELINE);
  }
  // The other columns a run of consecutive rows at a time: a scope's rows mostly come in runs.
  let hashAt = 0;
  for (let from = 0; from < count; ) {
    const first = rows[from] ?? 0;
    let to = from + 1;
    while (to < count && rows[to] === first + (to - from)) to++;
    copyRun(snapshot, kept, first, from, to - from);
    hashAt = copyHashes(snapshot.fingerprints, kept.fingerprints, first, from, to - from, hashAt);
    from = to;
  }
  return { version: 2, strings, ...kept };
}

/** Runs this long are copied a column at a time; shorter ones a row at a time (a view per column costs more). */
const BULK_RUN = 16;

/** Rows first…first+length−1 of `from` as rows at…at+length−1 of `to`: every column but the keys and hashes. */
function copyRun(
  from: LedgerSnapshot,
  to: Omit<LedgerSnapshot, 'strings' | 'version'>,
  first: number,
  at: number,
  length: number,
) {
  const end = first + length;
  if (length >= BULK_RUN) {
    to.rowIds.set(from.rowIds.subarray(first * 4, end * 4), at * 4);
    to.source.set(from.source.subarray(first, end), at);
    to.status.set(from.status.subarray(first, end), at);
    to.score.set(from.score.subarray(first, end), at);
    to.createdAt.set(from.createdAt.subarray(first, end), at);
    to.evaluatedAt.set(from.evaluatedAt.subarray(first, end), at);
    to.fingerprints.lengths.set(from.fingerprints.lengths.subarray(first, end), at);
    return;
  }
  for (let row = first, into = at; row < end; row++, into++) {
    for (let word = 0; word < 4; word++) to.rowIds[into * 4 + word] = from.rowIds[row * 4 + word] ?? 0;
    to.source[into] = from.source[row] ?? 0;
    to.status[into] = from.status[row] ?? 0;
    to.score[into] = from.score[row] ?? NaN;
    to.createdAt[into] = from.createdAt[row] ?? NaN;
    to.evaluatedAt[into] = from.evaluatedAt[row] ?? NaN;
    to.fingerprints.lengths[into] = from.fingerprints.lengths[row] ?? 0;
  }
}

/**
 * The fingerprints of a run of rows, packed from `hashAt` on; returns where the next row's
 * start. A run whose hashes lie one after another (as in every snapshot a ledger takes) is one copy.
 */
function copyHashes(
  from: FingerprintSnapshot,
  to: FingerprintSnapshot,
  first: number,
  at: number,
  length: number,
  hashAt: number,
): number {
  const firstStart = from.starts[first] ?? 0;
  let next = hashAt;
  let contiguous = true;
  for (let row = first, into = at; row < first + length; row++, into++) {
    to.starts[into] = next;
    contiguous &&= (from.starts[row] ?? 0) === firstStart + (next - hashAt);
    next += from.lengths[row] ?? 0;
  }
  if (contiguous && length >= BULK_RUN) {
    to.hashes.set(from.hashes.subarray(firstStart, firstStart + (next - hashAt)), hashAt);
    return next;
  }
  for (let row = first, into = at; row < first + length; row++, into++) {
    const start = from.starts[row] ?? 0;
    const intoStart = to.starts[into] ?? 0;
    const rowLength = from.lengths[row] ?? 0;
    for (let hash = 0; hash < rowLength; hash++) to.hashes[intoStart + hash] = from.hashes[start + hash] ?? 0;
  }
  return next;
}
