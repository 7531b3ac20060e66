/**
 * A one-factor model fitted to a covariance matrix: S ≈ λλᵀ + diag(ψ), with the factor's variance
 * 1 (docs/statistics.md §6, "At equal ability through a model"). Fitted by minimum residuals on the
 * correlations (MINRES: least squares on the off-diagonal cells, as R's psych::fa does by default),
 * so a pass/fail question's variance of about 2,500 does not outweigh a finely scored one's 200,
 * then rescaled to the questions' own units. Only the off-diagonal cells enter the fit: a question's
 * uniqueness is what its variance leaves over.
 */

export interface OneFactor {
  /** λ: each question's points per SD of the factor; the sum is positive (the factor's sign). */
  loadings: Float64Array;
  /** ψ: each question's unique variance, S_jj − λ_j², at least UNIQUENESS_FLOOR of S_jj. */
  uniquenesses: Float64Array;
}

/**
 * No question is taken as more than 95% reliable: a uniqueness near 0 would give that question
 * almost all the weight in the impact (Bartlett's weights λ/ψ), which a sample of 50 cannot carry.
 */
export const UNIQUENESS_FLOOR = 0.05;
const MAX_SWEEPS = 1000;
const TOLERANCE = 1e-10;

/**
 * Fits `columns` (at least three, each with a positive variance) of the row-major width × width
 * covariance. A cell that is NaN (no two runs share the pair) is left out of the fit. `start`
 * (standardised loadings of an earlier fit) speeds up a refit of a resampled matrix. Returns null
 * when the off-diagonal cells do not determine a factor (all of them NaN or 0).
 */
export function fitOneFactor(
  covariance: Float64Array,
  width: number,
  columns: readonly number[],
  start?: Float64Array,
): (OneFactor & { standardised: Float64Array }) | null {
  const k = columns.length;
  if (k < 3) return null;
  const sd = columns.map((column) => Math.sqrt(covariance[column * width + column] ?? NaN));
  const r = new Float64Array(k * k).fill(NaN);
  let informative = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const value =
        (covariance[(columns[i] ?? 0) * width + (columns[j] ?? 0)] ?? NaN) / ((sd[i] ?? NaN) * (sd[j] ?? NaN));
      if (!Number.isFinite(value)) continue;
      r[i * k + j] = Math.max(-1, Math.min(1, value));
      if (value !== 0) informative++;
    }
  if (informative === 0) return null;

  // Start from each question's mean correlation with the others, or the earlier fit.
  let lambda = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    if (start && start.length === k) {
      lambda[i] = start[i] ?? 0;
      continue;
    }
    let sum = 0;
    let count = 0;
    for (let j = 0; j < k; j++) {
      const value = r[i * k + j] ?? NaN;
      if (Number.isNaN(value)) continue;
      sum += value;
      count++;
    }
    lambda[i] = Math.sqrt(Math.max(0.01, count > 0 ? Math.abs(sum / count) : 0.1));
  }
  descend(r, k, lambda);
  // With weak correlations a loading at the ceiling can be a local minimum that holds the wrong
  // question there: the descent from each question at the ceiling is tried too, the lowest kept.
  if (lambda.some((value) => Math.abs(value) > CEILING - 1e-9)) {
    let best = residual(r, k, lambda);
    for (let top = 0; top < k; top++) {
      const other = Float64Array.from({ length: k }, (_, j) => {
        const value = r[top * k + j] ?? NaN;
        return j === top ? CEILING : Number.isNaN(value) ? 0 : value / CEILING;
      });
      descend(r, k, other);
      const fit = residual(r, k, other);
      if (fit < best) [best, lambda] = [fit, other];
    }
  }
  let sum = 0;
  for (const value of lambda) sum += value;
  if (!(Math.abs(sum) > 0)) return null;
  if (sum < 0) for (let i = 0; i < k; i++) lambda[i] = -(lambda[i] ?? 0);

  const loadings = new Float64Array(width);
  const uniquenesses = new Float64Array(width).fill(NaN);
  columns.forEach((column, i) => {
    const s = sd[i] ?? NaN;
    const l = lambda[i] ?? 0;
    loadings[column] = l * s;
    uniquenesses[column] = Math.max(UNIQUENESS_FLOOR, 1 - l * l) * s * s;
  });
  return { loadings, uniquenesses, standardised: lambda };
}

const CEILING = Math.sqrt(1 - UNIQUENESS_FLOOR);

/** Coordinate descent, in place: each λ_i becomes the least-squares fit of r_ij ≈ λ_i λ_j over j ≠ i. */
function descend(r: Float64Array, k: number, lambda: Float64Array): void {
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let change = 0;
    for (let i = 0; i < k; i++) {
      let cross = 0;
      let squares = 0;
      for (let j = 0; j < k; j++) {
        const value = r[i * k + j] ?? NaN;
        if (j === i || Number.isNaN(value)) continue;
        const lj = lambda[j] ?? 0;
        cross += value * lj;
        squares += lj * lj;
      }
      const next = squares > 0 ? Math.max(-CEILING, Math.min(CEILING, cross / squares)) : 0;
      change = Math.max(change, Math.abs(next - (lambda[i] ?? 0)));
      lambda[i] = next;
    }
    if (change < TOLERANCE) return;
  }
}

/** Σ_{i≠j} (r_ij − λ_i λ_j)² over the known cells: what MINRES minimises. */
function residual(r: Float64Array, k: number, lambda: Float64Array): number {
  let total = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const value = r[i * k + j] ?? NaN;
      if (i !== j && !Number.isNaN(value)) total += (value - (lambda[i] ?? 0) * (lambda[j] ?? 0)) ** 2;
    }
  return total;
}
