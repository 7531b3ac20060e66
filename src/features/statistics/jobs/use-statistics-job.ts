import { useEffect, useSyncExternalStore } from 'react';

import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { useStatisticsEnvironment } from '@/features/statistics/statistics-environment';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { useStatisticsJobs } from './statistics-jobs';
import { joinPageRetry } from '@/lib/retry-failed-queries';

const WAITING: StatisticsJobState = { kind: 'opening' };
const noop = () => undefined;
const idle = () => noop;

/**
 * The scope's statistics job: opened on mount (from the team server's copy, or from the store at
 * no request, or computed), its state followed as it changes. Null job while the workspace is
 * still unknown.
 */
export function useStatisticsJob(scope: StatisticsScope): { job: StatisticsJob | null; state: StatisticsJobState } {
  const { workspace, workspaceError, fetchPageText, teamServer } = useStatisticsEnvironment();
  const jobs = useStatisticsJobs();
  const job = workspace === null ? null : jobs.jobFor({ workspace, scope, fetchText: fetchPageText, teamServer });
  const state = useSyncExternalStore(job?.subscribe ?? idle, job?.getState ?? (() => WAITING));
  useEffect(() => {
    job?.open();
  }, [job]);
  // A failed computation on screen goes on with the page's "Try again" (or the connection's return).
  useEffect(
    () =>
      job
        ? joinPageRetry(() => {
            // 'failed', or 'server-failed': the team server is asked again.
            if (job.getState().kind.endsWith('failed')) job.resume();
          })
        : undefined,
    [job],
  );
  // Without the workspace there is nowhere to keep the ledger: say why nothing is computed.
  if (job === null && workspaceError) {
    return { job, state: { kind: 'failed', error: workspaceError, rowsRead: null, requests: 0 } };
  }
  return { job, state };
}
