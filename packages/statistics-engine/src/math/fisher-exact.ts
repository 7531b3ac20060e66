import { logGamma } from './t-distribution';

/**
 * Fisher's exact test, one-sided: is the first group's share of successes above the second's?
 * P(X ≥ a) for X hypergeometric: a + c successes among n1 + n2, n1 of them drawn (the first
 * group). Exact for any counts, so a month of a dozen answers is tested as fairly as one of a
 * thousand. 1 when a is 0; 0 ≤ result ≤ 1.
 */
export function fisherUpperTail(a: number, n1: number, c: number, n2: number): number {
  for (const [name, value] of Object.entries({ a, n1, c, n2 }))
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a count, not ${value}.`);
  if (a > n1 || c > n2) throw new RangeError('Successes cannot outnumber their group.');
  if (a === 0) return 1;
  const total = n1 + n2;
  const successes = a + c;
  const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
  const logAll = logChoose(total, n1);
  let p = 0;
  for (let x = a; x <= Math.min(successes, n1); x++) {
    if (n1 - x > total - successes) continue;
    p += Math.exp(logChoose(successes, x) + logChoose(total - successes, n1 - x) - logAll);
  }
  return Math.min(1, p);
}
