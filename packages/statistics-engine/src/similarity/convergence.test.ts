import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../math/change-point-simulation';

import { utcMonth } from '../math/shown';

import { groupConvergence, type TimedAnswer } from './convergence';

const HOUR = 3_600_000;
const JAN_1 = Date.UTC(2026, 0, 1);

/**
 * A question answered every 6 hours from 1 January 2026 (UTC): 124 answers in January, 112 in
 * February, … Each answer joins the group with probability `shareAt(time)`.
 */
function question(count: number, shareAt: (at: number) => number, seed = 1) {
  const random = mulberry32(seed);
  const answers: TimedAnswer[] = [];
  const group: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = JAN_1 + i * 6 * HOUR;
    answers.push({ key: 1000 + i, at });
    if (random() < shareAt(at)) group.push(1000 + i);
  }
  return { answers, group };
}

describe('groupConvergence', () => {
  it('flags a group that grows from 5% to 60% of new answers, from the month it starts', () => {
    // The change mid-April, so the estimated change point lands in April a few answers either side.
    const change = Date.UTC(2026, 3, 15);
    const { answers, group } = question(720, (at) => (at < change ? 0.05 : 0.6)); // to mid-June
    const [result] = groupConvergence(answers, [group]);
    expect(result).toMatchObject({ converging: true, sinceMonth: '2026-04', size: group.length });
    expect(result?.changePoint?.pValue).toBeLessThan(0.01);
    expect(result?.changePoint?.before.mean).toBeCloseTo(0.05, 1);
    expect(result?.changePoint?.after.mean).toBeCloseTo(0.6, 1);
    expect(Math.abs((result?.since ?? 0) - change)).toBeLessThan(5 * 24 * HOUR);
  });

  it('dates a spread that grew over months from where it began, not from the middle of the rise', () => {
    // Nothing before 15 April, then 10% of answers, 35% in May, 55% in June, 70% after: the split
    // falls in May or June; the walk back finds April, whose share already stands out.
    const start = Date.UTC(2026, 3, 15);
    const shareAt = (at: number) =>
      at < start
        ? 0
        : at < Date.UTC(2026, 4, 1)
          ? 0.1
          : at < Date.UTC(2026, 5, 1)
            ? 0.35
            : at < Date.UTC(2026, 6, 1)
              ? 0.55
              : 0.7;
    const { answers, group } = question(1200, shareAt, 4); // to mid-October
    const [result] = groupConvergence(answers, [group]);
    expect(result?.converging).toBe(true);
    expect(utcMonth(result?.changePoint?.at ?? 0) > '2026-04').toBe(true);
    expect(result?.sinceMonth).toBe('2026-04');
    expect(result?.since).toBe(answers.find(({ key }) => group.includes(key))?.at);
    expect((result?.since ?? 0) - start).toBeLessThan(10 * 24 * HOUR);
  });

  it('does not flag a group that was 70% of the answers from the start', () => {
    const { answers, group } = question(720, () => 0.7);
    const [result] = groupConvergence(answers, [group]);
    expect(result?.changePoint).not.toBeNull();
    expect(result).toMatchObject({ converging: false, since: null, sinceMonth: null });
  });

  it('does not flag a rise too small to matter, or to a share too small', () => {
    const change = Date.UTC(2026, 3, 15);
    // 10% → 25%: significant with 720 answers, but a rise of 0.15 < 0.2.
    const small = question(720, (at) => (at < change ? 0.1 : 0.25), 2);
    expect(groupConvergence(small.answers, [small.group])[0]?.converging).toBe(false);
    // 0% → 25%: a rise of 0.25, but a quarter of new answers is under 0.3.
    const low = question(720, (at) => (at < change ? 0 : 0.25), 3);
    const [result] = groupConvergence(low.answers, [low.group]);
    expect(result?.changePoint?.flagged).toBe(true);
    expect(result?.converging).toBe(false);
    // With a lower bar it is.
    expect(groupConvergence(low.answers, [low.group], { minShareAfter: 0.2 })[0]?.converging).toBe(true);
  });

  it('does not flag a group that shrinks, however large it stays', () => {
    const change = Date.UTC(2026, 3, 15);
    const { answers, group } = question(720, (at) => (at < change ? 0.9 : 0.4));
    const [result] = groupConvergence(answers, [group]);
    expect(result?.changePoint).toMatchObject({ flagged: true, direction: 'fall' });
    expect(result?.converging).toBe(false);
  });

  it("gives each group's size, first and last answer, and its share of each UTC month's answers", () => {
    const answers: TimedAnswer[] = [
      { key: 1, at: Date.UTC(2026, 0, 31, 23, 59) },
      { key: 2, at: Date.UTC(2026, 1, 1, 0, 0) }, // February in UTC, whatever the machine's zone
      { key: 3, at: Date.UTC(2026, 1, 10) },
      { key: 4, at: Date.UTC(2026, 3, 2) },
      { key: 5, at: Date.UTC(2026, 3, 3) },
    ];
    const [result] = groupConvergence(answers, [[5, 2, 99]]); // 99: not among the answers
    expect(result).toMatchObject({
      group: 0,
      size: 2,
      firstAt: Date.UTC(2026, 1, 1),
      lastAt: Date.UTC(2026, 3, 3),
      changePoint: null, // too few answers to test
      converging: false,
    });
    expect(result?.months).toEqual([
      { month: '2026-01', answers: 1, joined: 0, share: 0 },
      { month: '2026-02', answers: 2, joined: 1, share: 0.5 },
      { month: '2026-03', answers: 0, joined: 0, share: null },
      { month: '2026-04', answers: 2, joined: 1, share: 0.5 },
    ]);
  });

  it('takes answers in any order, and tests only the largest groups that could be flagged', () => {
    const change = Date.UTC(2026, 3, 15);
    const { answers, group } = question(720, (at) => (at < change ? 0.05 : 0.6));
    const tested = (results: ReturnType<typeof groupConvergence>) =>
      results.map(({ changePoint }) => changePoint !== null);
    // 8 answers can never be 0.3 of the 30 after a change: not worth 999 permutations.
    const small = answers.slice(0, 8).map(({ key }) => key);
    const results = groupConvergence([...answers].reverse(), [small, group]);
    expect(tested(results)).toEqual([false, true]);
    expect(results[1]).toMatchObject({ converging: true, sinceMonth: '2026-04' });
    // Only the maxTested largest.
    const parts = [group.slice(0, 50), group, group.slice(0, 100)];
    expect(tested(groupConvergence(answers, parts, { maxTested: 1 }))).toEqual([false, true, false]);
    expect(tested(groupConvergence(answers, parts, { maxTested: 2 }))).toEqual([false, true, true]);
  });

  it('refuses a created_at that is not a time', () => {
    expect(() => groupConvergence([{ key: 1, at: NaN }], [])).toThrow(RangeError);
  });
});
