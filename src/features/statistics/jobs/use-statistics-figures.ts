import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

import type { FiguresRequest, FiguresResultOf } from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { useStatisticsJobs } from './statistics-jobs';

/** The cache key of a job's figures: one computation per ledger version and request, wherever asked. */
export const figuresQueryKey = (
  key: string | null,
  version: number | null,
  alsoDependsOn: unknown,
  request: FiguresRequest,
) => ['statistics', 'figures', key, version, alsoDependsOn, request] as const;

/**
 * A section's figures over a ready job's ledger, computed in the statistics worker. A new pass
 * mark or a refreshed ledger keeps the figures on screen until the new ones arrive (nothing
 * flashes or shifts), and drawing them yields to the user's input (a deferred value).
 */
export function useStatisticsFigures<K extends FiguresRequest['kind']>(
  job: StatisticsJob | null,
  state: StatisticsJobState,
  request: Extract<FiguresRequest, { kind: K }>,
  /** What else the figures depend on (the other group's ledger, to compare). */
  alsoDependsOn: unknown = null,
): {
  figures: FiguresResultOf[K] | null;
  /** Ready, and its figures not computed yet (nothing on screen to keep meanwhile). */
  pending: boolean;
  /** The figures on screen are the previous ones (another pass mark, the ledger before a refresh) while new ones compute. */
  updating: boolean;
  error: Error | null;
} {
  const jobs = useStatisticsJobs();
  const key = job?.key ?? null;
  const version = state.kind === 'ready' ? state.version : null;
  const query = useQuery({
    queryKey: figuresQueryKey(key, version, alsoDependsOn, request),
    queryFn: () => jobs.service().figures(key ?? '', request),
    enabled: key !== null && version !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === key ? previous : undefined),
    staleTime: Infinity,
    // A computation that failed fails again: a bug to report, not a network error to retry.
    retry: false,
  });
  const figures = useDeferredValue(version === null ? null : (query.data ?? null));
  return {
    figures,
    pending: version !== null && figures === null && query.error === null,
    updating: version !== null && query.isPlaceholderData,
    error: query.error,
  };
}
