import { describe, expect, it } from 'vitest';

import { etsCategory, mantelHaenszel, smdSize, standardizedMeanDifference, type PassTable } from './dif-statistics';

/** [A pass, A fail, B pass, B fail] per stratum. */
const tables = (rows: Array<[number, number, number, number]>): PassTable[] =>
  rows.map(([passA, failA, passB, failB]) => ({ passA, failA, passB, failB }));
const times = (rows: Array<[number, number, number, number]>, factor: number) =>
  rows.map((row) => row.map((count) => count * factor) as [number, number, number, number]);

// Three strata, worked by hand (A, B = reference pass, fail; C, D = focal pass, fail):
//   k  A B C D  N   R = AD/N  S = BC/N  P = (A+D)/N  Q = (B+C)/N  E[A] = n_A·m_pass/N  Var(A)
//   1  4 6 2 8 20   1.6       0.6       0.6          0.4          10·6/20 = 3        10·10·6·14/(20²·19) = 1.105263
//   2  8 2 5 5 20   2.0       0.5       0.65         0.35         10·13/20 = 6.5     10·10·13·7/(20²·19) = 1.197368
//   3  3 1 1 1  6   0.5       1/6       2/3          1/3          4·4/6 = 2.666667   4·2·4·2/(6²·5) = 0.355556
// α_MH = ΣR / ΣS = 4.1 / 1.266667 = 3.236842; Δ_MH = −2.35 ln 3.236842 = −2.760306.
// χ² = (|Σ(A − E[A])| − ½)² / ΣVar = (2.833333 − 0.5)² / 2.658187 = 2.048180; p = 0.152388.
// RBG: ΣPR = 2.593333, Σ(PS + QR) = 2.302778, ΣQS = 0.470556;
// Var(ln α) = 2.593333/(2·4.1²) + 2.302778/(2·4.1·1.266667) + 0.470556/(2·1.266667²) = 0.445483,
// SE = 0.667445.
const handWorked: Array<[number, number, number, number]> = [
  [4, 6, 2, 8],
  [8, 2, 5, 5],
  [3, 1, 1, 1],
];

describe('mantelHaenszel', () => {
  it('matches a 2×2×3 example worked by hand', () => {
    const mh = mantelHaenszel(tables(handWorked));
    expect(mh.alpha).toBeCloseTo(3.236842, 6);
    expect(mh.delta).toBeCloseTo(-2.760306, 6);
    expect(mh.chiSquare).toBeCloseTo(2.04818, 5);
    expect(mh.p).toBeCloseTo(0.152388, 6);
    expect(mh.logAlphaSe).toBeCloseTo(0.667445, 6);
    expect(mh.deltaSe).toBeCloseTo(2.35 * 0.667445, 5);
    // |Δ| is large but the chi-square is not significant: category A.
    expect(mh.category).toBe('A');
  });

  it('with four times the counts: same α and Δ, SE halved, significant and clearly above 1 (C)', () => {
    // R and S scale by 4 while P and Q do not, so Var(ln α) falls to a quarter: SE = 0.333723.
    // z = (2.760306 − 1) / (2.35 · 0.333723) = 2.244578, one-sided p = 0.012398.
    const mh = mantelHaenszel(tables(times(handWorked, 4)));
    expect(mh.alpha).toBeCloseTo(3.236842, 6);
    expect(mh.logAlphaSe).toBeCloseTo(0.333723, 6);
    expect(mh.chiSquare).toBeCloseTo(11.622818, 5);
    expect(mh.p).toBeCloseTo(0.000651, 6);
    expect(mh.pAboveOne).toBeCloseTo(0.012398, 6);
    expect(mh.category).toBe('C');
  });

  it("reproduces R's mantelhaen.test on Agresti's penicillin and rabbits data", () => {
    // R: Mantel-Haenszel X-squared = 3.9286, df = 1, p-value = 0.04747; common odds ratio 7,
    // 95% CI 1.026713–47.725133 (exp(ln α ± 1.959964 · RBG SE)). Strata: penicillin level; A = no
    // delay, B = 1.5 h delay; pass = cured. The first level (nobody cured) adds nothing.
    const mh = mantelHaenszel(
      tables([
        [0, 6, 0, 5],
        [3, 3, 0, 6],
        [6, 0, 2, 4],
        [5, 1, 6, 0],
        [2, 0, 5, 0],
      ]),
    );
    expect(mh.alpha).toBeCloseTo(7, 12);
    expect(mh.chiSquare).toBeCloseTo(3.9286, 4);
    expect(mh.p).toBeCloseTo(0.04747, 5);
    const z = 1.959963984540054;
    expect(7 * Math.exp(-z * (mh.logAlphaSe ?? NaN))).toBeCloseTo(1.026713, 6);
    expect(7 * Math.exp(z * (mh.logAlphaSe ?? NaN))).toBeCloseTo(47.725133, 5);
    // Δ = −2.35 ln 7 = −4.57: significant (p < .05) but its SE (2.30) leaves |Δ| > 1 unproven.
    expect(mh.delta).toBeCloseTo(-4.572889, 6);
    expect(mh.category).toBe('B');
  });

  it("reproduces R's mantelhaen.test on UCBAdmissions (A = men, B = women, pass = admitted, by department)", () => {
    // R: X-squared = 1.4269, p-value = 0.2323, common odds ratio 0.9046968, 95% CI 0.7719074–1.0603298.
    const mh = mantelHaenszel(
      tables([
        [512, 313, 89, 19],
        [353, 207, 17, 8],
        [120, 205, 202, 391],
        [138, 279, 131, 244],
        [53, 138, 94, 299],
        [22, 351, 24, 317],
      ]),
    );
    expect(mh.alpha).toBeCloseTo(0.9046968, 7);
    expect(mh.chiSquare).toBeCloseTo(1.4269, 4);
    expect(mh.p).toBeCloseTo(0.2323, 4);
    const z = 1.959963984540054;
    expect(0.9046968 * Math.exp(-z * (mh.logAlphaSe ?? NaN))).toBeCloseTo(0.7719074, 6);
    expect(0.9046968 * Math.exp(z * (mh.logAlphaSe ?? NaN))).toBeCloseTo(1.0603298, 6);
    // α < 1 favours B (women): Δ = +0.24, category A.
    expect(mh.delta).toBeCloseTo(0.235365, 6);
    expect(mh.category).toBe('A');
  });

  it('is undefined, not significant and category A when every run passes, or no stratum has both groups', () => {
    for (const rows of [
      [
        [5, 0, 4, 0],
        [7, 0, 9, 0],
      ],
      [
        [5, 3, 0, 0],
        [0, 0, 4, 6],
      ],
      [],
    ] as Array<Array<[number, number, number, number]>>) {
      expect(mantelHaenszel(tables(rows))).toEqual({
        alpha: null,
        delta: null,
        chiSquare: 0,
        p: 1,
        logAlphaSe: null,
        deltaSe: null,
        pAboveOne: null,
        category: 'A',
      });
    }
  });

  it('gives an infinite α when no stratum has an A fail beside a B pass: at most category B, without an SE', () => {
    const mh = mantelHaenszel(tables(times([[6, 0, 0, 6]], 3)));
    expect(mh.alpha).toBe(Infinity);
    expect(mh.delta).toBe(-Infinity);
    expect(mh.logAlphaSe).toBeNull();
    expect(mh.p).toBeLessThan(0.001);
    expect(mh.category).toBe('B');
    expect(mantelHaenszel(tables([[0, 6, 6, 0]])).delta).toBe(Infinity);
  });

  it('skips strata of one run, and clamps a deviation under ½ to a chi-square of 0', () => {
    const base = mantelHaenszel(tables(handWorked));
    expect(mantelHaenszel(tables([...handWorked, [1, 0, 0, 0], [0, 0, 0, 1]]))).toEqual(base);
    const balanced = mantelHaenszel(tables([[5, 5, 5, 5]]));
    expect(balanced.alpha).toBe(1);
    expect(balanced.chiSquare).toBe(0);
    expect(balanced.p).toBe(1);
  });
});

describe('etsCategory', () => {
  it('A below |Δ| 1 or without significance, C from 1.5 when significantly above 1, else B', () => {
    expect(etsCategory(-0.99, 0.001, 0.9)).toBe('A');
    expect(etsCategory(-3, 0.05, 0.001)).toBe('A');
    expect(etsCategory(1, 0.049, 0.5)).toBe('B');
    expect(etsCategory(-1.49, 0.001, 0.001)).toBe('B');
    expect(etsCategory(-1.5, 0.001, 0.049)).toBe('C');
    expect(etsCategory(1.7, 0.001, 0.05)).toBe('B');
    // Decided on Δ as shown with two decimals: −0.996 reads −1.00 (B), 1.4951 reads 1.50 (C).
    expect(etsCategory(-0.996, 0.001, 0.6)).toBe('B');
    expect(etsCategory(1.4951, 0.001, 0.01)).toBe('C');
  });
});

describe('standardizedMeanDifference', () => {
  // Stratum scores (A | B): [40, 50, 60] | [30, 50]; [70, 80] | [72, 76, 80]; [90] | [80, 100];
  // — | [60]. Weights n_B = 2, 3, 2 (the last stratum has no A: left out); differences B − A =
  // −10, +1, 0: SMD = (2·(−10) + 3·1 + 2·0) / 7 = −2.428571.
  // Each stratum's variance is pooled over both groups: 400/3, 82/3 and 200/1 (A's single run in
  // stratum 3 adds no degree of freedom). Var = [4·(400/3)(1/3 + 1/2) + 9·(82/3)(1/2 + 1/3) +
  // 4·200·(1 + 1/2)] / 7² = 1849.444 / 49, SE = 6.143595; 95% CI −14.470018 to 9.612876; p = 0.692621.
  const moments = [
    { nA: 3, meanA: 50, squaresA: 200, nB: 2, meanB: 40, squaresB: 200 },
    { nA: 2, meanA: 75, squaresA: 50, nB: 3, meanB: 76, squaresB: 32 },
    { nA: 1, meanA: 90, squaresA: 0, nB: 2, meanB: 90, squaresB: 200 },
    { nA: 0, meanA: NaN, squaresA: 0, nB: 1, meanB: 60, squaresB: 0 },
  ];

  it('matches an example worked by hand, with a stratum of one run and one without A', () => {
    const smd = standardizedMeanDifference(moments);
    expect(smd?.estimate).toBeCloseTo(-2.428571, 6);
    expect(smd?.standardError).toBeCloseTo(6.143595, 6);
    expect(smd?.interval?.lower).toBeCloseTo(-14.470018, 6);
    expect(smd?.interval?.upper).toBeCloseTo(9.612876, 6);
    expect(smd?.p).toBeCloseTo(0.692621, 6);
    expect(smd?.size).toBe('negligible');
  });

  it('is null when no stratum has both groups, and has no SE when no group has two runs in a stratum', () => {
    expect(standardizedMeanDifference(moments.slice(3))).toBeNull();
    // One run of A beside four of B: B's variance 30 / 3 stands for both, Var = 10 · (1 + 1/4).
    const single = standardizedMeanDifference([{ nA: 1, meanA: 60, squaresA: 0, nB: 4, meanB: 50, squaresB: 30 }]);
    expect(single?.standardError).toBeCloseTo(Math.sqrt(12.5), 12);
    const pair = standardizedMeanDifference([{ nA: 1, meanA: 60, squaresA: 0, nB: 1, meanB: 50, squaresB: 0 }]);
    expect(pair).toMatchObject({ estimate: -10, standardError: null, interval: null, p: null, size: 'moderate' });
  });

  it('tests a gap against the variance of both groups: two runs that both failed are no proof', () => {
    // A's two runs scored 0, B's ten 0 or 100 (mean 50). A alone has no variance: B's alone would
    // give SE √(25000/9/10) = 16.7 and p = 0.003. Pooled, 25000/10 · (1/2 + 1/10) = 1500: p = 0.197.
    const smd = standardizedMeanDifference([{ nA: 2, meanA: 0, squaresA: 0, nB: 10, meanB: 50, squaresB: 25_000 }]);
    expect(smd?.standardError).toBeCloseTo(Math.sqrt(1500), 12);
    expect(smd?.p).toBeCloseTo(0.1967, 4);
  });
});

describe('smdSize', () => {
  it('classifies |SMD| / 100 at .05 and .10 on the value as shown (one decimal)', () => {
    expect(smdSize(-4.94)).toBe('negligible');
    expect(smdSize(4.95)).toBe('moderate');
    expect(smdSize(-10)).toBe('moderate');
    expect(smdSize(10.04)).toBe('moderate');
    expect(smdSize(-10.05)).toBe('large');
  });
});
