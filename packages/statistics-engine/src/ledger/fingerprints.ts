/**
 * Each answer's fingerprint, by ledger row: the winnowed hashes of a coding or free-text answer
 * (docs/statistics.md, similar answers), never its text. One pool of hashes for all rows, with
 * each row's start and length, so 100,000 answers are three typed arrays rather than 100,000
 * small ones. Cost: 4 bytes a hash, plus 6 a row.
 */

/** What IndexedDB keeps: the pool compacted, in row order. */
export interface FingerprintSnapshot {
  starts: Uint32Array;
  /** 0: the row has no fingerprint (multiple choice, video, too short, or not read yet). */
  lengths: Uint16Array;
  hashes: Uint32Array;
}

/** The most hashes a fingerprint keeps (the similarity engine caps it; this only guards the column). */
const MAX_LENGTH = 0xffff;

export class AnswerFingerprints {
  private starts: Uint32Array;
  private lengths: Uint16Array;
  private pool: Uint32Array;
  private used = 0;

  constructor(rows: number, hashes = rows * 16) {
    this.starts = new Uint32Array(rows);
    this.lengths = new Uint16Array(rows);
    this.pool = new Uint32Array(Math.max(16, hashes));
  }

  /** Sets a row's fingerprint; null or empty clears it. A replaced one's space is reclaimed by the next snapshot. */
  set(row: number, fingerprint: Uint32Array | null): void {
    this.ensureRows(row + 1);
    const length = Math.min(fingerprint?.length ?? 0, MAX_LENGTH);
    if (!fingerprint || length === 0) {
      this.lengths[row] = 0;
      return;
    }
    // A refresh reads a re-graded answer again: its text, so its fingerprint, did not change.
    const existing = this.get(row);
    if (existing && existing.length === length && existing.every((hash, at) => hash === fingerprint[at])) return;
    if (this.used + length > this.pool.length) {
      const pool = new Uint32Array(Math.max(this.pool.length * 2, this.used + length));
      pool.set(this.pool.subarray(0, this.used));
      this.pool = pool;
    }
    this.pool.set(fingerprint.subarray(0, length), this.used);
    this.starts[row] = this.used;
    this.lengths[row] = length;
    this.used += length;
  }

  /** The row's fingerprint (a view: do not keep it across `set`), or null when it has none. */
  get(row: number): Uint32Array | null {
    const length = this.lengths[row] ?? 0;
    if (length === 0) return null;
    const start = this.starts[row] ?? 0;
    return this.pool.subarray(start, start + length);
  }

  /** Hashes held for the first `rows` rows. */
  hashCount(rows: number): number {
    let count = 0;
    for (let row = 0; row < rows; row++) count += this.lengths[row] ?? 0;
    return count;
  }

  toSnapshot(rows: number): FingerprintSnapshot {
    const starts = new Uint32Array(rows);
    // Rows added without a fingerprint may lie past the arrays' end: they have none.
    const lengths = new Uint16Array(rows);
    lengths.set(this.lengths.subarray(0, Math.min(rows, this.lengths.length)));
    const hashes = new Uint32Array(this.hashCount(rows));
    let at = 0;
    for (let row = 0; row < rows; row++) {
      starts[row] = at;
      const fingerprint = (lengths[row] ?? 0) > 0 ? this.get(row) : null;
      if (!fingerprint) continue;
      hashes.set(fingerprint, at);
      at += fingerprint.length;
    }
    return { starts, lengths, hashes };
  }

  static fromSnapshot({ starts, lengths, hashes }: FingerprintSnapshot, rows: number): AnswerFingerprints {
    if (starts.length !== rows || lengths.length !== rows)
      throw new Error('Fingerprint snapshot has the wrong length.');
    for (let row = 0; row < rows; row++)
      if ((starts[row] ?? 0) + (lengths[row] ?? 0) > hashes.length) throw new Error('Fingerprint snapshot is damaged.');
    const fingerprints = new AnswerFingerprints(rows, hashes.length);
    fingerprints.starts.set(starts);
    fingerprints.lengths.set(lengths);
    fingerprints.pool.set(hashes);
    fingerprints.used = hashes.length;
    return fingerprints;
  }

  private ensureRows(rows: number): void {
    if (rows <= this.starts.length) return;
    const capacity = Math.max(rows, this.starts.length * 2);
    const starts = new Uint32Array(capacity);
    const lengths = new Uint16Array(capacity);
    starts.set(this.starts);
    lengths.set(this.lengths);
    this.starts = starts;
    this.lengths = lengths;
  }
}
