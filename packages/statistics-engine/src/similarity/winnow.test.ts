import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../math/change-point-simulation';

import {
  CODE_WINNOW,
  TEXT_WINNOW,
  kgramHashes,
  selectPositions,
  tokenHash,
  winnow,
  type Token,
  type WinnowOptions,
} from './winnow';

/** Tokens one character apart, as if the source were the words joined by spaces. */
function tokens(words: readonly string[]): Token[] {
  let at = 0;
  return words.map((text) => {
    const token = { text, start: at, end: at + text.length };
    at += text.length + 1;
    return token;
  });
}

function randomWords(random: () => number, count: number, prefix: string): string[] {
  return Array.from({ length: count }, () => `${prefix}${Math.floor(random() * 1000)}`);
}

function shareAHash(a: Uint32Array, b: Uint32Array): boolean {
  const set = new Set(a);
  return b.some((hash) => set.has(hash));
}

describe('tokenHash', () => {
  it('is 32-bit FNV-1a (its published test vectors)', () => {
    expect(tokenHash('')).toBe(0x811c9dc5);
    expect(tokenHash('a')).toBe(0xe40c292c);
    expect(tokenHash('foobar')).toBe(0xbf9cf968);
  });
});

describe('kgramHashes', () => {
  it('hashes each k-gram, depending on the order of its tokens', () => {
    const hashes = kgramHashes(tokens(['a', 'b', 'c', 'a', 'b']), 2);
    expect(hashes).toHaveLength(4);
    expect(hashes[0]).toBe(hashes[3]); // "a b" twice
    expect(hashes[0]).not.toBe(kgramHashes(tokens(['b', 'a']), 2)[0]);
    expect(kgramHashes(tokens(['a']), 2)).toHaveLength(0);
  });
});

describe('selectPositions', () => {
  it("selects the paper's example: 17 17 8 39 17", () => {
    // Schleimer, Wilkerson & Aiken (2003), figure 2: the hashes of "adorunrunrunadorunrun", w = 4.
    const hashes = Uint32Array.of(77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98);
    const positions = selectPositions(hashes, 4);
    expect(positions).toEqual([3, 6, 8, 11, 15]);
    expect(positions.map((position) => hashes[position])).toEqual([17, 17, 8, 39, 17]);
  });

  it('keeps the selection on a tie while it is in the window (robust winnowing)', () => {
    // Rightmost-only would select every position of a run of equal hashes.
    expect(selectPositions(new Uint32Array(8).fill(5), 4)).toEqual([3, 7]);
  });

  it('selects one minimum when there are fewer hashes than a window', () => {
    expect(selectPositions(Uint32Array.of(9, 3, 7), 4)).toEqual([1]);
    expect(selectPositions(new Uint32Array(0), 4)).toEqual([]);
  });

  it('refuses a window that is not a positive integer', () => {
    expect(() => selectPositions(Uint32Array.of(1), 0)).toThrow(RangeError);
    expect(() => kgramHashes([], 1.5)).toThrow(RangeError);
  });
});

describe('winnow', () => {
  it('returns the selected hashes sorted and without repeats', () => {
    const fingerprint = winnow(tokens('a b c a b c a b c d e f'.split(' ')), { k: 2, w: 3 });
    expect([...fingerprint]).toEqual([...new Set(fingerprint)].sort((a, b) => a - b));
  });

  it('has no hash for fewer than k tokens, and one for k tokens', () => {
    expect(winnow(tokens(['a', 'b']), { k: 3, w: 2 })).toHaveLength(0);
    expect(winnow(tokens(['a', 'b', 'c']), { k: 3, w: 2 })).toHaveLength(1);
  });

  for (const [name, options] of [
    ['code', CODE_WINNOW],
    ['text', TEXT_WINNOW],
  ] as Array<[string, WinnowOptions]>) {
    const { k, w } = options;

    it(`always finds a shared run of w + k − 1 tokens (${name}: k = ${k}, w = ${w})`, () => {
      const random = mulberry32(2003);
      for (let trial = 0; trial < 300; trial++) {
        const run = randomWords(random, w + k - 1, 's');
        const a = randomWords(random, Math.floor(random() * 80), 'a');
        const b = randomWords(random, Math.floor(random() * 80), 'b');
        a.splice(Math.floor(random() * (a.length + 1)), 0, ...run);
        b.splice(Math.floor(random() * (b.length + 1)), 0, ...run);
        expect(shareAHash(winnow(tokens(a), options), winnow(tokens(b), options))).toBe(true);
      }
    });

    it(`never matches runs shorter than k tokens (${name})`, () => {
      const random = mulberry32(2004);
      for (let trial = 0; trial < 100; trial++) {
        // Many shared runs of k − 1 tokens, the rest of each stream its own.
        const runs = Array.from({ length: 10 }, () => randomWords(random, k - 1, 's'));
        const a = runs.flatMap((run) => [...run, ...randomWords(random, 1 + Math.floor(random() * 5), 'a')]);
        const b = runs.flatMap((run) => [...randomWords(random, 1 + Math.floor(random() * 5), 'b'), ...run]);
        expect(shareAHash(winnow(tokens(a), options), winnow(tokens(b), options))).toBe(false);
      }
    });
  }

  it('selects about 2 / (w + 1) of the k-grams of random text, as the paper predicts', () => {
    const words = randomWords(mulberry32(7), 20_000, 'x');
    const selected = selectPositions(kgramHashes(tokens(words), 5), 4).length;
    expect(selected / (words.length - 4)).toBeCloseTo(2 / 5, 1);
  });
});
