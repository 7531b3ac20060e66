import { useSyncExternalStore } from 'react';

import type { RateLimitState } from '@assessment-insights/contract';
import { rateLimitStore, type RateLimitStore } from '@/api/rate-limit-store';

/** The API's rate-limit budget as the client last saw it; re-renders when it changes. */
export function useRateLimitState(store: RateLimitStore = rateLimitStore): RateLimitState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
