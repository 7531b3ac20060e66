/**
 * The value as shown (docs/statistics.md): how many digits each figure is shown with, and the
 * number a reader sees, so bands and flags classify what is on screen. No locale here: the app
 * formats the digits (src/features/statistics/format.ts).
 */

/**
 * The value a reader sees, as a number: bands and flags classify this, so a facility shown as
 * "35.0" is never called hard. toFixed and Intl both round the exact binary value half away from 0.
 */
export function roundAsShown(value: number, digits: number): number {
  return Number(value.toFixed(digits)) + 0;
}

/** "2026-04": the UTC month of an epoch ms, as months are keyed (docs/statistics.md: months are UTC). */
export function utcMonth(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}
