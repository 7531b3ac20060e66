import { errorBodySchema, HEADERS } from '@assessment-insights/contract';
import { ApiError, CLIENT_ERROR } from '@/api/errors';
import { browserIsOffline, sleep } from '@/api/http-responses';
import { keyStore } from '@/api/key-store';
import { TEAM_BASE_PATH, type TeamServer } from './team-server';

/**
 * The one way the statistics talk to the team server. Not the API client: the team server is no
 * part of the workspace's request budget, so nothing here is paced or counted. Like it, though:
 * every attempt times out, network errors and 5xx are tried again a bounded number of times,
 * a person's key goes in the Authorization header only (never in a URL), and every failure is an
 * ApiError with the server's code and request id.
 */

export interface TeamRequest<T> {
  method?: 'GET' | 'POST';
  /** Under /team/v1. */
  path: string;
  query?: URLSearchParams;
  accept: string;
  /** Reads a successful answer's body, under the attempt's timeout. */
  read: (response: Response, asked: Asked) => Promise<T>;
  signal?: AbortSignal;
}

export interface Asked {
  method: string;
  path: string;
}

/** Bounds of the retries; tests shorten the delays. */
export const TEAM_RETRY = {
  retries: 2,
  baseDelayMs: 400,
  /** A large scope's rows are megabytes: an attempt may take longer than an API page. */
  timeoutMs: 30_000,
};

export async function teamRequest<T>(server: TeamServer, request: TeamRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const asked: Asked = { method, path: `${TEAM_BASE_PATH}${request.path}` };
  const search = request.query?.toString() ?? '';
  const url = new URL(`${asked.path}${search ? `?${search}` : ''}`, globalThis.location?.href ?? 'http://localhost/');
  const headers = new Headers({ Accept: request.accept });
  if (server.keys === 'personal') headers.set('Authorization', `Bearer ${personalKey(asked)}`);

  for (let attempt = 0; ; attempt++) {
    request.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(TEAM_RETRY.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let failure: ApiError;
    try {
      const response = await fetch(url, { method, headers, signal });
      if (response.ok) return await request.read(response, asked);
      failure = errorFromTeamResponse(response, await response.text(), asked);
      if (response.status < 500) throw failure;
    } catch (cause) {
      request.signal?.throwIfAborted();
      if (cause instanceof ApiError) throw cause;
      failure = timeout.aborted ? teamTimeout(asked) : teamUnreachable(asked, cause);
      if (browserIsOffline()) throw failure;
    }
    if (attempt >= TEAM_RETRY.retries) throw failure;
    // Full jitter, as the API client's: browsers that lost the server together do not return together.
    await sleep(Math.floor(Math.random() * TEAM_RETRY.baseDelayMs * 2 ** attempt), request.signal);
  }
}

function personalKey(asked: Asked): string {
  const key = keyStore.get()?.key;
  if (key) return key;
  throw new ApiError({
    status: null,
    code: CLIENT_ERROR.api_key_required,
    requestId: null,
    ...asked,
    message: 'Enter an API key: the team server serves the workspace your key opens.',
  });
}

/** Statuses with which a proxy in front of the team server says it got no answer from it. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The server's `{ error: { code, message, request_id } }`, or what the status alone says. */
function errorFromTeamResponse(response: Response, text: string, asked: Asked): ApiError {
  let body: { code: string; message: string; request_id?: string } | undefined;
  try {
    body = errorBodySchema.safeParse(JSON.parse(text)).data?.error;
  } catch {
    body = undefined;
  }
  const { status } = response;
  const requestId = body?.request_id ?? response.headers.get(HEADERS.requestId);
  if (!body && GATEWAY_STATUSES.has(status)) return teamUnreachable(asked, null, status, requestId);
  return new ApiError({
    status,
    code: body?.code ?? `http_${status}`,
    requestId,
    ...asked,
    message: body?.message ?? `The team server answered ${status} without an error description.`,
  });
}

function teamUnreachable(asked: Asked, cause: unknown, status: number | null = null, requestId: string | null = null) {
  return new ApiError({
    status,
    code: CLIENT_ERROR.api_unreachable,
    requestId,
    ...asked,
    cause,
    message:
      status === null
        ? "Can't reach the team server: the request did not reach it (the server or the network is down)."
        : `Can't reach the team server: the proxy in front of it answered ${status}.`,
  });
}

function teamTimeout(asked: Asked) {
  return new ApiError({
    status: null,
    code: CLIENT_ERROR.request_timeout,
    requestId: null,
    ...asked,
    message: `The team server did not answer within ${Math.round(TEAM_RETRY.timeoutMs / 1000)} s.`,
  });
}

/** A web page where the team server's data was expected: a static host's fallback, not the team server. */
export function webPageInstead(response: Response, asked: Asked): ApiError | null {
  if (!/\btext\/html\b/i.test(response.headers.get('content-type') ?? '')) return null;
  return new ApiError({
    status: response.status,
    code: CLIENT_ERROR.html_response,
    requestId: response.headers.get(HEADERS.requestId),
    ...asked,
    message: `Got a web page instead of the team server's answer to ${asked.method} ${asked.path}.`,
  });
}
