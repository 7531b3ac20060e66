import { describe, expect, it } from 'vitest';

import { fisherUpperTail } from './fisher-exact';

/** The definition by counting: every way of drawing n1 of the a + c successes and the rest. */
function byCounting(a: number, n1: number, c: number, n2: number): number {
  const choose = (n: number, k: number) => {
    let value = 1;
    for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
    return value;
  };
  const successes = a + c;
  let tail = 0;
  for (let x = a; x <= Math.min(successes, n1); x++) tail += choose(successes, x) * choose(n1 + n2 - successes, n1 - x);
  return tail / choose(n1 + n2, n1);
}

describe('fisherUpperTail', () => {
  it('matches the hypergeometric tail counted by hand', () => {
    for (const [a, n1, c, n2] of [
      [3, 10, 1, 12],
      [4, 35, 0, 250],
      [1, 5, 5, 5],
      [7, 20, 30, 40],
      [12, 12, 0, 3],
    ] as const)
      expect(fisherUpperTail(a, n1, c, n2)).toBeCloseTo(byCounting(a, n1, c, n2), 10);
  });

  it('is 1 without a success in the first group, and small for a share from nothing', () => {
    expect(fisherUpperTail(0, 30, 5, 100)).toBe(1);
    // Fisher's tea tasting: 4 of 4 cups right, 1/70.
    expect(fisherUpperTail(4, 4, 0, 4)).toBeCloseTo(1 / 70, 12);
    expect(fisherUpperTail(4, 35, 0, 250)).toBeLessThan(0.001);
  });

  it('rejects counts that are not counts', () => {
    expect(() => fisherUpperTail(-1, 3, 0, 3)).toThrow(RangeError);
    expect(() => fisherUpperTail(4, 3, 0, 3)).toThrow(RangeError);
    expect(() => fisherUpperTail(1.5, 3, 0, 3)).toThrow(RangeError);
  });
});
