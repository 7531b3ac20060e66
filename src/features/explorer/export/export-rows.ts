import type { ListPage } from '../../../api/contract';
import { mergeSorted, type Compare } from '../../../api/results-order';
import { planExport, type ExportableParams } from './export-plan';

/**
 * Fetches every row of a filtered results list for an export (see export-plan.ts for the plan).
 * Pages are fetched one after another; pacing, 429s and retries are the API client's job.
 */

export interface ExportProgress {
  /** Distinct rows fetched so far. */
  rowsFetched: number;
  /** Sum of the segments' totals once every segment has reported one; null until then. */
  totalKnown: number | null;
  pagesFetched: number;
  /** The source being fetched, when the export splits a merged list by source. */
  currentSource?: string;
}

export interface ExportOptions<Row, Params> {
  params: Params;
  fetchPage: (params: Params, signal: AbortSignal | undefined) => Promise<ListPage<Row>>;
  /** The list's largest per_page (contract: 100 for /question-results, 200 elsewhere). */
  maxPerPage: number;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /**
   * The list's sort order, to merge the sources of a merged filter (questionResultsOrder or
   * assessmentResultsOrder for params.sort). Required when the filter is merged.
   */
  compare?: Compare<Row>;
}

export async function exportAllRows<Row extends { id: string }, Params extends ExportableParams>(
  options: ExportOptions<Row, Params>,
): Promise<Row[]> {
  const { fetchPage, signal, onProgress, compare } = options;
  signal?.throwIfAborted();
  const plan = planExport(options.params, options.maxPerPage);
  if (plan.merged && compare === undefined) {
    throw new TypeError(
      'A merged export (no source, no pipeline_id) needs `compare` to merge the sources in sort order.',
    );
  }

  const totals: Array<number | null> = plan.segments.map(() => null);
  const progress: ExportProgress = { rowsFetched: 0, totalKnown: null, pagesFetched: 0 };
  const report = (currentSource: string | undefined) => {
    progress.totalKnown = totals.every((total) => total !== null)
      ? totals.reduce<number>((sum, total) => sum + (total ?? 0), 0)
      : null;
    onProgress?.({ ...progress, ...(currentSource === undefined ? {} : { currentSource }) });
  };

  // A row seen twice (rows added while paging shift later pages) is exported once.
  const seen = new Set<string>();
  const lists: Row[][] = [];
  for (const [index, segment] of plan.segments.entries()) {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      // Checked here too, so no request starts after an abort even if fetchPage ignores the signal.
      signal?.throwIfAborted();
      const result = await untilAborted(fetchPage({ ...segment.params, page }, signal), signal);
      signal?.throwIfAborted();
      for (const row of result.data) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push(row);
      }
      totals[index] = result.pagination.total;
      progress.pagesFetched++;
      progress.rowsFetched = seen.size;
      report(segment.source);
      // An empty page that claims more would page forever: the list has ended.
      if (!result.pagination.has_more || result.data.length === 0) break;
    }
    // The segment is complete, so its true size is known even when the API sent total: null.
    totals[index] = rows.length;
    lists.push(rows);
  }
  report(undefined);

  if (!plan.merged || compare === undefined) return lists.flat();
  return lists.reduce((merged, list) => mergeSorted(merged, list, compare), []);
}

/** Settles with the promise, or rejects with the abort reason as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
  });
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  // The race handles a late rejection of `promise` too, so none goes unhandled.
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
