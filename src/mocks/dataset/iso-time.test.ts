import { describe, expect, it } from 'vitest';

import { isoTime } from './iso-time';
import { createRandom } from './random';

describe('isoTime', () => {
  it('is Date’s toISOString, at the edges of days, years and the range, and for 20,000 random instants', () => {
    const edges = [0, 1, 999, 1000, 59_999, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999)];
    const outside = [-1, -86_400_001, 253_402_300_799_999, 253_402_300_800_000, 1.5];
    const random = createRandom(11);
    const instants = Array.from({ length: 20_000 }, () => Math.floor(random.next() * Date.UTC(2100, 0, 1)));
    for (const ms of [...edges, ...outside, ...instants]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });
});
