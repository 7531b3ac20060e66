import type { z } from 'zod/mini';

import { HEADERS, PROXY_ERROR, errorBodySchema } from '@assessment-insights/contract';
import { ApiError, CLIENT_ERROR } from './errors';
import { describeSchemaMismatch } from './schema-mismatch';

/**
 * What a response means, once its body has been read in full: the parsed data, or an ApiError
 * that says which kind of failure it was, so a user (or the admin who set up the proxy) can
 * tell an unreachable API from a web page served in its place, from a response cut off on the way.
 */

export interface ReadResponse {
  response: Response;
  /** The whole body, read under the request's timeout. */
  text: string;
}

/** A successful response as plain data, to parse on another thread (`parseTextResponse`). */
export interface TextResponse {
  status: number;
  contentType: string | null;
  requestId: string | null;
  text: string;
}

/** parseResponse for a response that crossed to another thread as plain data. */
export function parseTextResponse<T>(read: TextResponse, schema: z.ZodMiniType<T>, asked: Asked): T {
  const headers = new Headers();
  if (read.contentType !== null) headers.set('content-type', read.contentType);
  if (read.requestId !== null) headers.set(HEADERS.requestId, read.requestId);
  return parseResponse(
    { response: new Response(null, { status: read.status, headers }), text: read.text },
    schema,
    asked,
  );
}

interface Asked {
  method: string;
  path: string;
}

const UNREACHABLE_HINT =
  'Check that the API is up and that ASSESSMENT_API_URL on the server points at it, then try again.';
const WEB_PAGE_HINT = 'check ASSESSMENT_API_URL and the proxy: they send this path to a web page, not to the API.';

/** A login page, a proxy's error page or the app's own index.html where JSON was expected. */
function isWebPage(response: Response, text: string): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\btext\/html\b/i.test(type) || text.trimStart().startsWith('<');
}

export function parseResponse<T>(
  { response, text }: ReadResponse,
  schema: z.ZodMiniType<T>,
  { method, path }: Asked,
): T {
  const requestId = response.headers.get(HEADERS.requestId);
  const fail = (code: string, message: string, cause?: unknown) =>
    new ApiError({ status: response.status, code, requestId, method, path, cause, message });
  if (isWebPage(response, text)) {
    throw fail(CLIENT_ERROR.html_response, `Got a web page instead of API data — ${WEB_PAGE_HINT}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw fail(
      CLIENT_ERROR.malformed_response,
      `The API's answer was cut off or malformed: ${text.length.toLocaleString('en')} characters of ${method} ${path} are not valid JSON. Try again; if it persists, a proxy may be cutting answers short.`,
      cause,
    );
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw fail(CLIENT_ERROR.invalid_response, describeSchemaMismatch(method, path, parsed.error), parsed.error);
}

/** Statuses with which a proxy says it got no answer from the server behind it. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function errorFromResponse({ response, text }: ReadResponse, { method, path }: Asked): ApiError {
  const headerRequestId = response.headers.get(HEADERS.requestId);
  const retryAfterRaw = response.headers.get(HEADERS.retryAfter);
  const retryAfterSeconds = retryAfterRaw !== null && /^\d+$/.test(retryAfterRaw.trim()) ? Number(retryAfterRaw) : null;
  const body = errorBody(text);
  const status = response.status;
  const base = { status, requestId: body?.request_id ?? headerRequestId, retryAfterSeconds, method, path };

  const proxyCode = body && (Object.values(PROXY_ERROR) as string[]).includes(body.code) ? body.code : null;
  if (GATEWAY_STATUSES.has(status) && (body === null || proxyCode !== null)) {
    // Our own proxy names the cause; any other proxy only says it got nothing.
    const cause =
      body?.message ??
      `The server's proxy answered ${status} ${response.statusText || ''}`.trimEnd() +
        ': it could not get an answer from the API at its configured address.';
    return new ApiError({
      ...base,
      code: proxyCode ?? CLIENT_ERROR.api_unreachable,
      message: `Can't reach the Assessment API. ${cause} ${UNREACHABLE_HINT}`,
    });
  }
  if (body === null && isWebPage(response, text)) {
    return new ApiError({
      ...base,
      code: CLIENT_ERROR.html_response,
      message: `Got a web page instead of API data (HTTP ${status}) — ${WEB_PAGE_HINT}`,
    });
  }
  return new ApiError({
    ...base,
    code: body?.code ?? `http_${status}`,
    message:
      body?.message ??
      `The API answered ${status} ${response.statusText || ''}`.trim() + ' without an error description.',
  });
}

function errorBody(text: string): z.output<typeof errorBodySchema>['error'] | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

/** The browser knows it has no network (navigator.onLine is false): nothing can be reached. */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function connectionError(kind: 'offline' | 'unreachable', { method, path }: Asked, cause: unknown): ApiError {
  return new ApiError({
    status: null,
    code: kind === 'offline' ? CLIENT_ERROR.offline : CLIENT_ERROR.api_unreachable,
    requestId: null,
    method,
    path,
    cause,
    message:
      kind === 'offline'
        ? 'You are offline: the browser has no network connection. The page loads again when the connection returns.'
        : "Can't reach the Assessment API: the request did not reach the server (the app's server or the network is down). Check the connection and try again.",
  });
}

export function timeoutError({ method, path }: Asked, timeoutMs: number, attempts: number): ApiError {
  const seconds = Math.round(timeoutMs / 1000);
  return new ApiError({
    status: null,
    code: CLIENT_ERROR.request_timeout,
    requestId: null,
    method,
    path,
    message:
      `The API did not answer within ${seconds} s` +
      (attempts > 1 ? ` (asked ${attempts} times)` : '') +
      '. It may be overloaded or down: try again in a moment.',
  });
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
