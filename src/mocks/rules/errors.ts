import type { API_ERROR, ErrorBody } from '@assessment-insights/contract';

/** The error shape (docs/api-contract.md §2) and request ids. Every failure in the fake goes through here. */

/** The contract's codes: a code added there has no status here until the fake learns it. */
export type ErrorCode = keyof typeof API_ERROR;

const STATUS_OF: Record<ErrorCode, number> = {
  missing_api_key: 401,
  invalid_api_key: 401,
  invalid_filter: 400,
  pagination_limit_exceeded: 400,
  idempotency_conflict: 409,
  idempotency_in_progress: 409,
  rate_limited: 429,
  invalid_parameter: 400,
  invalid_body: 400,
  not_found: 404,
  stage_boundary: 409,
  method_not_allowed: 405,
};

/** Thrown anywhere inside a handler; the dispatcher turns it into the error response. */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS_OF[code];
  }
}

const REQUEST_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `req_` + 24 of [a-z0-9] (ASSUMED). Not seeded: ids must differ between runs like a real server's. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let id = 'req_';
  for (const byte of bytes) id += REQUEST_ID_ALPHABET[byte % REQUEST_ID_ALPHABET.length];
  return id;
}

export function errorBody(failure: ApiFailure, requestId: string): ErrorBody {
  return { error: { code: failure.code, message: failure.message, request_id: requestId } };
}
