import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { RetryWait } from '@/api/http-options';
import { createIdempotencyKey, type WriteAttempt } from '@/api/idempotency';

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

export interface IdempotentMutation<Variables, Result> {
  mutation: UseMutationResult<Result, Error, Variables>;
  /** Set while the client waits between attempts of the running action (for "still working" or a countdown). */
  retryWait: RetryWait | null;
  /** The last success replayed an earlier attempt: the API did the work once, before this answer. */
  replayed: boolean;
}

/**
 * A write as one user action: the same Idempotency-Key for every attempt and every retry of the
 * same variables (a double click, the client's own retries, "Try again" after an error), a new
 * one after a success or for other variables. Says why the action waits, and whether its answer
 * was a replay.
 */
export function useIdempotentMutation<Variables, Result>(
  write: (variables: Variables, attempt: WriteAttempt) => Promise<Result>,
  onSuccess?: (result: Result, variables: Variables) => unknown,
): IdempotentMutation<Variables, Result> {
  const keys = useIdempotencyKeys();
  const [retryWait, setRetryWait] = useState<RetryWait | null>(null);
  const [replayed, setReplayed] = useState(false);
  const mutation = useMutation({
    mutationFn: (variables: Variables) => {
      setReplayed(false);
      return write(variables, {
        idempotencyKey: keys.keyFor(variables),
        onRetryWait: setRetryWait,
        onReplay: () => setReplayed(true),
      });
    },
    onSuccess: (result, variables) => {
      keys.settle();
      return onSuccess?.(result, variables);
    },
    onSettled: () => setRetryWait(null),
  });
  return { mutation, retryWait, replayed };
}
