import type { ListPage, Pagination } from './contract';

/** What streamList (list-stream.ts) is given, reports and delivers. */

/** One page as the stream delivered it. */
export interface FetchedPage<Row> {
  page: number;
  /** The page's rows, less those an earlier page of the stream delivered. */
  rows: Row[];
  pagination: Pagination;
}

export interface StreamedPage<Row> extends FetchedPage<Row> {
  segmentKey: string;
  segmentIndex: number;
}

export interface ListSegment<Params, Row = never> {
  /** Names the segment in progress and pages, e.g. its source; unique within a stream. */
  key: string;
  /** The query of page 1; each request sets `page` and `per_page` on it. */
  params: Params;
  /** Pages fetched by an earlier, interrupted stream: delivered again, not requested again. */
  pagesInHand?: ReadonlyArray<FetchedPage<Row>>;
}

export interface StreamProgress {
  /** Pages received from the API so far: one request each. */
  pagesFetched: number;
  /** The requests the stream makes in all, once every segment's extent is known; null before. */
  pagesPlanned: number | null;
  /** Distinct rows delivered so far (pages in hand included). */
  rowsFetched: number;
  /** Sum of the segments' totals once each reported one; a finished segment counts its true size. */
  totalKnown: number | null;
  /** Keys of the segments with a request in flight, in segment order. */
  segmentsInFlight: string[];
}

export interface StreamListOptions<Row, Params> {
  segments: ReadonlyArray<ListSegment<Params, Row>>;
  fetchPage: (params: Params, signal: AbortSignal) => Promise<ListPage<Row>>;
  /** per_page of every request: the list's largest costs the fewest requests. */
  pageSize: number;
  /** Requests in flight at most, all segments together (default 6). */
  concurrency?: number;
  /** Pages per segment at most; a segment cut short is reported incomplete. */
  maxPages?: number;
  signal?: AbortSignal;
  onPage?: (page: StreamedPage<Row>) => void;
  onProgress?: (progress: StreamProgress) => void;
}

export interface StreamOutcome extends Pick<StreamProgress, 'pagesFetched' | 'rowsFetched'> {
  /** Per segment: distinct rows, and false when maxPages stopped it before the list's end. */
  segments: Array<{
    key: string;
    rows: number;
    complete: boolean;
    /**
     * The list moved while it was read: its total changed from page to page, or the distinct rows
     * do not add up to it. Rows may then have slid across a page boundary unseen (docs/api-contract.md §5).
     */
    shifted: boolean;
  }>;
}
