/**
 * A test's say over each request (`fake.onRequest`): it sees the request once authentication and
 * the rate limit let it through, before the handler computes the answer. An async hook holds the
 * request, so the answer is computed from the data as it is when the hook resolves (a slow page
 * while the list moves); a hook may also answer with a failure instead (a 429, a 5xx). The
 * request counted against the rate limit either way; a hook that throws gets the crash's 500.
 */

export interface ScriptedRequest {
  url: URL;
  /** Upper case. */
  method: string;
  /** 0-based: how many requests the fake had seen before this one, refused ones included. */
  index: number;
}

/** What a hook may send instead of the answer: as the rate limiter, or a failing server, would. */
export type ScriptedFailure = { status: 429; retryAfterSeconds?: number } | { status: 500 | 502 | 503 };

export type RequestHook = (
  request: ScriptedRequest,
) => ScriptedFailure | undefined | void | Promise<ScriptedFailure | undefined | void>;

/** The fake's own codes for server failures: the contract has none (the client treats every 5xx alike). */
const SERVER_ERROR_CODE = { 500: 'internal_error', 502: 'unavailable', 503: 'unavailable' } as const;

/** A 5xx body in the API's error shape (docs/api-contract.md §2). */
export function serverErrorBody(status: keyof typeof SERVER_ERROR_CODE, message: string, requestId: string) {
  return { error: { code: SERVER_ERROR_CODE[status], message, request_id: requestId } };
}

export function createRequestScript() {
  const hooks: Array<{ hook: RequestHook }> = [];
  return {
    /** Returns the function that removes the hook. */
    add(hook: RequestHook): () => void {
      const entry = { hook };
      hooks.push(entry);
      return () => {
        const index = hooks.indexOf(entry);
        if (index !== -1) hooks.splice(index, 1);
      };
    },
    /** Runs the hooks in the order they were added; the first failure one returns is sent. */
    async run(request: ScriptedRequest): Promise<ScriptedFailure | undefined> {
      for (const { hook } of [...hooks]) {
        const failure = await hook(request);
        if (failure) return failure;
      }
      return undefined;
    },
  };
}
