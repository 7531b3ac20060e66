import { describe, expect, it } from 'vitest';

import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps the items’ order within a group and the order keys first appear', () => {
    const groups = groupBy([3, 10, 4, 21, 13], (n) => n % 10);
    expect([...groups]).toEqual([
      [3, [3, 13]],
      [0, [10]],
      [4, [4]],
      [1, [21]],
    ]);
  });

  it('gives no group for no items', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
