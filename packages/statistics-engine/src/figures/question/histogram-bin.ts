import { HISTOGRAM_BINS } from '../../thresholds/index';

/** [0,10) → 0 … [90,100] → 9; scores outside 0–100 (not in the contract) land in the end bins. */
export function histogramBin(score: number): number {
  return Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(score / 10)));
}
