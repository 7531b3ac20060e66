import { useMemo, useSyncExternalStore } from 'react';

/**
 * A clock that ticks every `everyMs` until `until`, with a last tick at `until` itself, then
 * stops: a countdown re-renders while it runs and costs nothing once it is over.
 */
function createClock(until: number | null, everyMs: number) {
  let now = Date.now();
  return {
    getSnapshot: () => now,
    subscribe: (onTick: () => void): (() => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        if (until === null || now >= until) return;
        timer = setTimeout(tick, Math.max(1, Math.min(everyMs, until - now)));
      };
      const tick = () => {
        now = Date.now();
        onTick();
        schedule();
      };
      // Time passed between the render and the subscription; React re-reads the snapshot.
      now = Date.now();
      schedule();
      return () => clearTimeout(timer);
    },
  };
}

/** The current time (epoch ms), refreshed every `everyMs` until `until` has passed. */
export function useNow(until: number | null, everyMs = 1000): number {
  const clock = useMemo(() => createClock(until, everyMs), [until, everyMs]);
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
}
