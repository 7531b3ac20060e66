/**
 * A pass/fail line's figures (docs/statistics.md §3, decision 023) computed another way, to
 * cross-check figures/classification-consistency.ts: the runs and alpha the plain way, the
 * Livingston–Lewis beta fitted by other formulas (the four-parameter one in its ν form, the
 * three-parameter one from ratios of moments) and the integrals over the true score by a fine
 * midpoint rule, normalised by the same rule, with each binomial CDF summed term by term.
 */
import type { CutHiddenReason } from '../figures/assessment/classification-consistency';
import type { RunMatrix } from '../figures/assessment/runs';
import { runsOf } from './brute-force-dif';

export interface BruteFit {
  alpha: number;
  beta: number;
  lower: number;
  upper: number;
  parameters: 4 | 3 | 2;
}

export interface BruteLine {
  runs: number;
  passing: number;
  passShare: number | null;
  sem: number | null;
  nearCut: number | null;
  consistency: number | null;
  kappa: number | null;
  misclassified: number | null;
  falsePass: number | null;
  falseFail: number | null;
  /** The binomial trials (effective length rounded) and the beta; null when not fitted. */
  trials: number | null;
  fit: BruteFit | null;
  hiddenReason: CutHiddenReason | null;
}

/** Midpoints per panel of the true-score range (panels end at 0, ½, the true cut and 1): 24,000 or 32,000 in all. */
const NODES = 8_000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
function variance(values: number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values);
  return new Set(values).size === 1 ? 0 : sum(values.map((value) => (value - m) ** 2)) / (values.length - 1);
}

export function bruteLine(matrix: RunMatrix, cut: number): BruteLine {
  const runs = runsOf(matrix);
  const included = matrix.questionIds.filter((question) => runs.some((run) => run.has(question)));
  const complete = included.length === 0 ? [] : runs.filter((run) => included.every((q) => run.has(q)));
  const scores = complete.map((run) => mean(included.map((question) => run.get(question)!)));
  const passing = scores.filter((score) => score >= cut).length;
  const counts = { runs: scores.length, passing, passShare: scores.length === 0 ? null : passing / scores.length };
  const none = { consistency: null, kappa: null, misclassified: null, falsePass: null, falseFail: null };
  const hidden = (hiddenReason: CutHiddenReason, sem: number | null = null, nearCut: number | null = null) => ({
    ...counts,
    ...none,
    sem,
    nearCut,
    trials: null,
    fit: null,
    hiddenReason,
  });
  // Cronbach's alpha over the included questions and complete runs (§3), hidden as alpha is.
  if (included.length < 2) return hidden('few-questions');
  if (complete.length < 30) return hidden('few-runs');
  const totalVariance = variance(complete.map((run) => sum(included.map((question) => run.get(question)!))))!;
  if (totalVariance === 0) return hidden('no-variance');
  const itemVariances = sum(included.map((question) => variance(complete.map((run) => run.get(question)!))!));
  const k = included.length;
  const alpha = (k / (k - 1)) * (1 - itemVariances / totalVariance);
  const scoreVariance = variance(scores)!;
  if (scoreVariance === 0) return hidden('no-variance');
  if (alpha <= 0) return hidden('low-alpha');

  const sem = Math.sqrt(scoreVariance) * Math.sqrt(Math.max(0, 1 - alpha));
  const nearCut = scores.filter((score) => Math.abs(score - cut) <= sem).length;
  if (alpha >= 1) {
    const kappa = passing > 0 && passing < scores.length ? 1 : null;
    const exact = { consistency: 1, kappa, misclassified: 0, falsePass: 0, falseFail: 0 };
    return { ...counts, ...exact, sem, nearCut, trials: null, fit: null, hiddenReason: null };
  }
  const mu = mean(scores);
  const trials = Math.min(1e7, Math.round((mu * (100 - mu) - alpha * scoreVariance) / (scoreVariance * (1 - alpha))));
  const fit = trials >= 2 ? fitBeta(trueScoreMoments(scores, trials)) : null;
  if (!fit) return hidden('no-fit', sem, nearCut);
  const model = integrate(fit, trials, cut);
  return { ...counts, ...model, sem, nearCut, trials, fit, hiddenReason: null };
}

/** Lord's E[τʳ] = E[x(x − 1)…(x − r + 1)] / (n(n − 1)…(n − r + 1)), x = n · score / 100; NaN past n. */
function trueScoreMoments(scores: number[], n: number): number[] {
  const falling = (x: number, r: number) => Array.from({ length: r }, (_, i) => x - i).reduce((p, f) => p * f, 1);
  return [1, 2, 3, 4].map((r) =>
    r > n ? NaN : mean(scores.map((score) => falling((n * score) / 100, r))) / falling(n, r),
  );
}

const proper = (fit: BruteFit): BruteFit | null =>
  fit.alpha > 0 &&
  fit.beta > 0 &&
  Number.isFinite(fit.alpha + fit.beta) &&
  fit.lower >= 0 &&
  fit.upper <= 1 &&
  fit.lower < fit.upper
    ? fit
    : null;

/** Four parameters, else the upper limit at 1, else the standard beta: the first proper one. */
function fitBeta([m1 = NaN, m2 = NaN, m3 = NaN, m4 = NaN]: number[]): BruteFit | null {
  const v = m2 - m1 * m1;
  if (!(v > 0)) return null;
  // The four-parameter beta by its sum of shapes ν (skewness γ, excess kurtosis κ).
  const gamma = (m3 - 3 * m1 * m2 + 2 * m1 ** 3) / v ** 1.5;
  const kappa = (m4 - 4 * m1 * m3 + 6 * m1 * m1 * m2 - 3 * m1 ** 4) / v ** 2 - 3;
  const nu = (3 * (kappa - gamma * gamma + 2)) / (1.5 * gamma * gamma - kappa);
  const spread = gamma === 0 ? 0 : 1 / Math.sqrt(1 + (16 * (nu + 1)) / ((nu + 2) ** 2 * gamma * gamma));
  const [a4, b4] = [(nu / 2) * (1 - Math.sign(gamma) * spread), (nu / 2) * (1 + Math.sign(gamma) * spread)];
  const range = (Math.sqrt(v) / 2) * Math.sqrt((2 + nu) ** 2 * gamma * gamma + 16 * (1 + nu));
  const lower4 = m1 - (a4 / nu) * range;
  const four = proper({ alpha: a4, beta: b4, lower: lower4, upper: lower4 + range, parameters: 4 });
  if (four) return four;
  // Upper limit 1: W = 1 − τ is h·Beta(p, q) on [0, h], and the ratios of its raw moments give h, p + q and p.
  const [w1, w2, w3] = [1 - m1, 1 - 2 * m1 + m2, 1 - 3 * m1 + 3 * m2 - m3];
  const [r1, r2, r3] = [w1, w2 / w1, w3 / w2];
  const h = (2 * r1 * r3 - r1 * r2 - r2 * r3) / (r1 + r3 - 2 * r2);
  const s = (h - r2) / (r2 - r1);
  const p = (r1 * s) / h;
  const three = proper({ alpha: s - p, beta: p, lower: 1 - h, upper: 1, parameters: 3 });
  if (three) return three;
  const size = (m1 * (1 - m1)) / v - 1;
  return proper({ alpha: m1 * size, beta: (1 - m1) * size, lower: 0, upper: 1, parameters: 2 });
}

/**
 * P(X < c) and P(X < c + 1) for X ~ binomial(n, τ), 0 ≤ c ≤ n: the terms summed in order, each from
 * the last by their ratio, on a scale of their own so that none under- or overflows.
 */
function binomialBelow(n: number, c: number, tau: number, oneMinusTau: number): [number, number] {
  if (tau <= 0) return [c > 0 ? 1 : 0, 1];
  if (oneMinusTau <= 0) return [0, c + 1 > n ? 1 : 0];
  const odds = tau / oneMinusTau;
  let logScale = n * Math.log(oneMinusTau);
  let term = 1;
  let below = 0;
  for (let x = 0; x < c; x++) {
    below += term;
    term *= ((n - x) / (x + 1)) * odds;
    if (term > 1e200 || below > 1e200)
      [term, below, logScale] = [term / 1e200, below / 1e200, logScale + 200 * Math.LN10];
  }
  const scaled = (value: number) => (value > 0 ? Math.min(1, Math.exp(Math.log(value) + logScale)) : 0);
  return [scaled(below), scaled(below + term)];
}

/**
 * The integrals over the beta on [lower, upper], t the standard beta's variable: a midpoint rule in
 * w = t^α on [0, ½] and w = (1 − t)^β on [½, 1] when that shape is below 1 (so the density is
 * bounded), in t otherwise; every integral is divided by the rule's integral of the density.
 */
function integrate({ alpha: a, beta: b, lower, upper }: BruteFit, n: number, cut: number) {
  const position = (cut * n) / 100;
  const whole = Math.floor(position);
  const weight = position - whole;
  const trueCut = Math.min(1, Math.max(0, (cut / 100 - lower) / (upper - lower)));
  const edges = [...new Set([0, 0.5, 1, trueCut])].sort((x, y) => x - y);
  const count = (edges.length - 1) * NODES;
  const [ts, ss, logWeights] = [new Float64Array(count), new Float64Array(count), new Float64Array(count)];
  const belowCut = new Uint8Array(count);
  for (let e = 0; e + 1 < edges.length; e++) {
    const [from, to] = [edges[e]!, edges[e + 1]!];
    const low = to <= 0.5;
    const shape = low ? a : b;
    const power = shape < 1 ? shape : 1;
    // w runs over [w(from), w(to)] (downwards on the upper half); t and s = 1 − t from w.
    const wOf = (t: number) => (low ? t : 1 - t) ** power;
    const [w0, w1] = [wOf(from), wOf(to)];
    const step = (w1 - w0) / NODES;
    for (let i = 0; i < NODES; i++) {
      const node = e * NODES + i;
      const w = w0 + (i + 0.5) * step;
      const logNear = Math.log(w) / power; // ln t on the lower half, ln(1 − t) on the upper
      const near = Math.exp(logNear);
      [ts[node], ss[node]] = low ? [near, 1 - near] : [1 - near, near];
      const [logT, logS] = low ? [logNear, Math.log1p(-near)] : [Math.log1p(-near), logNear];
      const jacobian = Math.log(Math.abs(step)) - Math.log(power) + (1 / power - 1) * Math.log(w);
      logWeights[node] = (a - 1) * logT + (b - 1) * logS + jacobian;
      belowCut[node] = to <= trueCut ? 1 : 0;
    }
  }
  const top = logWeights.reduce((max, value) => Math.max(max, value), -Infinity);
  const sums = [0, 1].map(() => ({ fail: 0, failBelow: 0, disagree: 0 }));
  let total = 0;
  let below = 0;
  for (let node = 0; node < count; node++) {
    const w = Math.exp(logWeights[node]! - top);
    const isBelow = belowCut[node] === 1;
    total += w;
    if (isBelow) below += w;
    const tau = lower + (upper - lower) * ts[node]!;
    binomialBelow(n, whole, tau, (upper - lower) * ss[node]! + (1 - upper)).forEach((F, i) => {
      sums[i]!.fail += w * F;
      if (isBelow) sums[i]!.failBelow += w * F;
      sums[i]!.disagree += w * F * (1 - F);
    });
  }
  const mix = (pick: (side: (typeof sums)[number]) => number) =>
    ((1 - weight) * pick(sums[0]!) + weight * pick(sums[1]!)) / total;
  const consistency = 1 - 2 * mix((side) => side.disagree);
  const fail = mix((side) => side.fail);
  // Chance agreement and kappa follow from the interpolated P and pass share (as decision 023
  // defines them), rather than being interpolated themselves.
  const chance = fail * fail + (1 - fail) * (1 - fail);
  const falsePass = mix((side) => below - side.failBelow);
  const falseFail = mix((side) => side.fail - side.failBelow);
  return {
    consistency,
    kappa: 1 - chance > 1e-9 ? (consistency - chance) / (1 - chance) : null,
    misclassified: falsePass + falseFail,
    falsePass,
    falseFail,
  };
}
