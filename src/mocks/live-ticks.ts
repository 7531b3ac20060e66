import type { LiveSimulation } from './live';

/** Live mode's clock: a few new answers and gradings per tick, through the live simulation (live.ts). */

export interface LiveModeOptions {
  /** How often a tick runs (default 10 s). */
  intervalMs?: number;
  /** New answers per tick (default 3). */
  answersPerTick?: number;
  /** Pending answers graded per tick (default 4). */
  gradingsPerTick?: number;
  /** The first tick waits this long plus one interval (default 0): a session can start on the fixed dataset. */
  startAfterMs?: number;
  /** Ticks before live mode stops by itself (default: until stopped), so a benchmark knows what changed. */
  ticks?: number;
}

export const LIVE_MODE_DEFAULTS: Required<LiveModeOptions> = {
  intervalMs: 10_000,
  answersPerTick: 3,
  gradingsPerTick: 4,
  startAfterMs: 0,
  ticks: Infinity,
};

/** Runs a tick every `intervalMs` on the fake's clock; returns the function that stops it. */
export function startLiveTicks(
  simulation: Promise<LiveSimulation>,
  now: () => number,
  options: LiveModeOptions = {},
): () => void {
  const { intervalMs, answersPerTick, gradingsPerTick, startAfterMs, ticks } = { ...LIVE_MODE_DEFAULTS, ...options };
  let timer: ReturnType<typeof setInterval> | undefined;
  let delay: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let ticked = 0;
  const stop = () => {
    stopped = true;
    clearTimeout(delay);
    clearInterval(timer);
  };
  simulation.then(
    (live) => {
      if (stopped || ticks <= 0) return;
      delay = setTimeout(() => {
        timer = setInterval(() => {
          const at = now();
          live.addAnswers(answersPerTick, at);
          live.gradePending(gradingsPerTick, at);
          if (++ticked >= ticks) stop();
        }, intervalMs);
      }, startAfterMs);
    },
    // The fake could not start: its `ready` reports why, and there is nothing to change.
    () => undefined,
  );
  return stop;
}
