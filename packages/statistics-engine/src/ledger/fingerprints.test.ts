import { describe, expect, it } from 'vitest';

import { AnswerFingerprints } from './fingerprints';

const hashes = (...values: number[]) => Uint32Array.from(values);

describe('AnswerFingerprints', () => {
  it('keeps each row’s hashes, replaces and clears them, and grows past its first size', () => {
    const fingerprints = new AnswerFingerprints(2, 4);
    fingerprints.set(0, hashes(1, 2, 3));
    fingerprints.set(5, hashes(7, 8, 9, 10, 11));
    fingerprints.set(1, null);
    expect([...(fingerprints.get(0) ?? [])]).toEqual([1, 2, 3]);
    expect([...(fingerprints.get(5) ?? [])]).toEqual([7, 8, 9, 10, 11]);
    expect(fingerprints.get(1)).toBeNull();
    expect(fingerprints.get(3)).toBeNull();

    fingerprints.set(0, hashes(4, 0xffffffff));
    expect([...(fingerprints.get(0) ?? [])]).toEqual([4, 0xffffffff]);
    fingerprints.set(5, hashes());
    expect(fingerprints.get(5)).toBeNull();
    expect(fingerprints.hashCount(6)).toBe(2);
  });

  it('writes a compact snapshot in row order and reads it back', () => {
    const fingerprints = new AnswerFingerprints(4);
    fingerprints.set(2, hashes(5, 6));
    fingerprints.set(0, hashes(1));
    fingerprints.set(2, hashes(5, 6, 7)); // replaced: the old two hashes are not kept
    const snapshot = fingerprints.toSnapshot(4);
    expect(snapshot).toEqual({
      starts: Uint32Array.from([0, 1, 1, 4]),
      lengths: Uint16Array.from([1, 0, 3, 0]),
      hashes: Uint32Array.from([1, 5, 6, 7]),
    });
    const read = AnswerFingerprints.fromSnapshot(snapshot, 4);
    expect([...(read.get(2) ?? [])]).toEqual([5, 6, 7]);
    expect(read.get(1)).toBeNull();
    expect(() => AnswerFingerprints.fromSnapshot({ ...snapshot, hashes: hashes(1) }, 4)).toThrow('damaged');
    expect(() => AnswerFingerprints.fromSnapshot(snapshot, 3)).toThrow('wrong length');
  });
});
