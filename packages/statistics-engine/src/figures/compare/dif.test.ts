import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../../math/change-point-simulation';
import { differentialItemFunctioning, verdictOf } from './dif';
import { qualifyingRuns, runTotals, stratify, type Side } from './dif-strata';
import type { MantelHaenszel, StandardizedMeanDifference } from './dif-statistics';
import { groupMatrix, levelGroups, runsAt } from '../../testing/dif-simulation';

const _ = undefined;
/** A side straight from rest scores, with item scores that do not matter to the strata. */
const side = (rests: number[], items = rests.map(() => 50)): Side => ({
  items: Float64Array.from(items),
  rests: Float64Array.from(rests),
  reliability: { alpha: null, perQuestion: null },
  rawLow: Math.min(...rests),
  rawHigh: Math.max(...rests),
});
const counts = (a: Side, b: Side, strata = 5) =>
  stratify(a, b, 70, strata).map(({ shown }) => [shown.runsA, shown.runsB]);

describe('qualifyingRuns', () => {
  it('keeps runs with the question and another answer evaluated; the rest score is the mean of the others', () => {
    // One other question: no alpha to correct by, so the rest scores are the raw means.
    const matrix = groupMatrix([
      [80, 60],
      [70, 20],
      [_, 50],
      [90, _],
      [0.1, 0.25],
      [0.2, 0.1 + 0.2],
    ]);
    const { items, rests, reliability } = qualifyingRuns(matrix, runTotals(matrix), 0);
    expect(reliability).toEqual({ alpha: null, perQuestion: null });
    expect([...items]).toEqual([80, 70, 0.1, 0.2]);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: snapped, it ties with 0.3.
    expect([...rests]).toEqual([60, 20, 0.25, 0.3]);
  });

  it('pulls each rest score towards its group’s mean by its unreliability: Kelley, Spearman–Brown per run', () => {
    // Rest questions 2 and 3, each (co)variance over the runs that answered it: var 2320/4 = 580
    // (five runs) and 2000/3 (four), cov 1600/3 (four). Alpha = 2 (1 − (3740/3) / (6940/3)) =
    // 320/347, and one question's reliability (320/347) / (2 − 320/347) = 160/187.
    const matrix = groupMatrix([
      [50, 20, 40],
      [50, 40, 80],
      [50, 60, 60],
      [50, 80, 100],
      [50, 30, _],
    ]);
    const { rests, reliability } = qualifyingRuns(matrix, runTotals(matrix), 0);
    expect(reliability.alpha).toBeCloseTo(320 / 347, 12);
    expect(reliability.perQuestion).toBeCloseTo(160 / 187, 12);
    // Raw rest scores 30, 60, 60, 90, 30, mean 54. Two answers: reliability 320/347 (alpha); one: 160/187.
    // The last run's 30 rests on one answer, so it is pulled further towards 54 than the first's.
    const [two, one] = [320 / 347, 160 / 187];
    const expected = [54 - two * 24, 54 + two * 6, 54 + two * 6, 54 + two * 36, 54 - one * 24];
    [...rests].forEach((rest, run) => expect(rest).toBeCloseTo(expected[run] ?? NaN, 8));
    expect(rests[1]).toBe(rests[2]);
  });
});

describe('stratify', () => {
  it('cuts the pooled rest scores at the ranks ⌈jN/5⌉: two runs a stratum out of ten', () => {
    // Cuts at 2, 4, 6, 8: A's runs fill the first strata, B's the last; only the middle one has both.
    const strata = stratify(side([1, 2, 3, 4, 5]), side([6, 7, 8, 9, 10]), 70, 5);
    expect(strata.map(({ shown }) => [shown.runsA, shown.runsB, shown.compared])).toEqual([
      [2, 0, false],
      [2, 0, false],
      [1, 1, true],
      [0, 2, false],
      [0, 2, false],
    ]);
    expect(strata.map(({ shown }) => [shown.restLow, shown.restHigh])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
  });

  it('keeps a tie across a cut in one stratum, so fewer strata may result', () => {
    // Ten runs, six at 50: the cuts at ranks 2, 4 and 6 all fall on 50 and merge, the one at 8 is 60.
    expect(counts(side([50, 50, 50, 60, 60]), side([50, 50, 50, 60, 60]))).toEqual([
      [3, 3],
      [2, 2],
    ]);
    // Everyone alike on the other questions: one stratum.
    expect(counts(side([70, 70, 70]), side([70, 70]))).toEqual([[3, 2]]);
    // Fewer runs than strata: the cuts repeat ranks 1 and 2.
    expect(counts(side([1]), side([2]))).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('counts passes at the pass mark and the stratum means per group', () => {
    const [stratum] = stratify(side([10, 10, 10], [70, 69.9, 100]), side([10, 10], [40, 80]), 70, 5);
    expect(stratum?.shown).toMatchObject({ passesA: 2, passesB: 1, meanA: 79.96666666666667, meanB: 60 });
    expect(stratum?.table).toEqual({ passA: 2, failA: 1, passB: 1, failB: 1 });
    expect(stratum?.moments.squaresB).toBe(800);
  });

  it('finds the same strata as cutting a sorted copy, on values with many ties', () => {
    const random = mulberry32(11);
    for (let trial = 0; trial < 50; trial++) {
      const values = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 12) * 5);
      const a = side(values(1 + Math.floor(random() * 40)));
      const b = side(values(1 + Math.floor(random() * 40)));
      const sorted = [...a.rests, ...b.rests].sort((x, y) => x - y);
      const cuts = [1, 2, 3, 4].map((j) => sorted[Math.ceil((j * sorted.length) / 5) - 1] ?? NaN);
      const stratumOf = (rest: number) => new Set(cuts.filter((cut) => cut < rest)).size;
      const expected = new Map<number, [number, number]>();
      for (const [group, rests] of [a.rests, b.rests].entries()) {
        for (const rest of rests) {
          const entry = expected.get(stratumOf(rest)) ?? [0, 0];
          entry[group] = (entry[group] ?? 0) + 1;
          expected.set(stratumOf(rest), entry);
        }
      }
      const ordered = [...expected.entries()].sort(([x], [y]) => x - y).map(([, entry]) => entry);
      expect(counts(a, b)).toEqual(ordered);
    }
  });
});

describe('differentialItemFunctioning within strata', () => {
  const dif: typeof differentialItemFunctioning = (a, b, options = {}) =>
    differentialItemFunctioning(a, b, { method: 'strata', ...options });
  // A is stronger: more of its runs sit at the high levels. At equal levels both score alike.
  const { strong, weak, shifted, few } = levelGroups();

  it('separates the raw gap from the gap at equal scores on the other questions', () => {
    const report = dif(strong, weak);
    const [question] = report.questions;
    expect(question).toMatchObject({ runsA: 40, runsB: 40, hiddenReason: null, verdict: 'none' });
    // Means on q1 (level 100 scores 95 and 100): A (4·20 + 4·40 + 8·60 + 12·80 + 12·97.5) / 40 = 71.25,
    // B (12·20 + 12·40 + 8·60 + 4·80 + 4·97.5) / 40 = 47.75. The five levels are the five quintiles.
    expect((question?.meanB ?? NaN) - (question?.meanA ?? NaN)).toBeCloseTo(-23.5, 9);
    expect(question?.strata.map(({ runsA, runsB }) => [runsA, runsB])).toEqual([
      [4, 12],
      [4, 12],
      [8, 8],
      [12, 4],
      [12, 4],
    ]);
    expect(question?.smd?.estimate).toBeCloseTo(0, 9);
  });

  it('compares earlier and later runs, or any two groups, the same way', () => {
    const [question] = dif(strong, shifted).questions;
    expect(question?.verdict).toBe('unfair-to-b');
    // B is 20 points lower at the middle levels, 17.5 at the ends where 0 and 100 cap the scores
    // (2.5 vs 20, 80 vs 97.5): SMD = (12·(−17.5) + 12·(−20) + 8·(−20) + 4·(−20) + 4·(−17.5)) / 40 = −19.
    expect(question?.smd?.estimate).toBeCloseTo(-19, 9);
    // Within every stratum no B run passes where an A run fails: α is infinite, so at most B.
    expect(question?.mantelHaenszel).toMatchObject({ alpha: Infinity, category: 'B' });
  });

  it('hides a question with fewer than 30 qualifying runs in either group', () => {
    const [question] = dif(strong, few).questions;
    expect(question).toMatchObject({ runsB: 29, hiddenReason: 'few-runs', strata: [], smd: null, verdict: null });
    const enough = groupMatrix([...runsAt(60, 30), [70, _, _]]);
    expect(dif(strong, enough).questions[0]?.hiddenReason).toBeNull();
  });

  it('hides a question when no candidates of the two groups score alike on the other questions', () => {
    const [question] = dif(groupMatrix(runsAt(90, 30)), groupMatrix(runsAt(10, 30))).questions;
    expect(question).toMatchObject({ hiddenReason: 'no-overlap', mantelHaenszel: null, verdict: null });
  });

  it('still gives the SMD when everyone passes: Mantel–Haenszel has nothing to compare', () => {
    const [question] = dif(strong, weak, { passMark: 0 }).questions;
    expect(question?.mantelHaenszel).toMatchObject({ alpha: null, p: 1, category: 'A' });
    expect(question?.smd?.estimate).toBeCloseTo(0, 9);
    expect(question?.verdict).toBe('none');
  });

  it('refuses groups over different questions', () => {
    expect(() => dif(strong, groupMatrix([[1, 2]]))).toThrow('same questions');
  });
});

describe('verdictOf', () => {
  const mh = (category: 'A' | 'B' | 'C', delta: number, p = 0.001) => ({ category, delta, p }) as MantelHaenszel;
  const smd = (estimate: number, p: number) =>
    ({ estimate, p, size: Math.abs(estimate) >= 5 ? 'moderate' : 'negligible' }) as StandardizedMeanDifference;

  it('flags on ETS B or C, or on a significant SMD of moderate size or more, in that direction', () => {
    expect(verdictOf(smd(-1, 0.001), mh('A', -0.5))).toBe('none');
    expect(verdictOf(smd(-6, 0.2), mh('A', -0.5))).toBe('none');
    expect(verdictOf(smd(-6, 0.01), mh('A', -0.5))).toBe('unfair-to-b');
    expect(verdictOf(smd(1, 0.5), mh('B', -1.2))).toBe('unfair-to-b');
    expect(verdictOf(smd(1, 0.5), mh('C', 2))).toBe('unfair-to-a');
    expect(verdictOf(smd(7, 0.001), mh('C', 2))).toBe('unfair-to-a');
    expect(verdictOf(smd(-7, 0.001), mh('B', 1.1))).toBe('mixed');
    expect(verdictOf(null, null)).toBe('none');
  });

  it('decides on the adjusted p-values when given: a test that does not survive the adjustment flags nothing', () => {
    expect(verdictOf(smd(-6, 0.01), mh('B', -1.2, 0.01), { gap: 0.2, mantelHaenszel: 0.3 })).toBe('none');
    expect(verdictOf(smd(-6, 0.01), mh('B', -1.2, 0.01), { gap: 0.2, mantelHaenszel: 0.04 })).toBe('unfair-to-b');
  });
});
