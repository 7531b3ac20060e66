import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { PROXY_ERROR } from '../packages/contract/src/index.ts';
// The contract's entry by path: vite.config.ts loads this file with Vite's config bundler, which
// leaves package names to Node, and Node cannot load a TypeScript package.
import { decideForward } from './forward-rules.ts';

/**
 * The same-origin proxy in front of the real API, for the dev and preview servers: forwards the
 * endpoints the app uses (forward-rules.ts) to ASSESSMENT_API_URL, adds the server-side key when
 * there is one, and answers everything else itself. When the API cannot be reached it answers
 * 502/504 in the API's error shape, naming the cause (refused, DNS, timeout, TLS), so the app can
 * tell "can't reach the API" from the API's own errors. Neither the key nor the browser's
 * cookies or Basic credentials ever leave for the API.
 */

export interface ApiProxyOptions {
  /** ASSESSMENT_API_URL: the workspace's origin, possibly with a path prefix. */
  target: URL;
  /** ASSESSMENT_API_KEY, added as `Authorization: Bearer …`; replaces whatever the browser sent. */
  apiKey?: string;
  /** How long the API may go without sending anything before the proxy answers 504. */
  timeoutMs?: number;
}

/** Longer than the client's own timeout (10 s per attempt), so the client's message comes first. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what must not travel between the app and the API. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'set-cookie',
]);

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The contract's request id shape (`req_` + 24 of [a-z0-9]), so the app shows and copies it as usual. */
const requestId = () => `req_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

export interface ProxyErrorAnswer {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
  /** A request refused unread: its body is read and dropped, so the connection serves the next one. */
  unread?: IncomingMessage;
}

/** Answers in the API's own error shape, so the client reads it like any API error. */
export function sendProxyError(
  res: ServerResponse,
  { status, code, message, headers, unread }: ProxyErrorAnswer,
): void {
  unread?.resume();
  const id = requestId();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': id, ...headers });
  res.end(JSON.stringify({ error: { code, message, request_id: id } }));
}

function forwardedHeaders(incoming: IncomingHttpHeaders, target: URL, apiKey: string | undefined) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  }
  // Basic credentials are for this server, never for the API.
  if (/^basic\s/i.test(headers.authorization?.toString() ?? '')) delete headers.authorization;
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  headers.host = target.host;
  return headers;
}

/** The cause of a failed connection, in words an admin can act on (never the key, never the path). */
export function describeConnectionFailure(error: NodeJS.ErrnoException, target: URL): string {
  const where = `${target.protocol}//${target.host}`;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The server's proxy could not connect to the API at ${where}: connection refused (nothing listens there).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The server's proxy could not connect to the API at ${where}: DNS lookup failed (the host name is unknown).`;
    case 'ECONNRESET':
      return `The server's proxy lost the connection to the API at ${where}: connection reset before the answer was complete.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `The server's proxy could not connect to the API at ${where}: the host is unreachable (${error.code}).`;
    default:
      if (error.code?.startsWith('ERR_TLS') || /certificate|SSL|TLS/i.test(error.message)) {
        return `The server's proxy could not connect to the API at ${where}: the TLS handshake failed (${error.code ?? error.message}).`;
      }
      return `The server's proxy could not connect to the API at ${where}: ${error.code ?? error.message}.`;
  }
}

export function createApiProxy({ target, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS }: ApiProxyOptions) {
  const prefix = target.pathname.replace(/\/+$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

  return function proxyApiRequest(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const decision = decideForward(method, url);
    if (decision.kind === 'not_found') {
      return sendProxyError(res, {
        status: 404,
        code: 'not_found',
        message: 'This path is not one the app uses; the proxy does not forward it.',
        unread: req,
      });
    }
    if (decision.kind === 'method_not_allowed') {
      return sendProxyError(res, {
        status: 405,
        code: 'method_not_allowed',
        message: `The app does not use ${method} on this path; the proxy does not forward it.`,
        headers: { Allow: decision.allow.join(', ') },
        unread: req,
      });
    }

    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port || undefined,
        method,
        path: `${prefix}${url}`,
        headers: forwardedHeaders(req.headers, target, apiKey),
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.setTimeout(timeoutMs, () =>
      upstream.destroy(Object.assign(new Error('timeout'), { code: 'PROXY_TIMEOUT' })),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent || res.destroyed) return void res.destroy();
      if (error.code === 'PROXY_TIMEOUT') {
        const seconds = Math.round(timeoutMs / 1000);
        return sendProxyError(res, {
          status: 504,
          code: PROXY_ERROR.api_timeout,
          message: `The API at ${target.protocol}//${target.host} did not answer the server's proxy within ${seconds} s.`,
        });
      }
      sendProxyError(res, {
        status: 502,
        code: PROXY_ERROR.api_unreachable,
        message: describeConnectionFailure(error, target),
      });
    });
    // The browser gave up (its own timeout, Cancel, a closed tab): so does the proxy.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
