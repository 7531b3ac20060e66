/**
 * The fairness check's one-factor model (docs/statistics.md §6, "At equal ability through a
 * model") written out the plain way for statistics-brute-force-dif.ts: runs as Maps of question →
 * score, the covariance pooled within the groups from deviations about each pair's own means, the
 * loadings by damped simultaneous (Jacobi) updates rather than the engine's coordinate descent, and
 * a bootstrap that lists the runs drawn, duplicates and all, rather than weighting them.
 */
import type { DifHiddenReason, DifReport, QuestionDif } from '../figures/compare/dif';
import { BOOTSTRAP_REPLICATES, BOOTSTRAP_SEED } from '../figures/compare/dif-model';
import type { RunMatrix } from '../figures/assessment/runs';
import { mulberry32 } from '../math/change-point-simulation';
import { UNIQUENESS_FLOOR } from '../math/one-factor';
import { gapWith } from './brute-force-dif-statistics';
import { MIN_RUNS_PER_GROUP } from '../thresholds';

type Run = Map<string, number>;

/** One sample's fit, by question id: B's mean − A's, λ and ψ in points, and λ on the correlations. */
interface Fit {
  gaps: Map<string, number>;
  loadings: Map<string, number>;
  uniquenesses: Map<string, number>;
  standardised: number[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length === 0 ? NaN : sum(values) / values.length);
const scoresOf = (runs: Run[], id: string) => runs.filter((run) => run.has(id)).map((run) => run.get(id)!);

/** The matrix's runs as their evaluated answers, in one order: by source, then candidate id (code units). */
function sortedRuns(matrix: RunMatrix): Run[] {
  const width = matrix.questionIds.length;
  const order = matrix.runs.map((key, index) => ({ key, index }));
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  order.sort((x, y) => compare(x.key.source, y.key.source) || compare(x.key.candidateId, y.key.candidateId));
  return order.map(({ index }) => {
    const run: Run = new Map();
    matrix.questionIds.forEach((id, column) => {
      const score = matrix.scores[index * width + column]!;
      if (!Number.isNaN(score)) run.set(id, score);
    });
    return run;
  });
}

/** A question's answers in each group's runs, in order: undefined where the run has none. */
type Answers = Array<Array<number | undefined>>;

/**
 * Covariance of x and y pooled within the groups: each group's products of deviations from its
 * own means over the runs answering both, over Σ (n − 1); null without a degree of freedom.
 */
function pooledCovariance(x: Answers, y: Answers): number | null {
  let products = 0;
  let df = 0;
  x.forEach((xs, group) => {
    const ys = y[group]!;
    const both = xs.map((_, run) => run).filter((run) => xs[run] !== undefined && ys[run] !== undefined);
    if (both.length === 0) return;
    let [mx, my] = [0, 0];
    for (const run of both) [mx, my] = [mx + xs[run]!, my + ys[run]!];
    [mx, my] = [mx / both.length, my / both.length];
    for (const run of both) products += (xs[run]! - mx) * (ys[run]! - my);
    df += both.length - 1;
  });
  return df < 1 ? null : products / df;
}

type Correlations = Array<Array<number | null>>;
const CEILING = Math.sqrt(1 - UNIQUENESS_FLOOR);

/**
 * From `start`, a local minimum of Σ_{i≠j} (r_ij − λ_i λ_j)² with |λ_i| ≤ √(1 − floor), by damped
 * simultaneous updates: every λ_i moves half-way to its least-squares value given the others'
 * previous values (undamped, the common scale would flip back and forth). Missing r are left out.
 */
function descend(r: Correlations, start: number[]): number[] {
  let lambda = start;
  for (let step = 0; step < 100_000; step++) {
    const next = lambda.map((own, i) => {
      let [cross, squares] = [0, 0];
      r[i]!.forEach((value, j) => {
        if (j === i || value === null) return;
        cross += value * lambda[j]!;
        squares += lambda[j]! ** 2;
      });
      const target = squares > 0 ? cross / squares : 0;
      return own + 0.5 * (Math.max(-CEILING, Math.min(CEILING, target)) - own);
    });
    const change = Math.max(...next.map((value, i) => Math.abs(value - lambda[i]!)));
    lambda = next;
    if (change < 1e-13) break;
  }
  return lambda;
}

const residual = (r: Correlations, lambda: number[]) =>
  sum(r.flatMap((row, i) => row.map((value, j) => (value === null ? 0 : (value - lambda[i]! * lambda[j]!) ** 2))));

/**
 * The MINRES loadings: the minimum reached from `start` (the full sample's, for a resample).
 * When a loading reaches the ceiling, other minima may hold another question there (weak
 * correlations, small samples): the descent from each question at the ceiling is tried too, and
 * the lowest residual kept. Σλ > 0; null without a non-zero correlation or with Σλ = 0.
 */
function minres(r: Correlations, start: number[] | null): number[] | null {
  if (!r.some((row) => row.some((value) => value !== null && value !== 0))) return null;
  let lambda = descend(r, start ?? r.map(() => 0.5));
  if (lambda.some((value) => Math.abs(value) > CEILING - 1e-9))
    for (let top = 0; top < r.length; top++) {
      const from = r.map((row, j) => (j === top ? CEILING : (row[top] ?? 0) / CEILING));
      const other = descend(r, from);
      if (residual(r, other) < residual(r, lambda)) lambda = other;
    }
  const total = sum(lambda);
  if (!(Math.abs(total) > 0)) return null;
  return total < 0 ? lambda.map((value) => -value) : lambda;
}

/**
 * One sample: the mean gaps, the pooled covariance and its one-factor fit on the correlations.
 * The full sample chooses the columns (a gap and a positive variance); a resample keeps them.
 */
function fitSample(a: Run[], b: Run[], ids: readonly string[], kept: string[] | null, start: number[] | null) {
  const gaps = new Map(ids.map((id) => [id, mean(scoresOf(b, id)) - mean(scoresOf(a, id))]));
  const answers = new Map(
    ids.map((id): [string, Answers] => [id, [a, b].map((runs) => runs.map((run) => run.get(id)))]),
  );
  const covariance = (x: string, y: string) => pooledCovariance(answers.get(x)!, answers.get(y)!);
  const variances = new Map(ids.map((id) => [id, covariance(id, id) ?? NaN]));
  const columns = kept ?? ids.filter((id) => Number.isFinite(gaps.get(id)) && variances.get(id)! > 0);
  if (columns.length < 3) return null;
  const sd = columns.map((id) => Math.sqrt(variances.get(id)!));
  const r: Correlations = columns.map(() => columns.map(() => null));
  columns.forEach((x, i) =>
    columns.forEach((y, j) => {
      const value = j <= i ? NaN : (covariance(x, y) ?? NaN) / (sd[i]! * sd[j]!);
      if (Number.isFinite(value)) r[i]![j] = r[j]![i] = Math.max(-1, Math.min(1, value));
    }),
  );
  const lambda = minres(r, start);
  if (!lambda) return null;
  const fit: Fit = {
    gaps,
    loadings: new Map(columns.map((id, i) => [id, lambda[i]! * sd[i]!])),
    uniquenesses: new Map(columns.map((id, i) => [id, Math.max(UNIQUENESS_FLOOR, 1 - lambda[i]! ** 2) * sd[i]! ** 2])),
    standardised: lambda,
  };
  return { columns, fit };
}

/** γ: Bartlett's weights λ/ψ over the anchors' gaps, Σ w d / Σ w λ; null when the anchors carry no information. */
function impactOf(fit: Fit, anchors: string[]): number | null {
  const weighted = anchors.flatMap((id) => {
    const [lambda, psi] = [fit.loadings.get(id) ?? 0, fit.uniquenesses.get(id) ?? NaN];
    const weight = lambda / psi;
    return Number.isFinite(weight) ? [{ weight, lambda, gap: fit.gaps.get(id) ?? 0 }] : [];
  });
  const information = sum(weighted.map(({ weight, lambda }) => weight * lambda));
  return information > 0 ? sum(weighted.map(({ weight, gap }) => weight * gap)) / information : null;
}

/** β_j = d_j − λ_j γ. */
function unfairnessOf(fit: Fit, id: string, anchors: string[]): number | null {
  const impact = impactOf(fit, anchors);
  return impact === null ? null : fit.gaps.get(id)! - (fit.loadings.get(id) ?? 0) * impact;
}

/** The SD (n − 1) of a statistic over the replicates that give a finite value; null when under half do. */
function bootstrapSe(replicates: Fit[], statistic: (fit: Fit) => number | null): number | null {
  const values = replicates.map(statistic).filter((value): value is number => Number.isFinite(value));
  if (values.length < BOOTSTRAP_REPLICATES / 2) return null;
  const center = mean(values);
  return Math.sqrt(sum(values.map((value) => (value - center) ** 2)) / (values.length - 1));
}

/** The range of a group's raw rest scores (the mean of a run's other answers, snapped to 1e-9) for the question. */
function rawRange(runs: Run[], id: string): { low: number; high: number } {
  const rests = runs.flatMap((run) => {
    const others = [...run].filter(([other]) => other !== id).map(([, score]) => score);
    return run.has(id) && others.length > 0 ? [Math.round(mean(others) * 1e9) / 1e9] : [];
  });
  return { low: Math.min(...rests), high: Math.max(...rests) };
}

/**
 * The model of matrixA (reference) against matrixB: the fit and its bootstrap once, then a stage
 * per set of questions left out of the anchors, each question's figures before the verdicts.
 */
export function bruteModel(matrixA: RunMatrix, matrixB: RunMatrix) {
  const ids = matrixA.questionIds;
  const [a, b] = [sortedRuns(matrixA), sortedRuns(matrixB)];
  const sample = fitSample(a, b, ids, null, null);
  const columns = sample?.columns ?? [];
  const replicates: Fit[] = [];
  if (sample) {
    const random = mulberry32(BOOTSTRAP_SEED);
    const draw = (runs: Run[]) =>
      Array.from({ length: runs.length }, () => runs[Math.min(runs.length - 1, Math.floor(random() * runs.length))]!);
    for (let replicate = 0; replicate < BOOTSTRAP_REPLICATES; replicate++) {
      const [drawnA, drawnB] = [draw(a), draw(b)];
      const next = fitSample(drawnA, drawnB, ids, columns, sample.fit.standardised);
      if (next) replicates.push(next.fit);
    }
  }

  const questionOf = (id: string, excluded: Set<string>): QuestionDif => {
    const [scoresA, scoresB] = [scoresOf(a, id), scoresOf(b, id)];
    const [rangeA, rangeB] = [rawRange(a, id), rawRange(b, id)];
    const hiddenReason: DifHiddenReason | null =
      Math.min(scoresA.length, scoresB.length) < MIN_RUNS_PER_GROUP
        ? 'few-runs'
        : !sample || !columns.includes(id)
          ? 'few-questions'
          : rangeA.high < rangeB.low || rangeB.high < rangeA.low
            ? 'no-overlap'
            : null;
    const base = {
      ...{ questionId: id, runsA: scoresA.length, runsB: scoresB.length },
      ...{ meanA: scoresA.length > 0 ? mean(scoresA) : null, meanB: scoresB.length > 0 ? mean(scoresB) : null },
      ...{ restAlphaA: null, restAlphaB: null, hiddenReason, strata: [], smd: null, mantelHaenszel: null },
      ...{ gap: null, matchingShare: null, adjusted: null, verdict: null, uncertainty: null, runsToSettle: null },
    };
    if (hiddenReason || !sample) return base;
    const others = columns.filter((other) => other !== id);
    const anchors = others.some((other) => !excluded.has(other))
      ? others.filter((other) => !excluded.has(other))
      : others;
    const estimate = unfairnessOf(sample.fit, id, anchors);
    if (estimate === null || !Number.isFinite(estimate)) return { ...base, hiddenReason: null };
    const se = bootstrapSe(replicates, (fit) => unfairnessOf(fit, id, anchors));
    const gap = gapWith(estimate, se);
    // The variance the gap would have with ability known: ψ_j (1/n_A + 1/n_B).
    const own = sample.fit.uniquenesses.get(id)! * (1 / scoresA.length + 1 / scoresB.length);
    const variance = gap.standardError === null ? NaN : gap.standardError ** 2;
    const matchingShare = variance > 0 && own >= 0 ? Math.max(0, Math.min(1, 1 - own / variance)) : null;
    return { ...base, hiddenReason: null, gap, matchingShare };
  };

  const impact = (excluded: Set<string>): DifReport['impact'] => {
    if (!sample) return null;
    const kept = columns.filter((id) => !excluded.has(id));
    const anchors = kept.length > 0 ? kept : columns;
    const estimate = impactOf(sample.fit, anchors);
    if (estimate === null) return null;
    return { estimate, standardError: bootstrapSe(replicates, (fit) => impactOf(fit, anchors)) };
  };
  return { columns, stage: (excluded: Set<string>) => ids.map((id) => questionOf(id, excluded)), impact };
}
