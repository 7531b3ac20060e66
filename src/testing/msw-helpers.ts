import { http, HttpResponse, type HttpHandler } from 'msw';

/** msw helpers for page tests: watch the requests a page makes, force an API error, hold a response. */

export const API = '*/api/public/v1';

/** Records every GET to `path` (an msw pattern under the API base) and lets the fake answer it. */
export function recordRequests(server: { use: (...handlers: HttpHandler[]) => void }, path: string): URL[] {
  const urls: URL[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      // Nothing returned: the request falls through to the fake API.
    }),
  );
  return urls;
}

/** An error answer in the API's shape (docs/api-contract.md §2). */
export function apiErrorResponse(status: number, code: string, message: string, requestId: string) {
  return HttpResponse.json(
    { error: { code, message, request_id: requestId } },
    { status, headers: { 'X-Request-Id': requestId } },
  );
}

/** A promise a test resolves when it wants a held response to go on. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Reports a nearly spent minute budget to the client's store, as an API response would. */
export function reportMinuteBudget(
  store: { observe: (headers: Headers, now: number, scope: string) => void },
  remainingMinute: number,
) {
  store.observe(
    new Headers({
      'X-RateLimit-Limit-Minute': '120',
      'X-RateLimit-Remaining-Minute': String(remainingMinute),
      'X-RateLimit-Limit-Day': '10000',
      'X-RateLimit-Remaining-Day': '9000',
      'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 60),
    }),
    Date.now(),
    'test',
  );
}
