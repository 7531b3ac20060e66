import { describe, expect, it } from 'vitest';

import type { ListPage } from '@assessment-insights/contract';
import { sumOfSourceTotals } from './use-list-total';

/** A source's first page at per_page=1. */
const firstRow = (total: number | null, rows: 0 | 1, hasMore: boolean): ListPage<unknown> => ({
  data: rows === 1 ? [{}] : [],
  pagination: { page: 1, per_page: 1, total, has_more: hasMore },
});

describe('sumOfSourceTotals', () => {
  it('adds the sources’ totals', () => {
    expect(sumOfSourceTotals([firstRow(412, 1, true), firstRow(3000, 1, true)], 50)).toEqual({ total: 3412 });
  });

  it('counts a source without a total that fits on its first page', () => {
    expect(sumOfSourceTotals([firstRow(412, 1, true), firstRow(null, 1, false)], 50)).toEqual({ total: 413 });
    expect(sumOfSourceTotals([firstRow(412, 1, true), firstRow(null, 0, false)], 50)).toEqual({ total: 412 });
  });

  it('says "more than" what is known when a source has more rows than it counts', () => {
    expect(sumOfSourceTotals([firstRow(412, 1, true), firstRow(null, 1, true)], 50)).toEqual({
      total: null,
      moreThan: 412,
    });
    // The rows on screen of a list with more are a floor too.
    expect(sumOfSourceTotals([firstRow(null, 1, true), firstRow(null, 1, true)], 250)).toEqual({
      total: null,
      moreThan: 250,
    });
  });

  it('does not claim a sum smaller than the rows on screen of a list with more (a source the app does not know)', () => {
    expect(sumOfSourceTotals([firstRow(100, 1, true), firstRow(100, 1, true)], 250)).toEqual({
      total: null,
      moreThan: 250,
    });
  });

  it('gives no total while a source loads', () => {
    expect(sumOfSourceTotals([firstRow(412, 1, true), undefined], 50)).toEqual({ total: null });
  });
});
