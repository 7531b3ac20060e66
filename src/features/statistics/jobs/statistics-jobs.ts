import { registerTestReset } from '../../../lib/test-resets';
import { scopeStorageKey } from '../engine/ledger-store';
import { createStatisticsJob, type StatisticsJob, type StatisticsJobDeps } from './statistics-job';

/**
 * The jobs of this tab, one per workspace and scope, so a page opened again (or React mounting
 * it twice) finds its job. Only the most recently used are kept: a finished job holds its
 * ledger in memory, and the browser's store has it anyway.
 */
const MAX_JOBS = 12;
const jobs = new Map<string, StatisticsJob>();

export function statisticsJobFor(deps: StatisticsJobDeps): StatisticsJob {
  const key = scopeStorageKey(deps.workspace, deps.scope);
  let job = jobs.get(key);
  if (job) jobs.delete(key);
  else job = createStatisticsJob(deps);
  jobs.set(key, job);
  for (const [oldKey, oldJob] of jobs) {
    if (jobs.size <= MAX_JOBS) break;
    const { kind } = oldJob.getState();
    // A job at work is never dropped: its Cancel must still reach it.
    if (kind === 'running' || kind === 'confirm' || kind === 'opening') continue;
    jobs.delete(oldKey);
  }
  return job;
}

/** Tests start from no job. */
export function forgetStatisticsJobs(): void {
  for (const job of jobs.values()) job.cancel();
  jobs.clear();
}
registerTestReset(forgetStatisticsJobs);

/** Whether no job of this tab is reading (tests wait for it before they end). */
export function statisticsJobsIdle(): boolean {
  return [...jobs.values()].every((job) => {
    const { kind } = job.getState();
    return kind !== 'running' && kind !== 'opening';
  });
}
