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
