import { rateLimitStore } from './rate-limit-store';

/**
 * Preloading on hover spends rate-limit budget on pages the user may never open. Loaders skip
 * a preload when less than this much of the minute budget is left; a real navigation always loads.
 */
const PRELOAD_RESERVE = 30;

export function canSpendOnPreload(): boolean {
  const budget = rateLimitStore.getState().budget;
  if (!budget || Date.now() >= budget.resetAt) return true;
  return budget.remainingMinute > PRELOAD_RESERVE;
}
