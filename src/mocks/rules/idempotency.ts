import { ApiFailure } from './errors';

/**
 * docs/api-contract.md §4 idempotency for POST and PATCH, scoped to the workspace. "Same request" means the same
 * method, path and JSON value (key order ignored); only successful responses are kept, 24 h.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

type Entry =
  | { state: 'running'; fingerprint: string }
  | { state: 'done'; fingerprint: string; response: StoredResponse; expiresAt: number };

export function createIdempotencyStore(now: () => number) {
  const entries = new Map<string, Entry>();

  return {
    /**
     * Runs `execute` under the key, or replays / refuses as the contract says.
     * Returns the response and whether it is a replay.
     */
    async run(
      workspaceId: string,
      key: string,
      fingerprint: string,
      execute: () => Promise<StoredResponse>,
    ): Promise<{ response: StoredResponse; replayed: boolean }> {
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new ApiFailure(
          'invalid_parameter',
          'Idempotency-Key must be 8–64 characters of letters, digits, "_" or "-".',
        );
      }
      const scopedKey = `${workspaceId}:${key}`;
      const existing = entries.get(scopedKey);
      if (existing?.state === 'done' && existing.expiresAt <= now()) entries.delete(scopedKey);
      const entry = entries.get(scopedKey);
      if (entry) {
        if (entry.fingerprint !== fingerprint) {
          throw new ApiFailure(
            'idempotency_conflict',
            'This Idempotency-Key was already used with a different request. Use a new key for a new action.',
          );
        }
        if (entry.state === 'running') {
          throw new ApiFailure(
            'idempotency_in_progress',
            'A request with this Idempotency-Key is still being processed. Retry shortly.',
          );
        }
        return { response: entry.response, replayed: true };
      }
      entries.set(scopedKey, { state: 'running', fingerprint });
      try {
        const response = await execute();
        if (response.status < 400) {
          entries.set(scopedKey, { state: 'done', fingerprint, response, expiresAt: now() + REPLAY_WINDOW_MS });
        } else {
          entries.delete(scopedKey);
        }
        return { response, replayed: false };
      } catch (error) {
        // Error responses are not stored: a retry after a 4xx/5xx runs again.
        entries.delete(scopedKey);
        throw error;
      }
    },
  };
}

/** Method + path + canonical JSON (sorted keys); a body that is not JSON counts as its raw text. */
export function requestFingerprint(method: string, path: string, rawBody: string): string {
  let canonical: string;
  try {
    canonical = canonicalJson(rawBody.trim() === '' ? null : JSON.parse(rawBody));
  } catch {
    canonical = `raw:${rawBody}`;
  }
  return `${method} ${path} ${canonical}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
