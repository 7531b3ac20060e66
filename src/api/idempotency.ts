import { useRef } from 'react';

/** 8–64 of [A-Za-z0-9_-] (SPEC); a UUID is 36 of those. */
export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * One Idempotency-Key per user action. Retrying the same action (same body) reuses its key, so
 * the API replays instead of acting twice; a changed body or a success starts a new action.
 */
export function useIdempotencyKeys() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(action: unknown): string {
      const fingerprint = JSON.stringify(action);
      if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: createIdempotencyKey() };
      return current.current.key;
    },
    /** Call when the action succeeded: the next submit is a new action. */
    settle(): void {
      current.current = null;
    },
  };
}
