import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../math/change-point-simulation';

import { PROBLEMS } from './code-examples.test-support';
import { TEXT_TOPICS } from './text-examples.test-support';
import { codeFingerprint, textFingerprint } from './fingerprint';
import { SIMILARITY_THRESHOLDS, groupSimilar, jaccard, sampledJaccard, type FingerprintedAnswer } from './similarity';
import { allPairs, randomQuestion } from './similarity.test-support';
import { sortedUnique } from './winnow';

const set = (...hashes: number[]) => sortedUnique(Uint32Array.from(hashes));
const range = (from: number, to: number) => set(...Array.from({ length: to - from }, (_, i) => from + i));
const answers = (...fingerprints: Uint32Array[]): FingerprintedAnswer[] =>
  fingerprints.map((fingerprint, key) => ({ key, fingerprint }));

describe('jaccard', () => {
  it('is |A ∩ B| / |A ∪ B|', () => {
    expect(jaccard(set(1, 2, 3), set(2, 3, 4))).toBe(0.5);
    expect(jaccard(set(1, 2), set(1, 2))).toBe(1);
    expect(jaccard(set(1, 2), set(3, 4))).toBe(0);
    expect(jaccard(set(), set())).toBe(0);
    expect(jaccard(set(0xffffffff), set(0xffffffff, 0))).toBe(0.5);
  });
});

describe('sampledJaccard', () => {
  it('is jaccard when neither fingerprint is at the cap', () => {
    expect(sampledJaccard(set(1, 2, 3), set(2, 3, 4), 4)).toBe(0.5);
  });

  it('compares capped fingerprints only below the hash both vouch for', () => {
    // a is capped at 4: its answer may have hashes above 4, so b's 5 is not counted against it.
    expect(sampledJaccard(set(1, 2, 3, 4), set(2, 3, 5), 4)).toBe(0.5);
    expect(jaccard(set(1, 2, 3, 4), set(2, 3, 5))).toBe(0.4);
  });

  it("estimates the uncapped Jaccard of long answers of different lengths, where the capped sets' own does not", () => {
    const random = mulberry32(5);
    const hashes = Array.from({ length: 3000 }, () => Math.floor(random() * 2 ** 32));
    const long = set(...hashes); // 3,000 hashes
    const part = set(...hashes.slice(0, 1000)); // a third of them: Jaccard 1/3
    const cap = (fingerprint: Uint32Array) => fingerprint.slice(0, 256);
    expect(sampledJaccard(cap(long), cap(part), 256)).toBeCloseTo(1 / 3, 1);
    expect(jaccard(cap(long), cap(part))).toBeLessThan(0.25); // ≈ 85 / (256 + 256 − 85) = 0.2
  });
});

describe('the hand-made examples', () => {
  // Each pair's Jaccard, so the thresholds (similarity.ts) can be read against them.
  const code = PROBLEMS.map(({ independent, copies, edited, language }) => {
    const [original = set(), ...others] = independent.map((answer) => codeFingerprint(answer, language) ?? set());
    return {
      independent: others.map((other, i) =>
        Math.max(jaccard(original, other), ...others.slice(i + 1).map((third) => jaccard(other, third))),
      ),
      copies: copies.map((copy) => jaccard(original, codeFingerprint(copy, language) ?? set())),
      edited: edited.map((copy) => jaccard(original, codeFingerprint(copy, language) ?? set())),
    };
  });
  const text = TEXT_TOPICS.map(({ independent, copies, edited }) => {
    const [original = set(), ...others] = independent.map((answer) => textFingerprint(answer) ?? set());
    return {
      independent: others.map((other) => jaccard(original, other)),
      copies: copies.map((copy) => jaccard(original, textFingerprint(copy) ?? set())),
      edited: edited.map((copy) => jaccard(original, textFingerprint(copy) ?? set())),
    };
  });

  it('match disguised copies: renamed, reformatted, comments or case and punctuation changed', () => {
    for (const { copies } of [...code, ...text]) for (const value of copies) expect(value).toBeGreaterThanOrEqual(0.9);
  });

  it('do not match independent solutions to the same problem, by a margin', () => {
    const highest = (values: typeof code) => Math.max(...values.flatMap(({ independent }) => independent));
    expect(highest(code)).toBeLessThanOrEqual(SIMILARITY_THRESHOLDS.coding - 0.15); // 0.32
    expect(highest(text)).toBeLessThanOrEqual(SIMILARITY_THRESHOLDS.free_text - 0.3); // 0.00
  });

  it('match most copies with a line or a few words changed', () => {
    const matched = (values: typeof code, threshold: number) =>
      values.flatMap(({ edited }) => edited).filter((value) => value >= threshold).length;
    expect(matched(code, SIMILARITY_THRESHOLDS.coding)).toBe(4); // of 5: 0.43 0.53 0.61 0.73 0.83
    expect(matched(text, SIMILARITY_THRESHOLDS.free_text)).toBe(4); // of 5: 0.38 0.50 0.56 0.67 0.75
  });
});

describe('groupSimilar', () => {
  it('links pairs transitively: A ~ B and B ~ C put A and C together though A ≁ C', () => {
    const [a, b, c] = [range(0, 10), range(3, 13), range(6, 16)]; // J(a, b) = J(b, c) = 7/13, J(a, c) = 4/16
    expect(groupSimilar(answers(a, b, c), { threshold: 0.5 })).toEqual([[0, 1, 2]]);
    expect(groupSimilar(answers(a, c), { threshold: 0.5 })).toEqual([]);
    expect(groupSimilar(answers(a, b, c), { threshold: 0.6 })).toEqual([]);
  });

  it('returns groups of two or more, largest first, then by smallest key, keys ascending', () => {
    const result = groupSimilar(
      [
        { key: 41, fingerprint: range(300, 310) }, // met first, but its group's smallest key is 6
        { key: 40, fingerprint: range(100, 110) },
        { key: 7, fingerprint: range(0, 10) },
        { key: 3, fingerprint: range(200, 210) }, // alone
        { key: 12, fingerprint: range(0, 10) },
        { key: 5, fingerprint: range(100, 110) },
        { key: 9, fingerprint: range(1, 11) },
        { key: 1, fingerprint: set() }, // no fingerprint: in no group
        { key: 2, fingerprint: set() },
        { key: 6, fingerprint: range(300, 310) },
      ],
      { threshold: 0.5 },
    );
    expect(result).toEqual([
      [7, 9, 12],
      [5, 40],
      [6, 41],
    ]);
  });

  it('ignores boilerplate: hashes in more than commonShare of the answers', () => {
    // 20 answers: the same 10 template hashes and 5 of their own. Counting the template, each pair is at 10/20.
    const template = range(1000, 1010);
    const own = Array.from({ length: 20 }, (_, i) => set(...template, ...range(i * 5, i * 5 + 5)));
    expect(groupSimilar(answers(...own), { threshold: 0.5, commonShare: 1 })).toHaveLength(1);
    expect(groupSimilar(answers(...own), { threshold: 0.5 })).toEqual([]);
    // Two that share their own part too are still found, the template aside.
    const twins = [...own, set(...template, ...range(0, 5))];
    expect(groupSimilar(answers(...twins), { threshold: 0.5 })).toEqual([[0, 20]]);
  });

  it('groups identical answers even when every one of their hashes is boilerplate', () => {
    const copies = Array.from({ length: 15 }, () => range(0, 8));
    const result = groupSimilar(answers(...copies, range(100, 108)), { threshold: 0.5, commonShare: 0.3 });
    expect(result).toEqual([Array.from({ length: 15 }, (_, i) => i)]);
  });

  it('compares a capped fingerprint below its bound, however rare the shared hashes are in the other', () => {
    // a is at the cap (8): only hashes ≤ 13 count, and 10…13 are boilerplate (in 11 of 12 answers).
    // So a is 1…4 against b's 1…3: 3/4. b's own hashes (100…) are its rarest, so its prefix
    // (similarity-index.ts) holds none of the shared ones.
    const a = set(1, 2, 3, 4, 10, 11, 12, 13);
    const b = set(1, 2, 3, ...range(100, 104));
    const others = Array.from({ length: 10 }, (_, i) => set(10, 11, 12, 13, ...range(1000 + 4 * i, 1004 + 4 * i)));
    expect(groupSimilar(answers(a, b, ...others), { threshold: 0.5, cap: 8 })).toEqual([[0, 1]]);
    expect(groupSimilar(answers(b, a, ...others), { threshold: 0.5, cap: 8 })).toEqual([[0, 1]]);
    // Uncapped, they are further apart: 3/8.
    expect(groupSimilar(answers(a, b, ...others), { threshold: 0.5, cap: 256 })).toEqual([]);
  });

  it('refuses options out of range and fingerprints that are not sorted sets', () => {
    expect(() => groupSimilar([], { threshold: 0 })).toThrow(RangeError);
    expect(() => groupSimilar([], { threshold: 0.5, commonShare: 1.5 })).toThrow(RangeError);
    expect(() => groupSimilar(answers(Uint32Array.of(2, 1)), { threshold: 0.5 })).toThrow(RangeError);
    expect(() => groupSimilar(answers(Uint32Array.of(1, 1)), { threshold: 0.5 })).toThrow(RangeError);
  });

  it('finds the same groups as comparing every pair (random questions, capped fingerprints among them)', () => {
    const random = mulberry32(42);
    let grouped = 0;
    for (let trial = 0; trial < 3; trial++) {
      const cap = 24;
      const question = randomQuestion(random, 130, cap);
      for (const threshold of [0.3, 0.5, 0.8])
        for (const commonShare of [0.3, 0.8]) {
          const options = { threshold, commonShare, cap };
          const groups = groupSimilar(question, options);
          expect(groups).toEqual(allPairs(question, options));
          grouped += groups.length;
        }
    }
    expect(grouped).toBeGreaterThan(80); // not a comparison of empty results
  });

  // How fast it groups is bench:stats's to measure (scripts/bench-similar-answers.ts), not a test's.
  it('groups 5,000 answers of one question, 40% of them near-copies of one solution, into that one group', () => {
    const random = mulberry32(9);
    const hash = () => Math.floor(random() * 2 ** 32);
    const template = Array.from({ length: 30 }, hash);
    const idioms = Array.from({ length: 500 }, hash);
    const leaked = Array.from({ length: 100 }, hash);
    // A template nearly all keep, idioms of every frequency, and 40% near-copies of one solution,
    // each a little different (the hard case: identical copies would collapse into one).
    const question = Array.from({ length: 5000 }, (_, key) => {
      const hashes = random() < 0.95 ? [...template] : [];
      for (let i = 0; i < 20; i++) hashes.push(idioms[Math.floor(500 * random() ** 3)] ?? 0);
      const copy = random() < 0.4;
      if (copy) hashes.push(...leaked.filter(() => random() > 0.1));
      for (let i = copy ? 10 : 100; i > 0; i--) hashes.push(hash());
      return { key, fingerprint: set(...hashes).slice(0, 256) };
    });
    const groups = groupSimilar(question, { threshold: SIMILARITY_THRESHOLDS.coding });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.length).toBeGreaterThan(1900);
  });
});
