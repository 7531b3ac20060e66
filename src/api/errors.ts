/**
 * The one error type of the API client. Every failure a page can see, from the API or from
 * the way to it, arrives as an ApiError carrying what a user needs to report it.
 */

/** Codes the client itself produces, beside the API's own (API_ERROR in contract.ts). */
export const CLIENT_ERROR = {
  /** No answer: the fetch failed, or a proxy answered 502/503/504 without the API's error body. */
  api_unreachable: 'api_unreachable',
  /** The browser says it is offline. */
  offline: 'offline',
  /** No complete answer within REQUEST_TIMEOUT_MS (contract.ts), retries included. */
  request_timeout: 'request_timeout',
  /** A web page (text/html, or a body starting with `<`) where JSON was expected. */
  html_response: 'html_response',
  /** JSON that does not parse: cut off on the way, or never JSON. */
  malformed_response: 'malformed_response',
  /** JSON of the wrong shape (a field missing or of another type). */
  invalid_response: 'invalid_response',
  api_key_required: 'api_key_required',
  daily_limit_reached: 'daily_limit_reached',
} as const;

export interface ApiErrorInit {
  /** HTTP status; null when no response arrived (network error) or the client refused to send. */
  status: number | null;
  /** The API's `error.code`, or one of CLIENT_ERROR. Unknown codes are kept as they come. */
  code: string;
  message: string;
  /** The API's request id (body or X-Request-Id header), when a response arrived. */
  requestId: string | null;
  /** Seconds from a Retry-After header, when present. */
  retryAfterSeconds?: number | null;
  /** What was asked: method and API path (never the full URL with a host, never a key). */
  method: string;
  path: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string;
  readonly requestId: string | null;
  readonly retryAfterSeconds: number | null;
  readonly method: string;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.method = init.method;
    this.path = init.path;
  }

  /** The key is missing, wrong or regenerated: the user must go to the key page. */
  get isAuthenticationError(): boolean {
    return this.status === 401 || this.code === CLIENT_ERROR.api_key_required;
  }

  /** The answer never came from the API itself: unreachable, offline or timed out. */
  get isConnectionError(): boolean {
    return (
      this.code === CLIENT_ERROR.api_unreachable ||
      this.code === CLIENT_ERROR.offline ||
      this.code === CLIENT_ERROR.request_timeout
    );
  }

  /** A plain-text report a user can paste into a support ticket. */
  toReport(): string {
    return [
      `${this.method} ${this.path}`,
      `status: ${this.status ?? 'no response'}`,
      `code: ${this.code}`,
      `message: ${this.message}`,
      `request id: ${this.requestId ?? 'none'}`,
    ].join('\n');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
