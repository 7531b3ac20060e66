import { describe, expect, it } from 'vitest';

import { roundAsShown, utcMonth } from './shown';

describe('roundAsShown', () => {
  it('rounds as the display does, so a band can be judged on the value shown', () => {
    expect(roundAsShown(34.96, 1)).toBe(35);
    expect(roundAsShown(34.94, 1)).toBe(34.9);
    expect(Object.is(roundAsShown(-0.004, 2), 0)).toBe(true);
  });
});

describe('utcMonth', () => {
  it('is the UTC month', () => {
    expect(utcMonth(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(utcMonth(Date.UTC(2027, 0, 1))).toBe('2027-01');
  });
});
