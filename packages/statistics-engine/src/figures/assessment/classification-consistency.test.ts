import { describe, expect, it } from 'vitest';

import { reliability } from './alpha';
import { classificationConsistency, completeRunMeans, passFailLine } from './classification-consistency';
import { trueScoreMoments } from '../../math/beta-binomial';
import { mulberry32 } from '../../math/change-point-simulation';
import { matrixOf } from '../../testing/fixtures';

/**
 * The example BBClassify ships (github.com/HaakonEidemHaakstad/BBClassify_Python, commit 22d303a):
 * `dist/act288m`, a 40-item ACT Mathematics form taken by 151,050 examinees (score: count), run
 * with the Livingston-Lewis procedure, reliability 0.873, scores 0–40 (`dist/ccLL_act`, printed in
 * `dist/ccLL_act_output.txt`; true cuts 0.55 and 0.60, i.e. 22 and 24 of 40 trials). The same data
 * with Lord's k = 0 and 40 items (`dist/ccHB`, `dist/ccHB_output.txt`) is the same beta-binomial
 * model at the single cut 24, and prints the two-category figures.
 */
const ACT_COUNTS = [
  0, 23, 98, 384, 986, 2161, 3722, 5623, 7533, 8817, 9597, 9809, 9674, 8971, 8033, 7384, 6758, 6004, 5463, 4896, 4367,
  4083, 3651, 3333, 3191, 2899, 2644, 2597, 2287, 2197, 1967, 1874, 1710, 1581, 1503, 1349, 1181, 994, 827, 585, 294,
];
const ACT = Float64Array.from(ACT_COUNTS.flatMap((count, score) => Array<number>(count).fill(score)));
const ACT_RANGE = { min: 0, max: 40 };
/** Printed to 5 decimals: half a unit of the last place. */
const PRINTED = 5e-6;

/** The figure at |value − printed| ≤ tolerance. */
function near(value: number | null | undefined, printed: number, tolerance = PRINTED): void {
  expect(Math.abs((value ?? NaN) - printed)).toBeLessThanOrEqual(tolerance);
}

describe('passFailLine: the ACT Mathematics example', () => {
  const at24 = passFailLine({ scores: ACT, alpha: 0.873, cut: 24, range: ACT_RANGE });

  it('fits the printed model: 40 trials, the moments, and the three-parameter fallback', () => {
    expect(ACT.length).toBe(151_050);
    expect(at24.model?.n).toBe(40);
    const [m1 = NaN, m2 = NaN, m3 = NaN, m4 = NaN] = trueScoreMoments(ACT, 40, 0, 40);
    const variance = m2 - m1 ** 2;
    near(m1, 0.41247);
    near(variance, 0.03531);
    near((m3 - 3 * m1 * m2 + 2 * m1 ** 3) / variance ** 1.5, 1.02143);
    near((m4 - 4 * m1 * m3 + 6 * m1 ** 2 * m2 - 3 * m1 ** 4) / variance ** 2, 3.1583);
    // "Four-parameter … impermissible location parameter estimates. Reverted to … u set to 1."
    expect(at24.model?.fit).toMatchObject({ parameters: 3, upper: 1 });
    near(at24.model?.fit.alpha, 0.52378);
    near(at24.model?.fit.beta, 1.62569);
    near(at24.model?.fit.lower, 0.22317);
  });

  it('reproduces the two-category figures at 24 of 40', () => {
    near(at24.misclassified, 1 - 0.94427);
    near(at24.falsePass, 0.03795);
    near(at24.falseFail, 0.01778);
    near(at24.model?.passShare, 1 - 0.80026);
    // BBClassify's consistency cells are 41 × 41 integrals that sum to 0.99999 before it rescales
    // them (its fail share there is 0.80025, against 0.80026 above): its consistency and chance are
    // up to 1e-5 off (SciPy's quad at 1e-13 agrees with ours: 0.922037, 0.680307), and kappa
    // multiplies that by 1/(1 − chance) ≈ 3.1 (ours 0.756131).
    near(at24.consistency, 0.92203, 1e-5);
    near(at24.model?.chance, 0.6803, 1e-5);
    near(at24.kappa, 0.75612, 2e-5);
  });

  it('reproduces the three-category output collapsed at 22 of 40', () => {
    const at22 = passFailLine({ scores: ACT, alpha: 0.873, cut: 22, range: ACT_RANGE });
    // Category 1's accuracy is the accuracy of the line at 22.
    near(at22.misclassified, 1 - 0.93505);
    // Sums of printed cells, each off by up to 5e-6, from the same integrals as above.
    near(at22.consistency, 1 - 2 * (0.02297 + 0.02253), 3e-5);
    near(at22.falsePass, 0.02566 + 0.01802, 1e-5);
    near(at22.falseFail, 0.01452 + 0.00674, 1e-5);
    near(at22.model?.passShare, 1 - 0.7525);
  });
});

describe('passFailLine: a cut between whole scores of 0…n', () => {
  it('interpolates linearly between the two whole cuts around it', () => {
    const line = (cut: number) => passFailLine({ scores: ACT, alpha: 0.873, cut, range: ACT_RANGE });
    const [at23, between, at24] = [line(23), line(23.25), line(24)];
    expect(between.model?.cutPosition).toBeCloseTo(23.25, 12);
    expect(between.consistency).toBeCloseTo(0.75 * (at23.consistency ?? NaN) + 0.25 * (at24.consistency ?? NaN), 12);
    const passShares = [at23, between, at24].map((l) => l.model?.passShare ?? NaN);
    expect(passShares[1]).toBeCloseTo(0.75 * (passShares[0] ?? NaN) + 0.25 * (passShares[2] ?? NaN), 12);
  });
});

describe('passFailLine: edges worked by hand', () => {
  it('passes everyone at a cut of 0: consistency 1, no one misclassified, kappa undefined', () => {
    const line = passFailLine({ scores: ACT, alpha: 0.873, cut: 0, range: ACT_RANGE });
    expect(line).toMatchObject({ passing: ACT.length, passShare: 1, consistency: 1, misclassified: 0, kappa: null });
  });

  it('at the top of the range passes only perfect scores: P(pass | τ) = τⁿ', () => {
    const line = passFailLine({ scores: ACT, alpha: 0.873, cut: 40, range: ACT_RANGE });
    expect(line.passing).toBe(294);
    const { alpha, beta, lower } = line.model?.fit ?? { alpha: NaN, beta: NaN, lower: NaN };
    // τ = l + (1 − l)T, T ~ beta(α, β): E[τ^k] = Σ C(k, j) l^(k−j) (1 − l)^j Π_{i<j} (α + i)/(α + β + i).
    const moment = (k: number) => {
      let sum = 0;
      for (let j = 0, choose = 1, tMoment = 1; j <= k; j++) {
        sum += choose * lower ** (k - j) * (1 - lower) ** j * tMoment;
        choose = (choose * (k - j)) / (j + 1);
        tMoment *= (alpha + j) / (alpha + beta + j);
      }
      return sum;
    };
    expect(line.model?.passShare).toBeCloseTo(moment(40), 12);
    expect(line.consistency).toBeCloseTo(1 - 2 * (moment(40) - moment(80)), 12);
    // No true score reaches 1 (a density has no mass there): every observed pass is a false one.
    expect(line.falsePass).toBeCloseTo(moment(40), 12);
    expect(line.falseFail).toBe(0);
  });

  it('with perfect reliability is perfectly consistent', () => {
    const line = passFailLine({ scores: ACT, alpha: 1, cut: 24, range: ACT_RANGE });
    expect(line).toMatchObject({ consistency: 1, kappa: 1, misclassified: 0, sem: 0, model: null });
    expect(line.nearCut).toBe(ACT_COUNTS[24]);
  });

  it('counts the runs within one SEM of the cut, on the run-mean scale', () => {
    // 15 runs at 60 and 15 at 80: SD = 10 · √(30/29); alpha 0.75 halves it.
    const scores = [...Array<number>(15).fill(60), ...Array<number>(15).fill(80)];
    const line = passFailLine({ scores, alpha: 0.75, cut: 64 });
    expect(line.sem).toBeCloseTo(5 * Math.sqrt(30 / 29), 12);
    expect(line).toMatchObject({ runs: 30, passing: 15, passShare: 0.5, nearCut: 15, nearCutShare: 0.5 });
  });
});

describe('passFailLine: hidden', () => {
  const scores = Array.from({ length: 40 }, (_, i) => 40 + i);

  it('hides the model with alpha hidden, at or below 0, below 30 runs or without variance, and still counts', () => {
    expect(passFailLine({ scores, alpha: null, alphaHiddenReason: 'no-variance', cut: 60 })).toMatchObject({
      hiddenReason: 'no-variance',
      runs: 40,
      passing: 20,
      consistency: null,
      sem: null,
    });
    expect(passFailLine({ scores, alpha: 0, cut: 60 })).toMatchObject({ hiddenReason: 'low-alpha', kappa: null });
    expect(passFailLine({ scores, alpha: -0.2, cut: 60 }).hiddenReason).toBe('low-alpha');
    expect(passFailLine({ scores: scores.slice(0, 29), alpha: 0.8, cut: 60 })).toMatchObject({
      hiddenReason: 'few-runs',
      runs: 29,
      passing: 9,
    });
    expect(passFailLine({ scores: Array<number>(30).fill(70), alpha: 0.8, cut: 60 }).hiddenReason).toBe('no-variance');
  });

  it('refuses a cut outside the score range', () => {
    expect(() => passFailLine({ scores, alpha: 0.8, cut: 101 })).toThrow(RangeError);
  });
});

describe('passFailLine: consistency grows with reliability', () => {
  // 800 runs of 10 questions scored in steps of 5, true proportions from a beta(4, 3) on
  // [0.10, 0.95] (the 4th of 6 sorted uniforms): data the four-parameter fit describes.
  const random = mulberry32(2026);
  const scores = Array.from({ length: 800 }, () => {
    const uniforms = Array.from({ length: 6 }, random).sort((a, b) => a - b);
    const tau = 0.1 + 0.85 * (uniforms[3] ?? NaN);
    let sum = 0;
    for (let question = 0; question < 10; question++) {
      let steps = 0;
      for (let step = 0; step < 20; step++) if (random() < tau) steps++;
      sum += steps * 5;
    }
    return sum / 10;
  });

  // Below alpha 0.5 these moments only fit the standard beta, a different model. At low
  // reliability a cut far from the scores is consistent anyway (kappa is not): no claim there.
  it.each([40, 55, 70, 85])('at a cut of %i, from alpha 0.5 to 0.95', (cut) => {
    const lines = Array.from({ length: 10 }, (_, step) => passFailLine({ scores, alpha: 0.5 + 0.05 * step, cut }));
    lines.forEach((line, step) => {
      expect(line.model?.fit.parameters).toBe(4);
      const before = lines[step - 1];
      if (!before) return;
      expect(line.consistency ?? NaN).toBeGreaterThan(before.consistency ?? NaN);
      expect(line.kappa ?? NaN).toBeGreaterThan(before.kappa ?? NaN);
    });
    expect(lines[9]?.misclassified ?? NaN).toBeLessThan(lines[0]?.misclassified ?? NaN);
  });
});

describe('classificationConsistency', () => {
  it('uses the runs alpha uses, with alpha, on the run-mean scale', () => {
    const random = mulberry32(7);
    const table = Array.from({ length: 40 }, () => {
      const ability = random();
      return [0, 1, 2, 3].map(() => Math.round(100 * Math.min(1, Math.max(0, ability + (random() - 0.5) * 0.4))));
    });
    // An incomplete run is left out; a question nobody answered does not make every run incomplete.
    const matrix = matrixOf([...table, [50, null, 50, 50]].map((run) => [...run, null]));
    const means = completeRunMeans(matrix);
    expect(means).toHaveLength(40);
    expect(means[0]).toBeCloseTo(((table[0] ?? []).reduce((a, b) => a + b, 0) ?? 0) / 4, 12);

    const line = classificationConsistency(matrix, 60);
    const shown = reliability(matrix);
    expect(line).toEqual(passFailLine({ scores: means, alpha: shown.alpha, cut: 60 }));
    expect(line.sem).toBeCloseTo((shown.sem ?? NaN) / 4, 10);
    expect(line.consistency).toBeGreaterThan(0.5);
  });

  it('is hidden when alpha is', () => {
    const matrix = matrixOf(Array.from({ length: 40 }, (_, run) => [run, 100 - run]));
    expect(classificationConsistency(matrix, 50)).toMatchObject({ hiddenReason: 'no-variance', runs: 40 });
  });
});
