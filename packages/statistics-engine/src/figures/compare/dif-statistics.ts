import { roundAsShown } from '../../math/shown';
import { normalTwoSidedP, regularizedGammaQ } from '../../math/t-distribution';
import { Z_95, type Interval } from '../../math/wilson';
import {
  DELTA_DIGITS,
  DIF_ALPHA,
  ETS_B,
  ETS_C,
  SMD_LARGE,
  SMD_MODERATE,
  FACILITY_DIGITS,
} from '../../thresholds/index';

/**
 * The two DIF statistics on strata already formed (docs/statistics.md §6), group A the reference
 * and B the focal group: the standardized mean difference on scores and Mantel–Haenszel on
 * pass/fail. Plain numbers in, no matrix, so the published examples can be fed straight in.
 */

/** One stratum's 2×2 table at the pass mark. */
export interface PassTable {
  /** Reference group (A): passes and fails. */
  passA: number;
  failA: number;
  /** Focal group (B): passes and fails. */
  passB: number;
  failB: number;
}

export type EtsCategory = 'A' | 'B' | 'C';

export interface MantelHaenszel {
  /**
   * α_MH: the common odds ratio of passing, A's odds over B's, at equal matching score. Infinity or
   * 0 when only one of its sums is 0; null when both are (no stratum holds information).
   */
  alpha: number | null;
  /** Δ_MH = −2.35 ln α_MH on the ETS delta scale: negative when the question favours A. */
  delta: number | null;
  /** With continuity correction; 0 when no stratum has both groups, a pass and a fail. */
  chiSquare: number;
  /** P(χ²₁ > chiSquare). */
  p: number;
  /** Robins–Breslow–Greenland standard error of ln α_MH; null when α is 0, infinite or null. */
  logAlphaSe: number | null;
  /** The same on the Δ scale: 2.35 · logAlphaSe. */
  deltaSe: number | null;
  /** One-sided p of |Δ| > 1: P(Z > (|Δ| − 1) / deltaSe). */
  pAboveOne: number | null;
  category: EtsCategory;
}

/** ETS's delta scale: −2.35 ln α maps the odds ratio onto a difference in item difficulty. */
const DELTA_PER_LOG_ODDS = -2.35;

/**
 * Mantel & Haenszel (1959) common odds ratio and chi-square (with the continuity correction of
 * Holland & Thayer 1988), the Robins, Breslow & Greenland (1986) variance of ln α_MH, and the ETS
 * category (Zieky 1993; Zwick 2012). A stratum missing either group, or without both a pass and a
 * fail, adds nothing to any sum: its A·D, B·C and hypergeometric variance are all 0.
 */
export function mantelHaenszel(tables: readonly PassTable[]): MantelHaenszel {
  let r = 0; // Σ A·D/N
  let s = 0; // Σ B·C/N
  let pr = 0; // Σ P·R with P = (A + D)/N, R = A·D/N
  let ps = 0; // Σ (P·S + Q·R) with Q = (B + C)/N, S = B·C/N
  let qs = 0; // Σ Q·S
  let deviation = 0; // Σ (A − E[A])
  let variance = 0; // Σ Var(A) under conditional independence
  for (const { passA: a, failA: b, passB: c, failB: d } of tables) {
    const n = a + b + c + d;
    if (n < 2) continue;
    const rk = (a * d) / n;
    const sk = (b * c) / n;
    const pk = (a + d) / n;
    const qk = (b + c) / n;
    r += rk;
    s += sk;
    pr += pk * rk;
    ps += pk * sk + qk * rk;
    qs += qk * sk;
    const nA = a + b;
    const passes = a + c;
    deviation += a - (nA * passes) / n;
    variance += (nA * (n - nA) * passes * (n - passes)) / (n * n * (n - 1));
  }

  // Holland & Thayer's (|Σ(A − E[A])| − ½)²; clamped at 0 so a deviation under ½ reads as none.
  const chiSquare = variance > 0 ? Math.max(0, Math.abs(deviation) - 0.5) ** 2 / variance : 0;
  const p = chiSquare > 0 ? regularizedGammaQ(0.5, chiSquare / 2) : 1;
  const alpha = r === 0 && s === 0 ? null : r / s;
  const delta = alpha === null ? null : DELTA_PER_LOG_ODDS * Math.log(alpha);
  const finite = r > 0 && s > 0;
  const logAlphaSe = finite ? Math.sqrt(pr / (2 * r * r) + ps / (2 * r * s) + qs / (2 * s * s)) : null;
  const deltaSe = logAlphaSe === null ? null : -DELTA_PER_LOG_ODDS * logAlphaSe;
  const pAboveOne =
    delta === null || deltaSe === null || deltaSe === 0 ? null : upperTail((Math.abs(delta) - 1) / deltaSe);
  return { alpha, delta, chiSquare, p, logAlphaSe, deltaSe, pAboveOne, category: etsCategory(delta, p, pAboveOne) };
}

/**
 * A: |Δ| < 1, or Δ not significantly different from 0 (the MH chi-square). C: |Δ| ≥ 1.5 and
 * significantly greater than 1 (one-sided, RBG SE). B: the rest. An infinite Δ (a zero sum) has
 * no finite SE, so it cannot be shown above 1 and is at most B.
 */
export function etsCategory(delta: number | null, p: number, pAboveOne: number | null): EtsCategory {
  if (delta === null) return 'A';
  const size = Number.isFinite(delta) ? roundAsShown(Math.abs(delta), DELTA_DIGITS) : Infinity;
  if (size < ETS_B || !(p < DIF_ALPHA)) return 'A';
  return size >= ETS_C && pAboveOne !== null && pAboveOne < DIF_ALPHA ? 'C' : 'B';
}

/** P(Z > z) for a standard normal Z. */
function upperTail(z: number): number {
  const twoSided = normalTwoSidedP(z);
  return z >= 0 ? twoSided / 2 : 1 - twoSided / 2;
}

/** One stratum's item scores by group: count, mean and sum of squared deviations from the mean. */
export interface ScoreMoments {
  nA: number;
  meanA: number;
  squaresA: number;
  nB: number;
  meanB: number;
  squaresB: number;
}

export type SmdSize = 'negligible' | 'moderate' | 'large';

export interface StandardizedMeanDifference {
  /** Σ n_Bk (x̄_Bk − x̄_Ak) / Σ n_Bk over strata with both groups, in points: negative when B scores lower. */
  estimate: number;
  /** Null when a group's within-stratum variance cannot be estimated (no stratum with two of its runs). */
  standardError: number | null;
  /** 95%, normal: estimate ± 1.96 SE. */
  interval: Interval | null;
  /** Two-sided p of estimate / SE; with SE 0, 1 for a zero estimate and 0 otherwise. */
  p: number | null;
  /** On |estimate| as shown (one decimal): below 5 points negligible, 5 to 10 moderate, above 10 large. */
  size: SmdSize;
}

/**
 * Dorans & Kulick's (1986) standardization with focal-group weights, on the 0–100 score (Zwick &
 * Thayer 1996, SMD). Its variance Σ w² s²_k (1/n_A + 1/n_B) / (Σ w)² takes each stratum's variance
 * pooled over both groups, as a two-sample t-test does: at equal ability the groups' scores are
 * alike when the question is fair, and a group whose runs in a stratum all scored the same (all
 * failed a hard question) has no variance of its own, which would make any gap significant. A
 * stratum of one run a group and no other has the pooled variance over all strata instead. Null
 * when no stratum has both groups.
 */
export function standardizedMeanDifference(strata: readonly ScoreMoments[]): StandardizedMeanDifference | null {
  const pooled = pooledVariance(strata);
  let weights = 0;
  let weighted = 0;
  let varianceSum = 0;
  for (const { nA, meanA, squaresA, nB, meanB, squaresB } of strata) {
    if (nA === 0 || nB === 0) continue;
    weights += nB;
    weighted += nB * (meanB - meanA);
    const variance = nA + nB > 2 ? (squaresA + squaresB) / (nA + nB - 2) : pooled;
    varianceSum += nB * nB * (variance ?? NaN) * (1 / nA + 1 / nB);
  }
  if (weights === 0) return null;
  const estimate = weighted / weights;
  const se = Math.sqrt(varianceSum) / weights;
  const standardError = Number.isFinite(se) ? se : null;
  const interval = standardError === null ? null : { lower: estimate - Z_95 * se, upper: estimate + Z_95 * se };
  const p =
    standardError === null ? null : standardError === 0 ? (estimate === 0 ? 1 : 0) : normalTwoSidedP(estimate / se);
  return { estimate, standardError, interval, p, size: smdSize(estimate) };
}

export function smdSize(estimate: number): SmdSize {
  const shown = roundAsShown(Math.abs(estimate), FACILITY_DIGITS);
  return shown > SMD_LARGE ? 'large' : shown >= SMD_MODERATE ? 'moderate' : 'negligible';
}

/** Σ squares / Σ degrees of freedom, each group's n − 1 in each stratum; null when there is none. */
function pooledVariance(strata: readonly ScoreMoments[]): number | null {
  let squares = 0;
  let df = 0;
  for (const { nA, squaresA, nB, squaresB } of strata) {
    squares += squaresA + squaresB;
    df += Math.max(0, nA - 1) + Math.max(0, nB - 1);
  }
  return df > 0 ? squares / df : null;
}
