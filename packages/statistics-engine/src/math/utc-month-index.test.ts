import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthLabel, utcMonthIndex } from './utc-month-index';

describe('utcMonthIndex', () => {
  const byDate = (epochMs: number) => {
    const date = new Date(epochMs);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  };

  it('is the month a Date gives, at any time a Date holds, fractions and month edges included', () => {
    const day = 86_400_000;
    const edges = fc
      .integer({ min: -100_000_000, max: 100_000_000 })
      .chain((days) => fc.constantFrom(days * day, days * day - 1, days * day - 0.5, days * day + 0.5));
    const any = fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(edges, any), (epochMs) => Object.is(utcMonthIndex(epochMs), byDate(epochMs))),
      {
        numRuns: 20_000,
      },
    );
  });

  it('is the month a Date gives along a run of times, days remembered or not', () => {
    const hour = 3_600_000;
    const run = fc.tuple(
      fc.integer({ min: -3_000_000, max: 3_000_000 }),
      fc.array(fc.integer({ min: -2_000, max: 2_000 }), { minLength: 1, maxLength: 60 }),
    );
    fc.assert(
      fc.property(run, ([startHour, steps]) => {
        let time = startHour * hour;
        for (const step of steps) {
          time += step * hour + (step % 3);
          expect(utcMonthIndex(time)).toBe(byDate(time));
        }
      }),
    );
  });

  it('is NaN where a Date is invalid', () => {
    for (const epochMs of [NaN, Infinity, -Infinity, 8.64e15 + 1, -8.64e15 - 1])
      expect(utcMonthIndex(epochMs)).toBeNaN();
    expect(utcMonthIndex(8.64e15)).toBe(byDate(8.64e15));
    expect(utcMonthIndex(-8.64e15)).toBe(byDate(-8.64e15));
    expect(utcMonthIndex(-0.5)).toBe(1970 * 12);
  });
});

describe('monthLabel', () => {
  it('names a month index as the ISO year and month', () => {
    expect(monthLabel(2026 * 12 + 2)).toBe('2026-03');
    expect(monthLabel(utcMonthIndex(Date.UTC(1999, 11, 31, 23, 59)))).toBe('1999-12');
  });
});
