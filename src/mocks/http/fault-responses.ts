import { newRequestId } from '@/mocks/rules/errors';
import type { FaultMode } from './faults';

/** What a faulted request gets instead of the fake's answer (see faults.ts). */

/** As on the fake's own responses, so a browser on an absolute base URL sees the fault, not a CORS failure. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'X-Request-Id, Retry-After, X-RateLimit-Limit-Minute, X-RateLimit-Remaining-Minute, X-RateLimit-Limit-Day, X-RateLimit-Remaining-Day, X-RateLimit-Reset',
};

/** What a sign-in gateway or a misrouted proxy serves where the API should be. */
const LOGIN_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sign in</title></head>
  <body>
    <form method="post" action="/login">
      <h1>Sign in to continue</h1>
      <label>Email <input name="email" type="email"></label>
      <label>Password <input name="password" type="password"></label>
      <button type="submit">Sign in</button>
    </form>
  </body>
</html>
`;

export interface FaultLimits {
  minuteLimit: number;
  dayLimit: number;
  /** The fake's clock, for the 429s' X-RateLimit-Reset. */
  now: () => number;
}

function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  const requestId = newRequestId();
  return Response.json(
    { error: { code, message, request_id: requestId } },
    { status, headers: { ...CORS_HEADERS, ...headers, 'X-Request-Id': requestId } },
  );
}

/** The answer a fault gives in place of the fake's, or undefined when the fake answers. */
export function faultResponse(mode: FaultMode, { minuteLimit, dayLimit, now }: FaultLimits): Response | undefined {
  switch (mode) {
    case '5xx':
      return errorResponse(500, 'internal_error', 'The server failed unexpectedly (fault mode 5xx).');
    case 'html':
      return new Response(LOGIN_PAGE, {
        status: 200,
        headers: { ...CORS_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
      });
    case '429-storm':
      return errorResponse(429, 'rate_limited', 'Rate limit exceeded. Retry after 1 s (fault mode 429-storm).', {
        'Retry-After': '1',
        'X-RateLimit-Limit-Minute': String(minuteLimit),
        'X-RateLimit-Remaining-Minute': '0',
        'X-RateLimit-Limit-Day': String(dayLimit),
        // The day's real usage is the fake's; the storm spends only the minute.
        'X-RateLimit-Remaining-Day': String(dayLimit),
        'X-RateLimit-Reset': String(Math.floor(now() / 1000) + 2),
      });
    default:
      return undefined;
  }
}

/** `truncated-json`: the first half of the real body, with a Content-Length that matches it. */
export function truncateBody(headers: Headers, body: Buffer): { headers: Record<string, string>; body: Buffer } {
  const cut = body.subarray(0, Math.floor(body.length / 2));
  const out = Object.fromEntries(headers);
  delete out['transfer-encoding'];
  return {
    headers: { ...out, 'content-type': 'application/json', 'content-length': String(cut.length) },
    body: cut,
  };
}
