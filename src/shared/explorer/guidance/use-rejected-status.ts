import { useCallback, useEffect, useRef, useState } from 'react';

import { isApiError } from '@/api/errors';
import { statusValues, type OnSearchChange, type ResultsSearch } from '@/shared/explorer/results-search';
import type { RejectedStatusNotice } from './RejectedStatusNotice';
import { rejectedStatusValues } from './status-rejection';

export interface UseRejectedStatusOptions {
  /** The list query's error, if any. */
  error: unknown;
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
}

export interface RejectedStatus {
  /** What was removed and why; null when there is nothing to say. */
  notice: RejectedStatusNotice | null;
  dismiss: () => void;
}

interface Correction {
  /** The error that caused it: each error is corrected once. */
  error: unknown;
  /** The URL's status before and after the correction. */
  from: string | undefined;
  to: string | undefined;
  notice: RejectedStatusNotice;
}

/**
 * `invalid_filter` from a hand-edited URL (`status=evaluated,bogus`): drops the values the API
 * refused, keeps the rest, and keeps saying so after the corrected list has loaded — until the
 * user dismisses it or picks statuses again. The URL is replaced, not pushed: Back should not
 * return to an address the API refuses.
 */
export function useRejectedStatus({ error, search, onSearchChange }: UseRejectedStatusOptions): RejectedStatus {
  const [correction, setCorrection] = useState<Correction | null>(null);
  const [seenError, setSeenError] = useState<unknown>(null);

  // Derived while rendering (not in an effect), so the notice and the error appear together.
  if (isApiError(error) && error !== seenError) {
    const status = statusValues(search.status);
    const rejected = rejectedStatusValues(error, status);
    if (rejected.length > 0) {
      const kept = status.filter((value) => !rejected.includes(value));
      setSeenError(error);
      setCorrection({
        error,
        from: search.status,
        to: kept.length === 0 ? undefined : kept.join(','),
        notice: { rejected, kept, message: error.message, requestId: error.requestId },
      });
    }
  }

  // The user chose other statuses: the notice is about a filter that is gone.
  if (correction !== null && search.status !== correction.from && search.status !== correction.to) {
    setCorrection(null);
  }

  const applied = useRef<unknown>(null);
  useEffect(() => {
    if (correction === null || applied.current === correction.error) return;
    applied.current = correction.error;
    onSearchChange({ status: correction.to, page: 1 }, { replace: true });
  }, [correction, onSearchChange]);

  const dismiss = useCallback(() => setCorrection(null), []);
  return { notice: correction?.notice ?? null, dismiss };
}
