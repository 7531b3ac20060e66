import type { QuestionResultsParams } from '@assessment-insights/contract';

/** Windows of creation time, as the repair (repair.ts) asks them. */

/** Rows created in [after, before), in ms; `after` null: from the segment's own start. */
export interface CreationWindow {
  after: number | null;
  before: number;
}

/** Rows per part a split aims at: under a page, so a part missing a few rows still fits one. */
const PART_ROWS = 90;

/** The window as a query: the segment's own creation bounds narrowed to it; null when empty. */
export function windowParams(params: QuestionResultsParams, window: CreationWindow): QuestionResultsParams | null {
  const ownAfter = params.created_after === undefined ? -Infinity : Date.parse(params.created_after);
  const ownBefore = params.created_before === undefined ? Infinity : Date.parse(params.created_before);
  const after = Math.max(ownAfter, window.after ?? -Infinity);
  const before = Math.min(ownBefore, window.before);
  if (after >= before) return null;
  return {
    ...params,
    ...(after === -Infinity ? {} : { created_after: new Date(after).toISOString() }),
    created_before: new Date(before).toISOString(),
  };
}

/**
 * Splits a window at the creation times of the rows read in it (`read`, sorted): about two parts
 * per missing row, none smaller than a page's worth. Rows sharing the window's first creation
 * time get that millisecond to themselves, to be paged whole. Empty when the window cannot be
 * split: every row read shares one millisecond and the window is that millisecond.
 */
export function splitWindow(window: CreationWindow, read: readonly number[], total: number): CreationWindow[] {
  const inside = (at: number) => (window.after === null || at > window.after) && at < window.before;
  const missing = Math.max(1, Math.abs(total - read.length));
  const count = Math.max(2, Math.min(Math.ceil(total / PART_ROWS), 2 * missing));
  const cuts = new Set<number>();
  for (let part = 1; part < count; part++) {
    const at = read[Math.round((part * read.length) / count)];
    if (at !== undefined && inside(at)) cuts.add(at);
  }
  const first = read[0];
  if (cuts.size === 0 && first !== undefined) {
    // The cuts fell on the window's start (rows sharing one creation time): that millisecond
    // apart, and the rest after it.
    const later = read.find((at) => at > first);
    for (const at of [first, first + 1, later ?? first]) if (inside(at)) cuts.add(at);
  }
  if (cuts.size === 0 && first === undefined) {
    // No row read gives a cut: halve the time instead (an open start counts from the epoch).
    const from = window.after ?? 0;
    const middle = Math.floor((from + window.before) / 2);
    if (middle > from && inside(middle)) cuts.add(middle);
  }
  const parts: CreationWindow[] = [];
  let after = window.after;
  for (const at of [...cuts].sort((a, b) => a - b)) {
    parts.push({ after, before: at });
    after = at;
  }
  if (parts.length > 0) parts.push({ after, before: window.before });
  return parts;
}
