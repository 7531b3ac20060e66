import { HEADERS, type RateLimitBudget, type RateLimitState } from '@assessment-insights/contract';

type Listener = () => void;

export function createRateLimitStore() {
  let state: RateLimitState = { budget: null, waitingUntil: null };
  const listeners = new Set<Listener>();
  const emit = (next: RateLimitState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: (): RateLimitState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Reads the headers of any authenticated response; responses without them change nothing.
     * `scope` says whose budget it is: figures for another key (workspace) replace, never merge.
     */
    observe(headers: Headers, now: number, scope: string): void {
      const read = (name: string) => {
        const raw = headers.get(name);
        const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
        return Number.isFinite(value) ? value : null;
      };
      const limitMinute = read(HEADERS.limitMinute);
      const remainingMinute = read(HEADERS.remainingMinute);
      const limitDay = read(HEADERS.limitDay);
      const remainingDay = read(HEADERS.remainingDay);
      const reset = read(HEADERS.reset);
      if (
        limitMinute === null ||
        remainingMinute === null ||
        limitDay === null ||
        remainingDay === null ||
        reset === null
      )
        return;
      const next: RateLimitBudget = {
        limitMinute,
        remainingMinute,
        limitDay,
        remainingDay,
        resetAt: reset * 1000,
        observedAt: now,
        scope,
      };
      const previous = state.budget?.scope === scope ? state.budget : null;
      // Responses can arrive out of order. Windows only move forward, so a response from an
      // older window is stale; within one window, the lowest remaining is the truth.
      if (previous !== null && next.resetAt < previous.resetAt) return;
      const sameWindow = previous !== null && previous.resetAt === next.resetAt;
      const merged = sameWindow
        ? {
            ...next,
            remainingMinute: Math.min(previous.remainingMinute, next.remainingMinute),
            remainingDay: Math.min(previous.remainingDay, next.remainingDay),
          }
        : next;
      emit({ ...state, budget: merged });
    },
    setWaitingUntil(until: number | null): void {
      if (state.waitingUntil !== until) emit({ ...state, waitingUntil: until });
    },
    reset(): void {
      emit({ budget: null, waitingUntil: null });
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;

/** The app's one store, fed by the app's one client. */
export const rateLimitStore = createRateLimitStore();
