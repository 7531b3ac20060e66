import type { QuestionResultLedger } from '../../ledger/ledger';
import { questionFigures } from '../question/question-figures';
import { normalTwoSidedP, welchInterval } from '../../math/t-distribution';
import { wilsonInterval, type Interval } from '../../math/wilson';
import { DEFAULT_PASS_MARK, DEFAULT_ALPHA, MIN_ANSWERS_TO_COMPARE } from '../../thresholds/index';

/** One side of the comparison: any filter's rows by question, from its own (scope) ledger. */
export interface Cohort {
  ledger: QuestionResultLedger;
  rowsByQuestion: ReadonlyMap<string, readonly number[]>;
}

export interface CohortCompareOptions {
  passMark?: number;
  alpha?: number;
}

export interface CohortSide {
  answers: number;
  evaluated: number;
  successes: number;
  successRate: number | null;
  facility: number | null;
  sd: number | null;
}

export interface Difference {
  kind: 'success_rate' | 'facility';
  /** B − A: a rate difference in 0–1, a facility difference in points. */
  estimate: number;
  /** 95%, not adjusted for multiplicity: Newcombe's hybrid score interval or Welch's t interval. */
  interval: Interval;
  /** Two-sided: pooled two-proportion z test, or Welch's t test. */
  p: number;
  /** Benjamini–Hochberg adjusted p-value over every test of the comparison. */
  q: number;
  significant: boolean;
}

export interface QuestionComparison {
  questionId: string;
  a: CohortSide;
  b: CohortSide;
  /** Either side has fewer than MIN_ANSWERS_TO_COMPARE evaluated answers: no test. */
  tooFew: boolean;
  successRate: Difference | null;
  facility: Difference | null;
}

export interface CohortComparison {
  passMark: number;
  alpha: number;
  /** Questions with rows on both sides, in A's order. */
  questions: QuestionComparison[];
  onlyInA: string[];
  onlyInB: string[];
  /** Tests in the Benjamini–Hochberg family, and how many came out significant. */
  tests: number;
  significant: number;
}

/**
 * Compares two cohorts question by question: success rate (Newcombe 1998, method 10) and facility
 * (Welch). Both kinds of test over all questions form ONE Benjamini–Hochberg family, so the false
 * discovery rate holds for everything the comparison reports together; rate and facility tests
 * of a question are positively dependent, under which BH stays valid (Benjamini & Yekutieli 2001).
 */
export function compareCohorts(a: Cohort, b: Cohort, options: CohortCompareOptions = {}): CohortComparison {
  const { passMark = DEFAULT_PASS_MARK, alpha = DEFAULT_ALPHA } = options;
  const sideOf = (cohort: Cohort, rows: readonly number[]): CohortSide => {
    const figures = questionFigures(cohort.ledger, rows, passMark);
    const { counts, success, scores } = figures;
    return {
      answers: counts.answers,
      evaluated: counts.evaluated,
      successes: success.successes,
      successRate: success.rate,
      facility: figures.facility,
      sd: scores.sd,
    };
  };

  const questions: QuestionComparison[] = [];
  const tests: Difference[] = [];
  for (const [questionId, rowsA] of a.rowsByQuestion) {
    const rowsB = b.rowsByQuestion.get(questionId);
    if (rowsB === undefined) continue;
    const sideA = sideOf(a, rowsA);
    const sideB = sideOf(b, rowsB);
    const tooFew = Math.min(sideA.evaluated, sideB.evaluated) < MIN_ANSWERS_TO_COMPARE;
    const successRate = tooFew ? null : rateDifference(sideA, sideB);
    const facility = tooFew ? null : facilityDifference(sideA, sideB);
    for (const test of [successRate, facility]) if (test) tests.push(test);
    questions.push({ questionId, a: sideA, b: sideB, tooFew, successRate, facility });
  }

  const adjusted = benjaminiHochberg(tests.map(({ p }) => p));
  tests.forEach((test, index) => {
    test.q = adjusted[index] ?? 1;
    test.significant = test.q < alpha;
  });

  return {
    passMark,
    alpha,
    questions,
    onlyInA: [...a.rowsByQuestion.keys()].filter((id) => !b.rowsByQuestion.has(id)),
    onlyInB: [...b.rowsByQuestion.keys()].filter((id) => !a.rowsByQuestion.has(id)),
    tests: tests.length,
    significant: tests.filter((test) => test.significant).length,
  };
}

function rateDifference(a: CohortSide, b: CohortSide): Difference | null {
  const interval = newcombeInterval(a.successes, a.evaluated, b.successes, b.evaluated);
  if (!interval) return null;
  const estimate = b.successes / b.evaluated - a.successes / a.evaluated;
  const p = twoProportionP(a.successes, a.evaluated, b.successes, b.evaluated);
  return { kind: 'success_rate', estimate, interval, p, q: p, significant: false };
}

function facilityDifference(a: CohortSide, b: CohortSide): Difference | null {
  if (a.facility === null || b.facility === null || a.sd === null || b.sd === null) return null;
  const welch = welchInterval(a.facility, a.sd ** 2, a.evaluated, b.facility, b.sd ** 2, b.evaluated);
  if (!welch) return null;
  return {
    kind: 'facility',
    estimate: welch.difference,
    interval: welch.interval,
    p: welch.p,
    q: welch.p,
    significant: false,
  };
}

/**
 * Newcombe's hybrid score interval (1998, method 10) for pB − pA from each rate's Wilson interval.
 * For d = p1 − p2 Newcombe gives L = d − √((p1 − l1)² + (u2 − p2)²); here d = pB − pA, so B plays
 * p1: the lower bound takes B's distance down to its lower Wilson bound and A's up to its upper one.
 */
export function newcombeInterval(kA: number, nA: number, kB: number, nB: number): Interval | null {
  const wilsonA = wilsonInterval(kA, nA);
  const wilsonB = wilsonInterval(kB, nB);
  if (!wilsonA || !wilsonB) return null;
  const pA = kA / nA;
  const pB = kB / nB;
  const d = pB - pA;
  return {
    lower: d - Math.hypot(pB - wilsonB.lower, wilsonA.upper - pA),
    upper: d + Math.hypot(wilsonB.upper - pB, pA - wilsonA.lower),
  };
}

/** Two-sided p of the pooled two-proportion z test; 1 when the pooled rate is 0 or 1 (no spread, no difference). */
export function twoProportionP(kA: number, nA: number, kB: number, nB: number): number {
  const pooled = (kA + kB) / (nA + nB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / nA + 1 / nB));
  return se === 0 ? 1 : normalTwoSidedP((kB / nB - kA / nA) / se);
}

/**
 * Benjamini–Hochberg (1995) adjusted p-values, in the input order: q(i) = min over j ≥ i of
 * p(j)·m/j over the ascending p(1) ≤ … ≤ p(m), capped at 1. Rejecting q < alpha controls the
 * false discovery rate at alpha.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((x, y) => x.p - y.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const entry = order[rank - 1];
    if (!entry) continue;
    running = Math.min(running, (entry.p * m) / rank);
    adjusted[entry.index] = running;
  }
  return adjusted;
}
