import type { PageParams, Pagination } from './contract';
import type { StreamListOptions, StreamOutcome, StreamProgress } from './list-stream-types';
import { untilAborted } from './until-aborted';

/**
 * Pages lists to their end: the one way the app reads "every row" (the CSV export, the catalog
 * behind the quick filter, the name lists, the statistics engine).
 *
 * The work is split into segments, each one list query paged from page 1 (e.g. one source of a
 * merged results filter: see results-segments.ts). Page 1 of every segment goes first; its
 * `pagination.total` plans the segment's other pages, which then go out side by side; a segment
 * whose total is null walks on `has_more`, one page after the other. At most `concurrency`
 * requests are in flight across all segments. Pacing, 429s and retries stay the API client's job.
 *
 * Rows reach the caller page by page (onPage), each row once (by id: rows added while paging
 * shift others onto the next page), so a caller can keep pages in order or reduce and drop them.
 * The first error rejects the stream and aborts its other requests; the caller retries.
 */

export const DEFAULT_STREAM_CONCURRENCY = 6;

export type {
  FetchedPage,
  ListSegment,
  StreamedPage,
  StreamListOptions,
  StreamOutcome,
  StreamProgress,
} from './list-stream-types';

interface SegmentState<Params> {
  key: string;
  index: number;
  params: Params;
  inHand: Set<number>;
  /** The highest page number requested, queued or in hand. */
  lastDecided: number;
  /** The page where the list ended; Infinity until a page says so. */
  lastPage: number;
  /** Pages this stream requests (queued, in flight or done). */
  requests: number;
  queued: number;
  inFlight: number;
  /** Whether every page to request is decided (a total planned them, or the list ended). */
  extentKnown: boolean;
  total: number | null;
  /** Whether two pages reported different totals. */
  totalChanged: boolean;
  /** Distinct rows delivered, by id: a segment is one list query, and ids are unique within one. */
  seen: Set<string>;
  rows: number;
  pagesSeen: number;
}

export async function streamList<Row extends { id: string }, Params extends PageParams>(
  options: StreamListOptions<Row, Params>,
): Promise<StreamOutcome> {
  const { fetchPage, pageSize, onPage, onProgress } = options;
  const concurrency = options.concurrency ?? DEFAULT_STREAM_CONCURRENCY;
  const maxPages = options.maxPages ?? Infinity;
  requirePositiveInteger('concurrency', concurrency);
  requirePositiveInteger('pageSize', pageSize);
  if (maxPages !== Infinity) requirePositiveInteger('maxPages', maxPages);
  if (new Set(options.segments.map((segment) => segment.key)).size !== options.segments.length)
    throw new Error('Segment keys must be unique within a stream.');
  options.signal?.throwIfAborted();

  // Aborted by the caller's signal, or by the first error to stop the other requests.
  const controller = new AbortController();
  const signal = controller.signal;
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });

  const queue: Array<{ segment: SegmentState<Params>; page: number }> = [];
  let pagesFetched = 0;
  let active = 0;
  const segments = options.segments.map(
    (segment, index): SegmentState<Params> => ({
      key: segment.key,
      index,
      params: segment.params,
      inHand: new Set(segment.pagesInHand?.map((page) => page.page)),
      lastDecided: 0,
      lastPage: Infinity,
      requests: 0,
      queued: 0,
      inFlight: 0,
      extentKnown: false,
      total: null,
      totalChanged: false,
      seen: new Set(),
      rows: 0,
      pagesSeen: 0,
    }),
  );

  /** Queues the pages after the last decided one up to `page`, within the list's end and the cap. */
  const decideUpTo = (segment: SegmentState<Params>, page: number) => {
    const last = Math.min(page, segment.lastPage, maxPages);
    for (let next = segment.lastDecided + 1; next <= last; next++) {
      segment.lastDecided = next;
      if (segment.inHand.has(next)) continue;
      queue.push({ segment, page: next });
      segment.queued++;
      segment.requests++;
    }
    if (page > maxPages) segment.extentKnown = true;
  };

  const receive = (segment: SegmentState<Params>, page: number, data: readonly Row[], pagination: Pagination) => {
    const rows: Row[] = [];
    for (const row of data) {
      if (segment.seen.has(row.id)) continue;
      segment.seen.add(row.id);
      rows.push(row);
    }
    segment.rows += rows.length;
    segment.pagesSeen++;
    if (segment.pagesSeen > 1 && pagination.total !== segment.total) segment.totalChanged = true;
    segment.total = pagination.total;
    segment.lastDecided = Math.max(segment.lastDecided, page);
    onPage?.({ segmentKey: segment.key, segmentIndex: segment.index, page, rows, pagination });
    if (!pagination.has_more || data.length === 0) {
      // The list ends here; an empty page that claims more would otherwise be paged forever.
      segment.lastPage = Math.min(segment.lastPage, page);
      segment.extentKnown = true;
      for (let i = queue.length - 1; i >= 0; i--) {
        const task = queue[i];
        if (task?.segment !== segment || task.page <= page) continue;
        queue.splice(i, 1);
        segment.queued--;
        segment.requests--;
      }
      return;
    }
    if (page === 1 && pagination.total !== null) {
      const perPage = pagination.per_page > 0 ? pagination.per_page : pageSize;
      decideUpTo(segment, Math.ceil(pagination.total / perPage));
      segment.extentKnown = true;
    }
    // No total to plan with, or the list grew past its plan: one more page.
    if (page >= segment.lastDecided) decideUpTo(segment, page + 1);
  };

  const progress = (): StreamProgress => {
    let totalKnown: number | null = 0;
    let pagesPlanned: number | null = 0;
    for (const segment of segments) {
      const expected = isDone(segment)
        ? segment.rows
        : segment.total === null
          ? null
          : Math.min(segment.total, maxPages * pageSize);
      totalKnown = totalKnown === null || expected === null ? null : totalKnown + expected;
      pagesPlanned = pagesPlanned === null || !segment.extentKnown ? null : pagesPlanned + segment.requests;
    }
    const segmentsInFlight = segments.filter((segment) => segment.inFlight > 0).map((segment) => segment.key);
    return { pagesFetched, pagesPlanned, rowsFetched: rowsOf(segments), totalKnown, segmentsInFlight };
  };

  return new Promise<StreamOutcome>((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      outer?.removeEventListener('abort', forwardAbort);
      const outcome = segments.map((segment) => {
        const complete = segment.lastPage !== Infinity;
        const miscounted = complete && segment.total !== null && segment.rows !== segment.total;
        return { key: segment.key, rows: segment.rows, complete, shifted: segment.totalChanged || miscounted };
      });
      resolve({ pagesFetched, rowsFetched: rowsOf(segments), segments: outcome });
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      outer?.removeEventListener('abort', forwardAbort);
      if (!signal.aborted) controller.abort(error);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the fetcher's or a callback's error, as it is
      reject(error);
    };

    const start = (segment: SegmentState<Params>, page: number) => {
      active++;
      segment.queued--;
      segment.inFlight++;
      // A fetcher that throws instead of rejecting ends the stream through step's catch.
      const request = fetchPage({ ...segment.params, page, per_page: pageSize }, signal);
      untilAborted(request, signal).then(
        (result) => {
          active--;
          segment.inFlight--;
          if (settled) return;
          pagesFetched++;
          step(() => receive(segment, page, result.data, result.pagination));
        },
        (error: unknown) => {
          active--;
          segment.inFlight--;
          fail(error);
        },
      );
    };

    /** Takes in what arrived, starts what the bound allows, reports; ends when nothing is left. */
    const step = (takeIn: () => void) => {
      try {
        takeIn();
        if (signal.aborted) return fail(signal.reason);
        while (active < concurrency) {
          const task = queue.shift();
          if (task === undefined) break;
          start(task.segment, task.page);
        }
        onProgress?.(progress());
        // A callback may have aborted: no request starts after that, and the stream ends now.
        if (signal.aborted) return fail(signal.reason);
        if (active === 0) finish();
      } catch (error) {
        fail(error);
      }
    };

    step(() => {
      // The first wave: page 1 of every segment, before any later page.
      for (const segment of segments) decideUpTo(segment, 1);
      for (const [index, segment] of segments.entries()) {
        const inHand = [...(options.segments[index]?.pagesInHand ?? [])].sort((a, b) => a.page - b.page);
        for (const page of inHand) receive(segment, page.page, page.rows, page.pagination);
      }
    });
  });
}

const rowsOf = (segments: ReadonlyArray<SegmentState<unknown>>) =>
  segments.reduce((sum, segment) => sum + segment.rows, 0);

const isDone = (segment: SegmentState<unknown>) =>
  segment.pagesSeen > 0 && segment.queued === 0 && segment.inFlight === 0;

function requirePositiveInteger(name: string, value: number) {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}
