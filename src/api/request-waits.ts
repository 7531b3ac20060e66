import { useCallback, useSyncExternalStore } from 'react';

/**
 * Requests waiting for an answer, and since when: the page says it is still waiting when the
 * oldest has gone unanswered for a while. A timed-out attempt keeps its request's clock running
 * through the retry (the user has been waiting all along); any answer, even a 429, stops it.
 */
export function createRequestWaits() {
  const since = new Map<symbol, number>();
  const listeners = new Set<() => void>();
  let oldest: number | null = null;

  function changed() {
    const next = since.size === 0 ? null : Math.min(...since.values());
    if (next === oldest) return;
    oldest = next;
    for (const listener of listeners) listener();
  }

  return {
    /** A new request; `waiting(at)` when an attempt goes out, `answered()` when any answer comes, `done()` at the end. */
    track() {
      const id = Symbol('request');
      return {
        waiting(at: number) {
          if (since.has(id)) return;
          since.set(id, at);
          changed();
        },
        answered() {
          if (since.delete(id)) changed();
        },
        done() {
          if (since.delete(id)) changed();
        },
      };
    },
    /** When the longest-waiting request went out (epoch ms), or null when none is waiting. */
    getOldest: () => oldest,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RequestWaits = ReturnType<typeof createRequestWaits>;

/** The app's one record, fed by the API client (http.ts). */
export const requestWaits = createRequestWaits();

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
