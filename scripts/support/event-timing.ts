/**
 * An interaction's latency as INP counts it, from the Event Timing API: the longest event entry
 * of the interaction, from the input to the next paint after its handlers ran.
 */
import type { Page } from '@playwright/test';

/** The smallest duration the API reports: a faster interaction leaves no entry. */
export const EVENT_THRESHOLD_MS = 16;

export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

export interface InteractionTiming {
  /** The longest entry of the interaction; null when none reached EVENT_THRESHOLD_MS. */
  duration: number | null;
  /** The entries of every interaction that began with the action, in order. */
  entries: EventEntry[];
  /** Interactions the browser counted during the action, whether or not they left an entry. */
  counted: number;
}

interface PageTiming {
  entries: (EventEntry & { startTime: number })[];
  collect: () => void;
}

/** Observes event entries from before the page's own code runs; call before `page.goto`. */
export async function observeEventTiming(page: Page): Promise<void> {
  await page.addInitScript((threshold) => {
    const timing: PageTiming = { entries: [], collect: () => undefined };
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) timing.entries.push(entry.toJSON() as PageTiming['entries'][number]);
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    // durationThreshold is missing from TypeScript's DOM types.
    observer.observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
    timing.collect = () => keep(observer.takeRecords());
    (globalThis as unknown as { __eventTiming: PageTiming }).__eventTiming = timing;
  }, EVENT_THRESHOLD_MS);
}

/**
 * Runs `act` (one user interaction), waits for `done` (the change it makes on the page) and for
 * the paints after it, then reads the entries of the interactions that began with the action.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<InteractionTiming> {
  const before = await page.evaluate(() => ({ time: performance.now(), count: performance.interactionCount }));
  await act();
  await done();
  const after = await page.evaluate(async (since) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The frame that shows the change, and the one after it, have been drawn.
    await frame();
    await frame();
    // Chromium queues an entry once its frame has been presented, which can trail the drawing.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const timing = (globalThis as unknown as { __eventTiming: PageTiming }).__eventTiming;
    timing.collect();
    return {
      entries: timing.entries
        .filter((entry) => entry.startTime >= since)
        .map(({ name, interactionId, duration }) => ({ name, interactionId, duration })),
      count: performance.interactionCount,
    };
  }, before.time);
  // A "< 16 ms" figure is only true of an interaction the browser did see.
  if (after.count === before.count) throw new Error('The browser counted no interaction: nothing was measured');
  const durations = after.entries.map((entry) => entry.duration);
  return {
    duration: durations.length > 0 ? Math.max(...durations) : null,
    entries: after.entries,
    counted: after.count - before.count,
  };
}
