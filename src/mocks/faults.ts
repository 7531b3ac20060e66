import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { newRequestId } from './rules/errors';

/**
 * Fault modes for the fake over HTTP (http-server.ts only: never in the browser demo nor in any
 * build), so the client's handling of a broken API can be tested end to end. A fault is decided
 * when a request arrives and, except `truncated-json`, answered before the fake's handlers run,
 * so a faulted request changes no state and does not count against the rate limits.
 */
export const FAULT_MODES = ['none', 'hang', '5xx', 'truncated-json', 'html', 'refused', '429-storm'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultState {
  mode: FaultMode;
  /** API requests left before the mode returns to `none` by itself; null: until changed. */
  remaining: number | null;
}

export interface FaultsOptions {
  /** The API listener: `refused` closes it and any other mode listens again on the same port. */
  api: Server;
  minuteLimit: number;
  dayLimit: number;
  /** The fake's clock, for the 429s' X-RateLimit-Reset. */
  now: () => number;
}

const RECENT_REQUESTS = 200;

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

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

export function createFaults({ api, minuteLimit, dayLimit, now }: FaultsOptions) {
  let state: FaultState = { mode: 'none', remaining: null };
  let requests = { total: 0, recent: [] as { method: string; path: string }[] };
  const held = new Set<Socket>();
  let address: { port: number; host: string } | undefined;
  // PUTs apply one after the other, so a close and a listen never overlap.
  let transition = Promise.resolve();
  let control: Server | undefined;

  function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    const requestId = newRequestId();
    return Response.json(
      { error: { code, message, request_id: requestId } },
      { status, headers: { ...CORS_HEADERS, ...headers, 'X-Request-Id': requestId } },
    );
  }

  function stopListening(): Promise<void> {
    const bound = api.address();
    if (bound !== null && typeof bound === 'object') address = { port: bound.port, host: bound.address };
    return new Promise((resolve) => {
      // The callback runs once every connection is gone (or at once, with an error, if already closed).
      api.close(() => resolve());
      api.closeAllConnections();
      for (const socket of held) socket.destroy();
    });
  }

  function listenAgain(): Promise<void> {
    if (api.listening || address === undefined) return Promise.resolve();
    const { port, host } = address;
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        api.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        api.off('error', onError);
        resolve();
      };
      api.once('error', onError);
      api.once('listening', onListening);
      api.listen(port, host);
    });
  }

  async function apply(mode: FaultMode, count: number | undefined): Promise<FaultState> {
    // `none` is where a count ends anyway, and `refused` cannot count requests that never arrive.
    const counted = mode !== 'none' && mode !== 'refused' && count !== undefined;
    state = { mode, remaining: counted ? count : null };
    if (mode === 'refused') await stopListening();
    else await listenAgain();
    return { ...state };
  }

  function set(mode: FaultMode, count?: number): Promise<FaultState> {
    const result = transition.then(() => apply(mode, count));
    transition = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Records an API request and decides its fault, counting it against a `count`. */
  function take(req: IncomingMessage): FaultMode {
    requests.total++;
    requests.recent.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
    if (requests.recent.length > RECENT_REQUESTS) requests.recent.shift();
    const { mode } = state;
    if (state.remaining !== null && --state.remaining === 0) state = { mode: 'none', remaining: null };
    return mode;
  }

  /** `hang`: the request is read and never answered; the socket stays open until the client gives up. */
  function hold(req: IncomingMessage): void {
    const socket = req.socket;
    req.resume();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
  }

  /** The answer a fault gives in place of the fake's, or undefined when the fake answers. */
  function respond(mode: FaultMode): Response | undefined {
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
  function truncate(headers: Headers, body: Buffer): { headers: Record<string, string>; body: Buffer } {
    const cut = body.subarray(0, Math.floor(body.length / 2));
    const out = Object.fromEntries(headers);
    delete out['transfer-encoding'];
    return {
      headers: { ...out, 'content-type': 'application/json', 'content-length': String(cut.length) },
      body: cut,
    };
  }

  function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  function parseFaultBody(text: string): { mode: FaultMode; count?: number } | string {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'The body is not JSON; send {"mode": "…", "count"?: N}.';
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send {"mode": "…", "count"?: N}.';
    const unknown = Object.keys(body).filter((key) => key !== 'mode' && key !== 'count');
    if (unknown.length > 0) return `Unknown field(s): ${unknown.join(', ')}; send {"mode": "…", "count"?: N}.`;
    const { mode, count } = body as { mode?: unknown; count?: unknown };
    if (!isFaultMode(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}; got ${JSON.stringify(mode)}.`;
    if (count === undefined || count === null) return { mode };
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      return `count must be a positive integer; got ${JSON.stringify(count)}.`;
    }
    return { mode, count };
  }

  async function serveControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { pathname } = new URL(req.url ?? '/', 'http://control');
    const method = req.method ?? 'GET';
    if (pathname === '/fault') {
      if (method === 'GET') return sendJson(res, 200, state);
      if (method !== 'PUT')
        return sendJson(res, 405, { error: `${method} /fault: use GET or PUT.` }, { Allow: 'GET, PUT' });
      const parsed = parseFaultBody(Buffer.concat(chunks).toString('utf8'));
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      return sendJson(res, 200, await set(parsed.mode, parsed.count));
    }
    if (pathname === '/requests') {
      if (method === 'GET') return sendJson(res, 200, requests);
      if (method !== 'DELETE') {
        return sendJson(res, 405, { error: `${method} /requests: use GET or DELETE.` }, { Allow: 'GET, DELETE' });
      }
      requests = { total: 0, recent: [] };
      res.writeHead(204).end();
      return;
    }
    sendJson(res, 404, { error: `No such control endpoint: ${pathname}. There are /fault and /requests.` });
  }

  /** Starts the control server; resolves with its URL once it listens. */
  function startControl(port: number, host: string): Promise<string> {
    const server = createServer((req, res) => {
      serveControl(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
        else res.end();
      });
    });
    control = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const bound = server.address();
        resolve(`http://${host}:${typeof bound === 'object' && bound ? bound.port : port}`);
      });
    });
  }

  /** On shutdown: held requests and the control server go too, so nothing keeps the process alive. */
  function close(): void {
    for (const socket of held) socket.destroy();
    control?.close();
    control?.closeAllConnections();
  }

  return { set, take, hold, respond, truncate, startControl, close };
}

export type Faults = ReturnType<typeof createFaults>;
