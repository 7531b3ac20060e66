import type { RetryWait } from './http-options';

/** 8–64 of [A-Za-z0-9_-] (SPEC); a UUID is 36 of those. */
export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** What a write function needs of the action that calls it (http.ts's RequestOptions). */
export interface WriteAttempt {
  idempotencyKey: string;
  onRetryWait?: (wait: RetryWait) => void;
  onReplay?: () => void;
}
