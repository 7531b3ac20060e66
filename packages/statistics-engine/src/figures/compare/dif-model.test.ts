import { describe, expect, it } from 'vitest';

import { differentialItemFunctioning, type DifReport } from './dif';
import { isDifFlag } from './dif-verdict';
import { impactOf, unfairnessOf, type ModelFit } from './dif-model';
import { hiringGroup, groupMatrix } from '../../testing/dif-simulation';
import type { RunMatrix } from '../assessment/runs';

const flagged = (report: DifReport) =>
  report.questions.flatMap(({ verdict }, index) => (isDifFlag(verdict) ? [index] : []));

describe('the impact and a question’s unfairness from a fit', () => {
  // Gaps of an exact model: γ = −1 SD, and question 0 planted 20 points harder for B (β₀ = −20).
  const loadings = [8, 10, 6, 12];
  const fit: ModelFit = {
    loadings: Float64Array.from(loadings),
    uniquenesses: Float64Array.from([100, 200, 50, 150]),
    gaps: Float64Array.from(loadings.map((loading, column) => -loading + (column === 0 ? -20 : 0))),
  };

  it('recovers the impact from the anchors and the planted gap from what the question’s own gap leaves', () => {
    expect(impactOf(fit, [1, 2, 3])).toBeCloseTo(-1, 12);
    expect(unfairnessOf(fit, 0, [1, 2, 3])).toBeCloseTo(-20, 12);
    expect(unfairnessOf(fit, 2, [1, 3])).toBeCloseTo(0, 12);
  });

  it('weights the anchors as Bartlett’s factor scores do, λ/ψ: an unfair anchor shifts the impact by its weight', () => {
    // With question 0 among the anchors: γ = Σ (λ/ψ) d / Σ λ²/ψ = −1 − (8/100 · 20) / (0.64 + 0.5 + 0.72 + 0.96).
    const information = 64 / 100 + 100 / 200 + 36 / 50 + 144 / 150;
    expect(impactOf(fit, [0, 1, 2, 3])).toBeCloseTo(-1 - 1.6 / information, 12);
    expect(unfairnessOf(fit, 1, [0, 2, 3])).toBeCloseTo(-10 - 10 * (impactOf(fit, [0, 2, 3]) ?? NaN), 12);
  });

  it('has no impact without information about ability', () => {
    expect(impactOf({ ...fit, loadings: new Float64Array(4) }, [1, 2, 3])).toBeNull();
    expect(unfairnessOf({ ...fit, loadings: new Float64Array(4) }, 0, [1, 2, 3])).toBeNull();
  });
});

describe('differentialItemFunctioning through the model', () => {
  const model = (a: RunMatrix, b: RunMatrix) => differentialItemFunctioning(a, b, { passMark: 60, method: 'model' });

  it('is the method for a short assessment, and says how far apart the groups’ abilities are', () => {
    const a = hiringGroup({ runs: 500, questions: 6, ability: 0, seed: 1 });
    const b = hiringGroup({ runs: 500, questions: 6, ability: -1, seed: 2 });
    const report = differentialItemFunctioning(a, b);
    expect(report.method).toBe('model');
    expect(report.impact?.estimate).toBeGreaterThan(-1.25);
    expect(report.impact?.estimate).toBeLessThan(-0.75);
    expect(report.impact?.standardError).toBeLessThan(0.2);
    expect(flagged(report)).toEqual([]);
    // The raw gaps are large; at equal ability they all but vanish, with intervals that rule out a large gap.
    for (const question of report.questions.filter((_, index) => index % 3 !== 1)) {
      expect((question.meanA ?? NaN) - (question.meanB ?? NaN)).toBeGreaterThan(5);
      expect(question.verdict).toBe('none');
      expect(Math.abs(question.gap?.estimate ?? NaN)).toBeLessThan(3);
    }
  });

  it('counts only questions with an evaluated answer towards the assessment’s length', () => {
    // 10 questions with 500 runs a group would go within strata; one never graded leaves 9.
    const graded = (seed: number) => hiringGroup({ runs: 500, questions: 10, ability: 0, seed });
    const ungraded = (matrix: RunMatrix): RunMatrix => ({
      ...matrix,
      scores: matrix.scores.map((score, cell) => (cell % 10 === 9 ? NaN : score)),
    });
    expect(differentialItemFunctioning(graded(41), graded(42)).method).toBe('strata');
    expect(differentialItemFunctioning(ungraded(graded(41)), ungraded(graded(42))).method).toBe('model');
  });

  it('finds a question 20 points harder for a weaker group on a 4-question screen with 50 runs a group', () => {
    let found = 0;
    for (let seed = 0; seed < 10; seed++) {
      const a = hiringGroup({ runs: 50, questions: 4, ability: 0, seed: 100 + 2 * seed });
      const b = hiringGroup({ runs: 50, questions: 4, ability: -1, shifts: { 0: -20 }, seed: 101 + 2 * seed });
      const report = model(a, b);
      const planted = report.questions[0];
      if (planted?.verdict === 'unfair-to-b') found++;
      // A miss is never read as fair: the interval still reaches a large gap.
      else expect(planted?.verdict).toBe('cannot-tell');
      expect(flagged(report).filter((index) => index !== 0)).toEqual([]);
    }
    expect(found).toBeGreaterThanOrEqual(7);
  });

  it('leaves the most significant question out of the anchors first: one large plant flags no other question', () => {
    // At 500 runs the plant shifts the impact enough to flag all three others the other way at once.
    const a = hiringGroup({ runs: 500, questions: 4, ability: 0, seed: 7 });
    const b = hiringGroup({ runs: 500, questions: 4, ability: 0, shifts: { 0: -20 }, seed: 8 });
    const report = model(a, b);
    expect(flagged(report)).toEqual([0]);
    expect(report.questions[0]?.gap?.interval?.upper).toBeLessThan(-10);
    expect(Math.abs(report.impact?.estimate ?? NaN)).toBeLessThan(0.15);
  });

  it('says can’t tell, and about how many runs would settle it, where the interval reaches a large gap', () => {
    const a = hiringGroup({ runs: 30, questions: 4, ability: 0, seed: 21 });
    const b = hiringGroup({ runs: 30, questions: 4, ability: -1, seed: 22 });
    const unsettled = model(a, b).questions.filter(({ verdict }) => verdict === 'cannot-tell');
    expect(unsettled.length).toBeGreaterThan(0);
    for (const question of unsettled) {
      expect(question.uncertainty).not.toBeNull();
      expect(question.runsToSettle).toBeGreaterThan(30);
    }
  });

  it('gives the same figures for the same runs in another order, as a refresh and a recomputation must', () => {
    const a = hiringGroup({ runs: 60, questions: 5, ability: 0, seed: 31 });
    const b = hiringGroup({ runs: 60, questions: 5, ability: -1, shifts: { 2: -15 }, seed: 32 });
    const reversed: RunMatrix = {
      ...b,
      runs: [...b.runs].reverse(),
      scores: Float64Array.from({ length: b.scores.length }, (_, cell) => {
        const [run, column] = [Math.floor(cell / 5), cell % 5];
        return b.scores[(b.runs.length - 1 - run) * 5 + column] ?? NaN;
      }),
    };
    expect(model(a, reversed)).toEqual(model(a, b));
  });

  it('needs three questions with varied scores: with two it cannot tell ability from unfairness', () => {
    const runs = (offset: number) =>
      Array.from({ length: 40 }, (_, run) => [40 + (run % 20) + offset, 50 + ((run * 7) % 20)]);
    const [question] = model(groupMatrix(runs(0)), groupMatrix(runs(-5))).questions;
    expect(question).toMatchObject({ hiddenReason: 'few-questions', verdict: null, gap: null });
  });
});
