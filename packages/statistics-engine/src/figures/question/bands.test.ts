import { describe, expect, it } from 'vitest';

import { discriminationBand, facilityBand, questionFlags, type FlagInputs } from './bands';

describe('facilityBand', () => {
  it.each([
    [0, 'very-hard'],
    [19.9, 'very-hard'],
    [19.96, 'hard'], // shown as "20.0"
    [20, 'hard'],
    [34.5, 'hard'],
    [34.94, 'hard'],
    [34.96, 'about-right'], // shown as "35.0"
    [35, 'about-right'],
    [64.9, 'about-right'],
    [65, 'easy'],
    [89.9, 'easy'],
    [90, 'very-easy'],
    [100, 'very-easy'],
  ])('facility %f is %s', (facility, band) => expect(facilityBand(facility)).toBe(band));
});

describe('discriminationBand', () => {
  it.each([
    [0.62, 'very-good'],
    [0.4, 'very-good'],
    [0.396, 'very-good'], // shown as "0.40"
    [0.394, 'good'],
    [0.3, 'good'],
    [0.29, 'marginal'],
    [0.2, 'marginal'],
    [0.19, 'poor'],
    [0, 'poor'],
    [-0.004, 'poor'], // shown as "0.00"
    [-0.01, 'negative'],
  ])('r = %f is %s', (r, band) => expect(discriminationBand(r)).toBe(band));
});

describe('questionFlags', () => {
  const healthy: FlagInputs = { facility: 60, discrimination: 0.35, ungradedShare: 0.05, evaluated: 200 };

  it('raises nothing for a healthy question', () => {
    expect(questionFlags(healthy)).toEqual([]);
  });

  it('raises each flag of docs/statistics.md at its threshold', () => {
    expect(questionFlags({ ...healthy, facility: 19.9 })).toEqual(['very-hard']);
    expect(questionFlags({ ...healthy, facility: 90 })).toEqual(['very-easy']);
    expect(questionFlags({ ...healthy, discrimination: 0.19 })).toEqual(['needs-review']);
    expect(questionFlags({ ...healthy, discrimination: 0.2 })).toEqual([]);
    // A negative discrimination is below 0.2 too.
    expect(questionFlags({ ...healthy, discrimination: -0.2 })).toEqual(['needs-review', 'check-grading']);
    expect(questionFlags({ ...healthy, ungradedShare: 0.2 })).toEqual([]);
    expect(questionFlags({ ...healthy, ungradedShare: 0.2006 })).toEqual(['many-ungraded']); // "20.1%"
    expect(questionFlags({ ...healthy, ungradedShare: 0.2004 })).toEqual([]); // "20.0%"
    expect(questionFlags({ ...healthy, evaluated: 29 })).toEqual(['low-confidence']);
    expect(questionFlags({ ...healthy, evaluated: 30 })).toEqual([]);
  });

  it('raises nothing for a figure that is not shown', () => {
    expect(questionFlags({ facility: null, discrimination: null, ungradedShare: null, evaluated: 0 })).toEqual([
      'low-confidence',
    ]);
    expect(questionFlags({ facility: null, discrimination: null, ungradedShare: 1, evaluated: 0 })).toEqual([
      'many-ungraded',
      'low-confidence',
    ]);
  });
});
