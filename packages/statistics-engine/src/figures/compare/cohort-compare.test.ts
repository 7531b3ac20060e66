import { describe, expect, it } from 'vitest';

import { benjaminiHochberg, compareCohorts, newcombeInterval, twoProportionP } from './cohort-compare';
import { cohortOf, pipelineA, pipelineB, times } from '../../testing/cohort-groups';

describe('newcombeInterval', () => {
  it("reproduces Newcombe's (1998) Table II, method 10, oriented as B − A", () => {
    // (a) 56/70 − 48/80 = 0.2000: 0.0524 to 0.3339. The wrong pairing of Wilson distances
    // (A's lower with B's upper) would give 0.0661 to 0.3476.
    const a = newcombeInterval(48, 80, 56, 70);
    expect(a?.lower).toBeCloseTo(0.0524, 4);
    expect(a?.upper).toBeCloseTo(0.3339, 4);
    // (b) 9/10 − 3/10: 0.1705 to 0.8090; (d) 5/56 − 0/29: −0.0381 to 0.1926.
    expect(newcombeInterval(3, 10, 9, 10)).toEqual({
      lower: expect.closeTo(0.1705, 4) as number,
      upper: expect.closeTo(0.809, 4) as number,
    });
    expect(newcombeInterval(0, 29, 5, 56)).toEqual({
      lower: expect.closeTo(-0.0381, 4) as number,
      upper: expect.closeTo(0.1926, 4) as number,
    });
  });

  it('mirrors when the cohorts swap, and needs answers on both sides', () => {
    expect(newcombeInterval(56, 70, 48, 80)).toEqual({
      lower: expect.closeTo(-0.3339, 4) as number,
      upper: expect.closeTo(-0.0524, 4) as number,
    });
    expect(newcombeInterval(3, 10, 0, 0)).toBeNull();
  });
});

describe('twoProportionP', () => {
  it('pools the rates: 48/80 vs 56/70 gives z = 2.650, p = 0.0080', () => {
    expect(twoProportionP(48, 80, 56, 70)).toBeCloseTo(0.00804508136819656, 10);
    expect(twoProportionP(56, 70, 48, 80)).toBeCloseTo(0.00804508136819656, 10);
    expect(twoProportionP(5, 10, 10, 20)).toBeCloseTo(1, 12);
    expect(twoProportionP(0, 10, 0, 20)).toBe(1);
  });
});

describe('benjaminiHochberg', () => {
  it('adjusts by hand: [0.01, 0.04, 0.03, 0.005] → [0.02, 0.04, 0.04, 0.02]', () => {
    // Ascending 0.005, 0.01, 0.03, 0.04 times m/rank: 0.02, 0.02, 0.04, 0.04; running minimum from the top.
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    [0.02, 0.04, 0.04, 0.02].forEach((expected, i) => expect(q[i]).toBeCloseTo(expected, 15));
  });

  it('steps up (a larger p can lower a smaller one), caps at 1, and takes no tests', () => {
    // 0.01·3/1 = 0.03 and 0.02·3/2 = 0.03 both fall to 0.025·3/3 = 0.025.
    benjaminiHochberg([0.02, 0.025, 0.01]).forEach((q) => expect(q).toBeCloseTo(0.025, 15));
    expect(benjaminiHochberg([0.6, 0.9])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([1, 1])).toEqual([1, 1]);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});

describe('compareCohorts', () => {
  const comparison = compareCohorts(pipelineA, pipelineB);
  const byId = (id: string) => comparison.questions.find((question) => question.questionId === id);

  it('lists the questions on both sides in A’s order, and those on one side only', () => {
    expect(comparison.questions.map(({ questionId }) => questionId)).toEqual(['q1', 'q2', 'q3']);
    expect(comparison).toMatchObject({ onlyInA: ['q4'], onlyInB: ['q5'], passMark: 70, alpha: 0.05 });
    // Pending and unable_to_grade answers are counted, not tested.
    expect(byId('q1')?.a).toMatchObject({ answers: 84, evaluated: 80, successes: 48, successRate: 0.6, facility: 64 });
  });

  it('tests the success rate (Newcombe, pooled z) and the facility (Welch) as B − A', () => {
    const q1 = byId('q1');
    expect(q1?.successRate?.estimate).toBeCloseTo(0.2, 12);
    expect(q1?.successRate?.interval.lower).toBeCloseTo(0.0524, 4);
    expect(q1?.successRate?.p).toBeCloseTo(0.00804508136819656, 10);
    // SciPy ttest_ind(B, A, equal_var=False): t 2.7326, df 147.34, p 0.0070527, CI 2.2145–13.7855.
    expect(q1?.facility?.estimate).toBe(8);
    expect(q1?.facility?.p).toBeCloseTo(0.0070527104905252, 10);
    expect(q1?.facility?.interval.lower).toBeCloseTo(2.214469635709203, 8);
    expect(q1?.facility?.interval.upper).toBeCloseTo(13.785530364290796, 8);
  });

  it('adjusts every test of the comparison as one Benjamini–Hochberg family', () => {
    // p = [0.00805, 0.00705, 1, 1] for q1 rate, q1 facility, q2 rate, q2 facility: m = 4.
    // Ranks 1 and 2: 0.00705·4 = 0.0282, 0.00805·4/2 = 0.0161 → both 0.0161.
    expect(comparison).toMatchObject({ tests: 4, significant: 2 });
    expect(byId('q1')?.successRate?.q).toBeCloseTo(0.00804508136819656 * 2, 10);
    expect(byId('q1')?.facility?.q).toBeCloseTo(0.00804508136819656 * 2, 10);
    expect(byId('q2')?.successRate).toMatchObject({ estimate: 0, p: 1, q: 1, significant: false });
    expect(byId('q2')?.facility).toMatchObject({ estimate: 0, p: 1, significant: false });
    expect(compareCohorts(pipelineA, pipelineB, { alpha: 0.01 }).significant).toBe(0);
  });

  it('does not test below 10 evaluated answers on a side', () => {
    expect(byId('q3')).toMatchObject({ tooFew: true, successRate: null, facility: null });
  });

  it('takes the pass mark', () => {
    const a = cohortOf({ q: [...times(10, 80), ...times(10, 40)] });
    const b = cohortOf({ q: [...times(12, 80), ...times(8, 40)] });
    const lowMark = compareCohorts(a, b, { passMark: 40 }).questions[0];
    expect(lowMark?.a.successRate).toBe(1);
    expect(lowMark?.successRate).toMatchObject({ estimate: 0, p: 1 });
  });
});
