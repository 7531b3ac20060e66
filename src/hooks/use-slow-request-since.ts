import { useCallback, useSyncExternalStore } from 'react';

import { requestWaits, type RequestWaits } from '@/api/request-waits';

/**
 * When the longest-waiting request went out, once it has waited `thresholdMs`; null before and
 * when none waits. Re-renders only when that changes, not on every request that comes and goes.
 */
export function useSlowRequestSince(thresholdMs: number, store: RequestWaits = requestWaits): number | null {
  const getSnapshot = () => {
    const oldest = store.getOldest();
    return oldest !== null && Date.now() - oldest >= thresholdMs ? oldest : null;
  };
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const oldest = store.getOldest();
        if (oldest !== null) timer = setTimeout(onChange, Math.max(0, oldest + thresholdMs - Date.now()));
        onChange();
      };
      const unsubscribe = store.subscribe(schedule);
      schedule();
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
    [store, thresholdMs],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
