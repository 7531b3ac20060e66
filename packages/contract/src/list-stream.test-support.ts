/** Test support for list-stream: lists behind a fetcher the test drives, and a page collector. */
import type { ListPage, Pagination } from './contract';
import type { StreamedPage } from './list-stream';

export interface Item {
  id: string;
}
export interface Params {
  list: string;
  page?: number;
  per_page?: number;
}
interface Request {
  list: string;
  page: number;
  signal: AbortSignal;
  /** Answers with the page of the list as the fake API would, or with what `page` says. */
  answer: (page?: { data?: Item[]; pagination?: Partial<Pagination> }) => void;
  fail: (error: unknown) => void;
  settled: boolean;
}

export const items = (prefix: string, count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}` }));

/**
 * Lists behind a fetcher the test drives: each request waits until the test answers it (or, with
 * `auto`, is answered on the next microtask). Counts the requests in flight.
 */
export function fakeApi(lists: Record<string, Item[]>, options: { countTotal?: boolean; auto?: boolean } = {}) {
  const requests: Request[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = (params: Params, signal: AbortSignal) =>
    new Promise<ListPage<Item>>((resolve, reject) => {
      const page = params.page ?? 1;
      const perPage = params.per_page ?? 50;
      const rows = lists[params.list] ?? [];
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const request: Request = {
        list: params.list,
        page,
        signal,
        settled: false,
        answer: (override = {}) => {
          request.settled = true;
          inFlight--;
          resolve({
            data: override.data ?? rows.slice((page - 1) * perPage, page * perPage),
            pagination: {
              page,
              per_page: perPage,
              total: options.countTotal === false ? null : rows.length,
              has_more: page * perPage < rows.length,
              ...override.pagination,
            },
          });
        },
        fail: (error) => {
          request.settled = true;
          inFlight--;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      };
      requests.push(request);
      if (options.auto) queueMicrotask(() => request.answer());
    });
  const pending = () => requests.filter((request) => !request.settled);
  const sent = () => requests.map(({ list, page }) => `${list}${page}`);
  return { fetchPage, requests, pending, sent, maxInFlight: () => maxInFlight };
}

/** Every promise continuation queued so far runs before the next macrotask: nothing is left to happen. */
export const settleMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The rows of every page, put back in segment and page order. */
export function collector() {
  const pages: Array<StreamedPage<Item>> = [];
  const ordered = () =>
    [...pages]
      .sort((a, b) => a.segmentIndex - b.segmentIndex || a.page - b.page)
      .flatMap((page) => page.rows.map((row) => row.id));
  return { onPage: (page: StreamedPage<Item>) => void pages.push(page), pages, ordered };
}
