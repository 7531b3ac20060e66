export interface Interval {
  lower: number;
  upper: number;
}

/** The z of a two-sided 95% interval. */
export const Z_95 = 1.96;

/**
 * Wilson score interval for k successes of n (docs/statistics.md): centre (k + z²/2)/(n + z²),
 * half-width z·√(k(n−k)/n + z²/4)/(n + z²). Null when there is nothing to estimate (n = 0).
 */
export function wilsonInterval(k: number, n: number, z = Z_95): Interval | null {
  if (n <= 0) return null;
  const z2 = z * z;
  const centre = (k + z2 / 2) / (n + z2);
  const halfWidth = (z * Math.sqrt((k * (n - k)) / n + z2 / 4)) / (n + z2);
  // At k = 0 or k = n the bound is exactly 0 or 1 in exact arithmetic; keep rounding inside [0, 1].
  return { lower: Math.max(0, centre - halfWidth), upper: Math.min(1, centre + halfWidth) };
}
