import { type ListPage, type QuestionResultsParams, streamList, type FetchedPage } from '@assessment-insights/contract';
import { createdMsOf, type StreamedLedgerRow } from './checkpoint';
import { splitWindow, windowParams, type CreationWindow } from './repair-windows';

/**
 * Finds the rows a moving list let slide past a page boundary unseen (docs/statistics.md §8,
 * decision 022). `created_at` never changes, so the rows created in a window [after, before)
 * that ends at the job's start are a fixed set: the API's `total` for the window, asked with
 * `created_after`/`created_before`, against the rows read in it says whether any is missing.
 * A window that matches is done; a window of one page is read whole in the asking; any other is
 * split at the creation times of the rows read, and its parts are asked in turn. A window's total
 * is its parts' sum, so the last part's total is known without asking (not under a status
 * filter, whose totals move with every grading). Every answer's rows are kept, so the repair also
 * refreshes what it reads.
 */

export interface SegmentToRepair {
  key: string;
  /** The segment's query (its own created_after / created_before are kept). */
  params: QuestionResultsParams;
  /** Every row read in the segment: id → created_at (ms). The repair adds what it reads. */
  created: Map<string, number>;
}

export interface RepairOptions {
  segments: readonly SegmentToRepair[];
  /** The job's start (ms): rows created from then on are new, for the next Refresh to bring. */
  cutoffMs: number;
  fetchPage: (params: QuestionResultsParams, signal: AbortSignal) => Promise<ListPage<StreamedLedgerRow>>;
  /** Keeps rows read (the ledger's upsert, the scope's filter). */
  keep: (rows: readonly StreamedLedgerRow[]) => void;
  pageSize: number;
  /** Requests in flight at most. */
  concurrency: number;
  /** Pages the moved segments held: the repair's budget (REPAIR_BUDGET) is counted in them. */
  pagesRead: number;
  signal?: AbortSignal;
  onRequest?: () => void;
}

export interface RepairOutcome {
  requests: number;
  /** Keys of the segments the repair could not prove complete (budget spent, or a window that never settled). */
  unresolved: string[];
}

/**
 * What a repair may spend, all segments together: requests per page the moved segments held and
 * per moved segment (decision 022). Past it, the segments left are reported unresolved.
 */
export const REPAIR_BUDGET = { perPage: 3, perSegment: 4 } as const;

/** Whole reads of a window that cannot be split, while its rows still slide (each adds what it finds). */
const WHOLE_READ_ATTEMPTS = 3;

class BudgetSpent extends Error {}

export async function repairShiftedSegments(options: RepairOptions): Promise<RepairOutcome> {
  const { pageSize, signal = new AbortController().signal } = options;
  let requests = 0;
  const maxRequests = REPAIR_BUDGET.perPage * options.pagesRead + REPAIR_BUDGET.perSegment * options.segments.length;
  const unresolved = new Set<string>();
  const slot = requestSlots(options.concurrency);

  const ask = (params: QuestionResultsParams, requestSignal: AbortSignal) =>
    slot(() => {
      if (requests >= maxRequests) throw new BudgetSpent();
      requests++;
      options.onRequest?.();
      return options.fetchPage(params, requestSignal);
    });

  const repairSegment = async (segment: SegmentToRepair) => {
    const record = (rows: readonly StreamedLedgerRow[]) => {
      for (const row of rows) segment.created.set(row.id, createdMsOf(row));
      options.keep(rows);
    };
    const readIn = ({ after, before }: CreationWindow) => {
      let count = 0;
      for (const ms of segment.created.values()) if ((after === null || ms >= after) && ms < before) count++;
      return count;
    };
    // Under a status filter a window's total moves with every grading: nothing is deduced from it.
    const totalsHold = segment.params.status === undefined || segment.params.status.length === 0;

    /** Settles a window; returns its total (the rows created in it), known or asked. */
    const settle = async (window: CreationWindow, knownTotal: number | null): Promise<number> => {
      if (knownTotal !== null && readIn(window) === knownTotal) return knownTotal;
      const range = windowParams(segment.params, window);
      if (range === null) return 0;
      const first = await ask({ ...range, page: 1, per_page: pageSize }, signal);
      record(first.data);
      if (!first.pagination.has_more || first.data.length === 0) return first.pagination.total ?? first.data.length;
      const total = first.pagination.total;
      if (total !== null && readIn(window) === total) return total;
      const parts = total === null ? [] : splitWindow(window, sortedTimes(segment, window), total);
      if (total === null || parts.length === 0) {
        await readWhole(window, range, { page: 1, rows: first.data, pagination: first.pagination }, total);
        return total ?? readIn(window);
      }
      // The parts in turn: the last one's total is the window's less the others'.
      let left = total;
      for (const [index, part] of parts.entries()) {
        const rest = parts.slice(index);
        if (totalsHold && rest.reduce((sum, later) => sum + readIn(later), 0) === left) break;
        const isLast = index === parts.length - 1;
        left -= await settle(part, isLast && totalsHold ? left : null);
      }
      return total;
    };

    /** Pages a window to its end, again while rows found fall short of its total. */
    const readWhole = async (
      window: CreationWindow,
      range: QuestionResultsParams,
      firstPage: FetchedPage<StreamedLedgerRow>,
      total: number | null,
    ) => {
      for (let attempt = 0; attempt < WHOLE_READ_ATTEMPTS; attempt++) {
        const outcome = await streamList({
          segments: [{ key: segment.key, params: range, pagesInHand: attempt === 0 ? [firstPage] : [] }],
          fetchPage: ask,
          pageSize,
          concurrency: options.concurrency,
          signal,
          onPage: ({ rows }) => record(rows),
        });
        const settled = total === null ? !outcome.segments.some((read) => read.shifted) : readIn(window) >= total;
        if (settled) return;
      }
      unresolved.add(segment.key);
    };

    try {
      await settle({ after: null, before: options.cutoffMs }, null);
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      unresolved.add(segment.key);
    }
  };

  await Promise.all(options.segments.map(repairSegment));
  return { requests, unresolved: [...unresolved] };
}

function sortedTimes({ created }: SegmentToRepair, { after, before }: CreationWindow): number[] {
  const times: number[] = [];
  for (const ms of created.values()) if ((after === null || ms >= after) && ms < before) times.push(ms);
  return times.sort((a, b) => a - b);
}

/** Runs tasks with at most `max` at once, the rest in arrival order. */
function requestSlots(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    while (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
