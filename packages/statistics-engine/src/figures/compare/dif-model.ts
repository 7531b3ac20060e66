import { mulberry32 } from '../../math/change-point-simulation';
import { fitOneFactor } from '../../math/one-factor';
import type { RunMatrix } from '../assessment/runs';
import { answeredCells, pairSums, resample, type AnsweredRun } from './dif-model-runs';

/**
 * At equal ability through a one-factor model over every question (docs/statistics.md §6, "At
 * equal ability through a model"; MIMIC, Muthén 1985). Each question's score is
 * x_j = μ_j + λ_j θ + β_j·[B] + ε_j, with θ one ability whose mean differs between the groups by γ
 * (the impact). The loadings λ come from the covariances pooled within the groups, which a
 * question's uniform unfairness does not touch; γ comes from the anchor questions' mean gaps,
 * weighted as Bartlett's factor scores weight them (λ/ψ); and the question's unfairness is what its
 * own gap leaves over: β_j = d_j − λ_j γ. Its standard error is a bootstrap of the runs within each
 * group, which carries the loadings' error as well as the means'.
 */

/** One sample's fit: the groups' mean gaps and the model's loadings and uniquenesses, by column. */
export interface ModelFit {
  /** d_j = B's mean − A's mean over the runs that answered j. */
  gaps: Float64Array;
  loadings: Float64Array;
  uniquenesses: Float64Array;
}

export interface DifModel {
  /** The questions in the model: evaluated in both groups, with a variance within them. */
  columns: number[];
  fit: ModelFit;
  /** The bootstrap's fits (the ones that converged), each in the columns of `fit`. */
  replicates: ModelFit[];
  /** Each column's within-group sampling variance of its gap if ability were known: ψ_j (1/n_Aj + 1/n_Bj). */
  ownVariance: Float64Array;
}

/** Bootstrap resamples of the runs: enough for a standard error within about 5% of its value. */
export const BOOTSTRAP_REPLICATES = 200;
/** The resampling is seeded, and the runs put in one order first: the same runs give the same figures. */
export const BOOTSTRAP_SEED = 20_261_128;

export function difModel(a: RunMatrix, b: RunMatrix): DifModel | null {
  const width = a.questionIds.length;
  const runsA = answeredCells(a);
  const runsB = answeredCells(b);
  const sample = fitSample(runsA, runsB, width, null, null);
  if (!sample) return null;
  const { columns, fit, standardised } = sample;
  const random = mulberry32(BOOTSTRAP_SEED);
  const replicates: ModelFit[] = [];
  for (let replicate = 0; replicate < BOOTSTRAP_REPLICATES; replicate++) {
    const weightsA = resample(runsA.length, random);
    const weightsB = resample(runsB.length, random);
    const next = fitSample(runsA, runsB, width, { weightsA, weightsB }, { columns, standardised });
    if (next) replicates.push(next.fit);
  }
  const ownVariance = new Float64Array(width).fill(NaN);
  for (const column of columns) {
    const nA = sample.counts.a[column] ?? 0;
    const nB = sample.counts.b[column] ?? 0;
    ownVariance[column] = (fit.uniquenesses[column] ?? NaN) * (1 / nA + 1 / nB);
  }
  return { columns, fit, replicates, ownVariance };
}

/**
 * The impact γ from `anchors` (Bartlett's weights λ/ψ over their mean gaps) and each column's
 * β_j = d_j − λ_j γ; null when the anchors carry no information about ability (every loading 0).
 */
export function impactOf({ gaps, loadings, uniquenesses }: ModelFit, anchors: readonly number[]): number | null {
  let weighted = 0;
  let information = 0;
  for (const column of anchors) {
    const weight = (loadings[column] ?? 0) / (uniquenesses[column] ?? NaN);
    if (!Number.isFinite(weight)) continue;
    weighted += weight * (gaps[column] ?? 0);
    information += weight * (loadings[column] ?? 0);
  }
  return information > 0 ? weighted / information : null;
}

export function unfairnessOf(fit: ModelFit, column: number, anchors: readonly number[]): number | null {
  const impact = impactOf(fit, anchors);
  return impact === null ? null : (fit.gaps[column] ?? NaN) - (fit.loadings[column] ?? 0) * impact;
}

/** The sample SD of a statistic over the bootstrap's fits; null when fewer than half of them give it. */
export function bootstrapSe(
  replicates: readonly ModelFit[],
  statistic: (fit: ModelFit) => number | null,
): number | null {
  const values = replicates.flatMap((fit) => {
    const value = statistic(fit);
    return value === null || !Number.isFinite(value) ? [] : [value];
  });
  if (values.length < BOOTSTRAP_REPLICATES / 2) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

interface Sample {
  columns: number[];
  fit: ModelFit;
  standardised: Float64Array;
  counts: { a: Float64Array; b: Float64Array };
}

/**
 * The mean gaps, the covariance pooled within the groups (each group's deviations from its own
 * pairwise means) and the one-factor fit of one sample. The first sample chooses the columns; a
 * resample keeps them, and starts its fit from the first one's loadings.
 */
function fitSample(
  runsA: readonly AnsweredRun[],
  runsB: readonly AnsweredRun[],
  width: number,
  weights: { weightsA: Uint32Array; weightsB: Uint32Array } | null,
  from: { columns: number[]; standardised: Float64Array } | null,
): Sample | null {
  const sa = pairSums(runsA, width, weights?.weightsA ?? null);
  const sb = pairSums(runsB, width, weights?.weightsB ?? null);
  const covariance = new Float64Array(width * width).fill(NaN);
  const gaps = new Float64Array(width).fill(NaN);
  const counts = { a: new Float64Array(width), b: new Float64Array(width) };
  for (let i = 0; i < width; i++) {
    const diagonal = i * width + i;
    counts.a[i] = sa.n[diagonal] ?? 0;
    counts.b[i] = sb.n[diagonal] ?? 0;
    gaps[i] = (sb.sumI[diagonal] ?? 0) / (counts.b[i] ?? 0) - (sa.sumI[diagonal] ?? 0) / (counts.a[i] ?? 0);
    for (let j = i; j < width; j++) {
      const cell = i * width + j;
      let squares = 0;
      let df = 0;
      for (const sums of [sa, sb]) {
        const n = sums.n[cell] ?? 0;
        if (n === 0) continue;
        squares += (sums.sumIJ[cell] ?? 0) - ((sums.sumI[cell] ?? 0) * (sums.sumJ[cell] ?? 0)) / n;
        df += n - 1;
      }
      if (df < 1) continue;
      covariance[cell] = squares / df;
      covariance[j * width + i] = squares / df;
    }
  }
  const columns =
    from?.columns ??
    [...Array(width).keys()].filter(
      (column) => Number.isFinite(gaps[column]) && (covariance[column * width + column] ?? NaN) > 0,
    );
  const factor = fitOneFactor(covariance, width, columns, from?.standardised);
  if (!factor) return null;
  return {
    columns,
    fit: { gaps, loadings: factor.loadings, uniquenesses: factor.uniquenesses },
    standardised: factor.standardised,
    counts,
  };
}
