/**
 * The two DIF statistics of docs/statistics.md §6 (the SMD and Mantel–Haenszel), the Benjamini–
 * Hochberg adjustment, the flags and the "can't tell" rule, written out the plain way for
 * statistics-brute-force-dif*.ts: one formula per figure over a list of strata, and the normal
 * tail by its own series and continued fraction rather than the engine's incomplete gamma.
 */
import type { DifGap, DifUncertainty, DifVerdict } from '../figures/compare/dif';
import type { MantelHaenszel, StandardizedMeanDifference } from '../figures/compare/dif-statistics';

/** One stratum's question scores and passes, by group. */
export interface BruteStratum {
  itemsA: number[];
  itemsB: number[];
  passesA: number;
  passesB: number;
}

const LEVEL = 0.05;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
function squares(values: number[]): number {
  const m = mean(values);
  return sum(values.map((value) => (value - m) ** 2));
}

/** erfc(x): erf's Maclaurin series below 2, Laplace's continued fraction (evaluated backwards) above. */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    let term = x;
    let series = x;
    for (let n = 1; n < 200 && Math.abs(term) > 1e-18; n++) {
      term *= (-x * x) / n;
      series += term / (2 * n + 1);
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * series;
  }
  let fraction = x;
  for (let k = 200; k >= 1; k--) fraction = x + k / 2 / fraction;
  return Math.exp(-x * x) / (Math.sqrt(Math.PI) * fraction);
}

/** P(|Z| > |z|); P(Z > z); P(χ²₁ > c) = P(|Z| > √c). */
const twoSided = (z: number) => erfc(Math.abs(z) / Math.SQRT2);
const upper = (z: number) => erfc(z / Math.SQRT2) / 2;
const chiSquareOneTail = (c: number) => erfc(Math.sqrt(c / 2));

/** Dorans & Kulick with focal weights n_B; each stratum's variance pooled over both groups. */
export function bruteSmd(strata: BruteStratum[]): StandardizedMeanDifference | null {
  const both = strata.filter((s) => s.itemsA.length > 0 && s.itemsB.length > 0);
  if (both.length === 0) return null;
  const weights = sum(both.map((s) => s.itemsB.length));
  const estimate = sum(both.map((s) => s.itemsB.length * (mean(s.itemsB) - mean(s.itemsA)))) / weights;
  const ss = (s: BruteStratum) => squares(s.itemsA) + squares(s.itemsB);
  const df = sum(strata.map((s) => Math.max(0, s.itemsA.length - 1) + Math.max(0, s.itemsB.length - 1)));
  const overAll = df > 0 ? sum(strata.map(ss)) / df : null;
  const terms = both.map((s) => {
    const [nA, nB] = [s.itemsA.length, s.itemsB.length];
    const variance = nA + nB > 2 ? ss(s) / (nA + nB - 2) : overAll;
    return variance === null ? null : nB * nB * variance * (1 / nA + 1 / nB);
  });
  const se = terms.some((term) => term === null) ? null : Math.sqrt(sum(terms as number[])) / weights;
  return gapWith(estimate, se);
}

/** A gap in points with its SE: the normal 95% interval, the two-sided p and the size on |gap| as shown (one decimal). */
export function gapWith(estimate: number, se: number | null): DifGap {
  const shown = Number(Math.abs(estimate).toFixed(1));
  return {
    estimate,
    standardError: se,
    interval: se === null ? null : { lower: estimate - 1.96 * se, upper: estimate + 1.96 * se },
    p: se === null ? null : se === 0 ? (estimate === 0 ? 1 : 0) : twoSided(estimate / se),
    size: shown > 10 ? 'large' : shown >= 5 ? 'moderate' : 'negligible',
  };
}

/** α_MH, Δ_MH, the corrected χ², the Robins–Breslow–Greenland SE and the ETS category, over the strata with both groups. */
export function bruteMantelHaenszel(strata: BruteStratum[]): MantelHaenszel {
  const tables = strata
    .filter((s) => s.itemsA.length > 0 && s.itemsB.length > 0)
    .map((s) => {
      const [A, B, C, D] = [s.passesA, s.itemsA.length - s.passesA, s.passesB, s.itemsB.length - s.passesB];
      const N = A + B + C + D;
      return { A, B, C, D, N, R: (A * D) / N, S: (B * C) / N, P: (A + D) / N, Q: (B + C) / N };
    });
  const R = sum(tables.map((t) => t.R));
  const S = sum(tables.map((t) => t.S));
  const deviation = sum(tables.map((t) => t.A - ((t.A + t.B) * (t.A + t.C)) / t.N));
  const variance = sum(
    tables.map((t) => ((t.A + t.B) * (t.C + t.D) * (t.A + t.C) * (t.B + t.D)) / (t.N * t.N * (t.N - 1))),
  );
  const chiSquare = variance > 0 ? Math.max(0, Math.abs(deviation) - 0.5) ** 2 / variance : 0;
  const p = chiSquareOneTail(chiSquare);
  const alpha = R === 0 && S === 0 ? null : R / S;
  const delta = alpha === null ? null : -2.35 * Math.log(alpha);
  const logAlphaSe =
    R > 0 && S > 0
      ? Math.sqrt(
          sum(tables.map((t) => t.P * t.R)) / (2 * R * R) +
            sum(tables.map((t) => t.P * t.S + t.Q * t.R)) / (2 * R * S) +
            sum(tables.map((t) => t.Q * t.S)) / (2 * S * S),
        )
      : null;
  const deltaSe = logAlphaSe === null ? null : 2.35 * logAlphaSe;
  const pAboveOne = delta === null || !deltaSe ? null : upper((Math.abs(delta) - 1) / deltaSe);
  const size = delta === null ? 0 : Number.isFinite(delta) ? Number(Math.abs(delta).toFixed(2)) : Infinity;
  const category =
    delta === null || size < 1 || !(p < LEVEL)
      ? 'A'
      : size >= 1.5 && pAboveOne !== null && pAboveOne < LEVEL
        ? 'C'
        : 'B';
  return { alpha, delta, chiSquare, p, logAlphaSe, deltaSe, pAboveOne, category };
}

/** q₍ᵢ₎ = min over j ≥ i of p₍ⱼ₎ · m / j, capped at 1, in the input order. */
export function bruteBenjaminiHochberg(pValues: number[]): number[] {
  const m = pValues.length;
  const sorted = [...pValues].sort((x, y) => x - y);
  const qOfRank = sorted.map((_, i) => Math.min(1, ...sorted.slice(i).map((p, j) => (p * m) / (i + j + 1))));
  return pValues.map((p) => qOfRank[sorted.indexOf(p)]!);
}

type Flag = Exclude<DifVerdict, 'cannot-tell'>;

/** Each method flags in its sign's direction when big enough and q < .05; opposite flags are 'mixed'. */
export function bruteVerdict(
  smd: StandardizedMeanDifference | null,
  mh: MantelHaenszel | null,
  qSmd: number | null,
  qMh: number | null,
): Flag {
  const flags = new Set<Flag>();
  if (mh && mh.delta !== null && mh.category !== 'A' && qMh !== null && qMh < LEVEL)
    flags.add(mh.delta < 0 ? 'unfair-to-b' : 'unfair-to-a');
  const gapFlag = bruteGapFlag(smd, qSmd);
  if (gapFlag !== 'none') flags.add(gapFlag);
  const [only = 'none'] = flags;
  return flags.size === 2 ? 'mixed' : only;
}

/** The model's only test, and the SMD's: a gap of 5 points or more (as shown) with q < .05. */
export function bruteGapFlag(gap: DifGap | null, q: number | null): Flag {
  if (!gap || gap.size === 'negligible' || q === null || !(q < LEVEL)) return 'none';
  return gap.estimate < 0 ? 'unfair-to-b' : 'unfair-to-a';
}

/**
 * Without a flag: "none" only when the gap's interval, as shown, stays within ±10 points;
 * otherwise "can't tell", put down to the matching when there is no interval or when the matching
 * carries more than half the gap's variance, else to the interval's width.
 */
export function bruteSettle(
  {
    gap,
    matchingShare,
    runsA,
    runsB,
  }: { gap: DifGap | null; matchingShare: number | null; runsA: number; runsB: number },
  flag: Flag,
): { verdict: DifVerdict; uncertainty: DifUncertainty | null; runsToSettle: number | null } {
  if (flag !== 'none') return { verdict: flag, uncertainty: null, runsToSettle: null };
  const bounds = gap?.interval ?? null;
  const shown = (value: number) => Number(value.toFixed(1));
  if (bounds && shown(bounds.lower) > -10 && shown(bounds.upper) < 10)
    return { verdict: 'none', uncertainty: null, runsToSettle: null };
  const matching = bounds === null || (matchingShare !== null && matchingShare > 0.5);
  return {
    verdict: 'cannot-tell',
    uncertainty: matching ? 'unreliable-matching' : 'wide-interval',
    runsToSettle: bruteRunsToSettle(gap, runsA, runsB),
  };
}

/**
 * The runs a group for a 95% half-width (1.96 SE, SE ∝ 1/√n) within the larger of the distances
 * from |gap| to 10 (clearing it) and to 5 (flagging it); at least one more than the mean of the
 * two groups' runs now; rounded up to two significant figures.
 */
function bruteRunsToSettle(gap: DifGap | null, runsA: number, runsB: number): number | null {
  const se = gap?.standardError ?? null;
  if (gap === null || se === null || !(se > 0)) return null;
  const size = Math.abs(gap.estimate);
  const halfWidth = Math.max(10 - size, size - 5);
  const now = (runsA + runsB) / 2;
  const needed = Math.max(now * ((1.96 * se) / halfWidth) ** 2, now + 1);
  const digits = String(Math.floor(needed)).length;
  const step = digits <= 2 ? 1 : 10 ** (digits - 2);
  return Math.ceil(needed / step) * step;
}
