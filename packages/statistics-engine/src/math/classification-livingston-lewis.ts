import { effectiveTestLength, fitTrueScoreBeta, trueScoreMoments, type TrueScoreBeta } from './beta-binomial';
import { integrateAgainstBeta } from './beta-quadrature';
import { meanOf, sampleVariance } from './score-summary';
import { regularizedBeta } from './t-distribution';

/**
 * Livingston and Lewis (1995): how consistent and how accurate a pass/fail line on a score is,
 * from one administration, its reliability and the score range: docs/statistics.md §3 (a pass/fail line).
 */
export interface LivingstonLewis {
  /** The effective test length before rounding. */
  effectiveLength: number;
  /** Binomial trials: the effective length rounded. */
  n: number;
  fit: TrueScoreBeta;
  /**
   * The cut on 0…n. When it is not whole, every figure is interpolated linearly between the rules
   * "x ≥ ⌊position⌋" and "x ≥ ⌈position⌉" (decision 023).
   */
  cutPosition: number;
  /** P(same pass/fail on two parallel forms). */
  consistency: number;
  /** Agreement expected by chance from the model's pass share: p² + (1 − p)². */
  chance: number;
  /** Cohen's kappa of the two forms; null when the model passes everyone or no one. */
  kappa: number | null;
  /** The model's share of observed passes. */
  passShare: number;
  /** True score below the cut, observed pass. */
  falsePass: number;
  /** True score at or above the cut, observed fail. */
  falseFail: number;
}

/** Below this, 1 − chance is rounding noise and kappa 0/0. */
const KAPPA_FLOOR = 1e-9;
/**
 * Past ten million trials the binomial error's SD is under 0.02 points on 0–100, and ln Γ starts to
 * lose digits in the incomplete beta: the length is capped there (reliabilities above ~0.99999).
 */
const MAX_TRIALS = 10_000_000;
/** Keeps a cut that lands on a whole number of trials whole despite rounding (0.7 · 30 = 20.999…). */
const CUT_SLACK = 1e-9;

/**
 * The model for scores on [min, max], reliability in (0, 1) and a cut in [min, max] (pass when
 * score ≥ cut). Null when the effective length is under 2 trials or no beta fits the moments.
 */
export function livingstonLewis(
  scores: ArrayLike<number>,
  reliability: number,
  cut: number,
  min: number,
  max: number,
): LivingstonLewis | null {
  const mean = meanOf(scores);
  const variance = sampleVariance(scores, mean);
  if (variance === null || !(variance > 0)) return null;
  const effectiveLength = effectiveTestLength(mean, variance, reliability, min, max);
  const n = Math.min(Math.round(effectiveLength), MAX_TRIALS);
  if (!(n >= 2)) return null;
  const fit = fitTrueScoreBeta(trueScoreMoments(scores, n, min, max));
  if (!fit) return null;

  const trueCut = (cut - min) / (max - min);
  // The cut on 0…n is rarely whole; binomial scores are. Interpolate between the whole cuts around it.
  const position = trueCut * n;
  const whole = Math.min(n, Math.floor(position + CUT_SLACK));
  const weight = Math.max(0, position - whole);
  const low = sidesAt(fit, n, whole, trueCut);
  const high = weight > 0 ? sidesAt(fit, n, whole + 1, trueCut) : low;
  const mix = (pick: (sides: Sides) => number) => (1 - weight) * pick(low) + weight * pick(high);

  const failShare = mix((s) => s.failBelow + s.failAbove);
  const consistency = 1 - 2 * mix((s) => s.disagreement);
  const chance = failShare ** 2 + (1 - failShare) ** 2;
  // Rounding must not make a share of zero negative.
  const falsePass = mix((s) => Math.max(0, s.belowCut - s.failBelow));
  return {
    effectiveLength,
    n,
    fit,
    cutPosition: position,
    consistency,
    chance,
    kappa: 1 - chance > KAPPA_FLOOR ? (consistency - chance) / (1 - chance) : null,
    passShare: 1 - failShare,
    falsePass,
    falseFail: mix((s) => s.failAbove),
  };
}

/** Integrals over the true-score beta for the rule "pass when x ≥ cutScore" on 0…n. */
interface Sides {
  /** P(τ < true cut). */
  belowCut: number;
  /** P(observed fail, τ < true cut) and P(observed fail, τ ≥ true cut). */
  failBelow: number;
  failAbove: number;
  /** P(fail on one form, pass on the other) / 2 = ∫ F(1 − F) g. */
  disagreement: number;
}

function sidesAt(fit: TrueScoreBeta, n: number, cutScore: number, trueCut: number): Sides {
  const { alpha, beta, lower, upper } = fit;
  const tOf = (tau: number) => (tau - lower) / (upper - lower);
  // F(τ) = P(X < cutScore | τ) = I_{1−τ}(n − cutScore + 1, cutScore).
  const fails = (t: number): number => {
    if (cutScore <= 0) return 0;
    if (cutScore > n) return 1;
    return regularizedBeta(1 - (lower + (upper - lower) * t), n - cutScore + 1, cutScore);
  };

  // Panels end at the true cut (accuracy changes side there) and where F is steepest.
  const trueCutT = Math.min(1, Math.max(0, tOf(trueCut)));
  const edges = [0, 1, trueCutT, tOf((cutScore - 0.5) / n)].filter((t) => t >= 0 && t <= 1);
  const sorted = [...new Set(edges)].sort((x, y) => x - y);
  const sides: Sides = {
    belowCut: trueCutT <= 0 ? 0 : trueCutT >= 1 ? 1 : regularizedBeta(trueCutT, alpha, beta),
    failBelow: 0,
    failAbove: 0,
    disagreement: 0,
  };
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i] ?? 0;
    const b = sorted[i + 1] ?? 1;
    const fail = integrateAgainstBeta(fails, alpha, beta, a, b);
    if (b <= trueCutT) sides.failBelow += fail;
    else sides.failAbove += fail;
    sides.disagreement += integrateAgainstBeta(
      (t) => {
        const p = fails(t);
        return p * (1 - p);
      },
      alpha,
      beta,
      a,
      b,
    );
  }
  return sides;
}
