import { type ListPage, streamList, type StreamProgress, resultsSegments } from '@assessment-insights/contract';
import { mergeSorted, type Compare } from '@/api/results-order';

/**
 * Fetches every row of a filtered results list for an export: the filter's segments (a merged
 * filter split per source) streamed side by side (api/list-stream.ts), each segment's rows put
 * back in page order, the sources merged in the list's order.
 */

/** What the export needs from a results list's query parameters (the filters also name the file). */
export interface ExportableParams {
  source?: string;
  pipeline_id?: string;
  page?: number;
  per_page?: number;
  status?: readonly string[];
  question_id?: string;
  assessment_id?: string;
  candidate_id?: string;
  created_after?: string;
  created_before?: string;
}

export interface ExportOptions<Row, Params> {
  params: Params;
  fetchPage: (params: Params, signal: AbortSignal | undefined) => Promise<ListPage<Row>>;
  /** The list's largest per_page (contract: 100 for /question-results, 200 elsewhere). */
  maxPerPage: number;
  signal?: AbortSignal;
  onProgress?: (progress: StreamProgress) => void;
  /**
   * The list's sort order, to merge the sources of a merged filter (questionResultsOrder or
   * assessmentResultsOrder for params.sort). Required when the filter is merged.
   */
  compare?: Compare<Row>;
}

/** Whether the export splits the filter by source (a merged filter: no source, no pipeline_id). */
export const exportSplitsBySource = (params: ExportableParams) => resultsSegments(params).length > 1;

export async function exportAllRows<Row extends { id: string }, Params extends ExportableParams>(
  options: ExportOptions<Row, Params>,
): Promise<Row[]> {
  const { compare } = options;
  options.signal?.throwIfAborted();
  const segments = resultsSegments(options.params);
  if (segments.length > 1 && compare === undefined) {
    throw new TypeError(
      'A merged export (no source, no pipeline_id) needs `compare` to merge the sources in sort order.',
    );
  }
  // Pages arrive in any order: each segment keeps its pages by number.
  const pages: Row[][][] = segments.map(() => []);
  await streamList({
    segments,
    fetchPage: options.fetchPage,
    pageSize: options.maxPerPage,
    signal: options.signal,
    onProgress: options.onProgress,
    onPage: ({ segmentIndex, page, rows }) => {
      const segmentPages = pages[segmentIndex];
      if (segmentPages) segmentPages[page - 1] = rows;
    },
  });
  const lists = pages.map((segmentPages) => segmentPages.flat());
  if (compare === undefined) return lists.flat();
  return lists.reduce((merged, list) => mergeSorted(merged, list, compare), []);
}
