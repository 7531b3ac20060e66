import { describe, expect, it } from 'vitest';

import { modelFlag, runsToSettle, settle } from './dif-verdict';
import type { DifGap } from './dif-types';
import { smdSize } from './dif-statistics';

const gap = (estimate: number, standardError: number | null): DifGap => ({
  estimate,
  standardError,
  interval:
    standardError === null ? null : { lower: estimate - 1.96 * standardError, upper: estimate + 1.96 * standardError },
  p: null,
  size: smdSize(estimate),
});
const question = (value: DifGap | null, matchingShare: number | null = null) => ({
  gap: value,
  matchingShare,
  runsA: 50,
  runsB: 50,
});

describe('modelFlag', () => {
  it('flags a moderate or large gap whose adjusted test is significant, in its direction', () => {
    expect(modelFlag(gap(-19.5, 3), 0.001)).toBe('unfair-to-b');
    expect(modelFlag(gap(6, 1), 0.01)).toBe('unfair-to-a');
    expect(modelFlag(gap(-19.5, 3), 0.06)).toBe('none');
    expect(modelFlag(gap(-4.9, 0.5), 0.001)).toBe('none');
    expect(modelFlag(null, null)).toBe('none');
  });
});

describe('settle', () => {
  it('clears a question only when its interval rules out a large gap, on the bounds as shown', () => {
    expect(settle(question(gap(0.8, 2.4)), 'none')).toEqual({ verdict: 'none', uncertainty: null, runsToSettle: null });
    // 0.8 + 1.96 · 4.7 = 10.01: shown as 10.0, which reaches a large gap.
    expect(settle(question(gap(0.8, 4.7)), 'none').verdict).toBe('cannot-tell');
    expect(settle(question(gap(-0.8, 4.7)), 'none').verdict).toBe('cannot-tell');
  });

  it('keeps a flag as it is', () => {
    expect(settle(question(gap(-19.5, 3)), 'unfair-to-b')).toEqual({
      verdict: 'unfair-to-b',
      uncertainty: null,
      runsToSettle: null,
    });
  });

  it('puts a can’t tell down to the other questions when matching makes most of the gap’s variance, or gives no gap', () => {
    expect(settle(question(gap(6.1, 5.2), 0.3), 'none').uncertainty).toBe('wide-interval');
    expect(settle(question(gap(6.1, 5.2), 0.7), 'none').uncertainty).toBe('unreliable-matching');
    expect(settle(question(null), 'none')).toEqual({
      verdict: 'cannot-tell',
      uncertainty: 'unreliable-matching',
      runsToSettle: null,
    });
  });
});

describe('runsToSettle', () => {
  it('scales the runs a group until the interval clears whichever is wider: no large gap, or a moderate one', () => {
    // 0.8 ± 1.96 · 5: to rule out 10 points the half-width must fall to 9.2: (9.8 / 9.2)² · 50 = 56.7 → 57.
    expect(runsToSettle(question(gap(0.8, 5)))).toBe(57);
    // 13.9 ± 1.96 · 6.9: to confirm it the half-width must fall to 13.9 − 5 = 8.9: (13.524 / 8.9)² · 50 = 115.5 → 120.
    expect(runsToSettle(question(gap(13.9, 6.9)))).toBe(120);
    // 7.5 is the hardest: 2.5 points of room either way: (1.96 · 4 / 2.5)² · 50 = 491.7 → 500.
    expect(runsToSettle(question(gap(7.5, 4)))).toBe(500);
    expect(runsToSettle(question(gap(7.5, null)))).toBeNull();
  });

  it('always asks for more runs than there are', () => {
    expect(runsToSettle(question(gap(14.9, 5)))).toBeGreaterThan(50);
  });
});
