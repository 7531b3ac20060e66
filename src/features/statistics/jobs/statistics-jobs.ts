import { registerTestReset } from '../../../lib/test-resets';
import { scopeStorageKey } from '../engine/scope-key';
import type { StatisticsScope } from '../engine/statistics-scope';
import {
  startStatisticsService,
  type QuestionResultsTextFetcher,
  type StatisticsService,
} from '../worker/statistics-service';
import type { StatisticsJob } from './statistics-job-state';

/**
 * The jobs of this tab, one per workspace and scope, so a page opened again (or React mounting
 * it twice) finds its job where it was. Only the most recently used are kept: a finished job
 * holds its ledger in the worker's memory, and the browser's store has it anyway.
 */
const MAX_JOBS = 12;
const jobs = new Map<string, StatisticsJob>();
let service: StatisticsService | null = null;

/** The statistics worker, started on first use. */
export function statisticsService(): StatisticsService {
  return (service ??= startStatisticsService());
}

export interface StatisticsJobDeps {
  workspace: string;
  scope: StatisticsScope;
  fetchText: QuestionResultsTextFetcher;
}

export function statisticsJobFor(deps: StatisticsJobDeps): StatisticsJob {
  const key = scopeStorageKey(deps.workspace, deps.scope);
  let job = jobs.get(key);
  if (job) jobs.delete(key);
  else job = statisticsService().job({ key, ...deps });
  jobs.set(key, job);
  for (const [oldKey, oldJob] of jobs) {
    if (jobs.size <= MAX_JOBS) break;
    const { kind } = oldJob.getState();
    // A job at work is never dropped: its Cancel must still reach it.
    if (kind === 'running' || kind === 'confirm' || kind === 'opening') continue;
    jobs.delete(oldKey);
    statisticsService().forget(oldKey);
  }
  return job;
}

/** Tests start from no job and a new worker. */
export function forgetStatisticsJobs(): void {
  jobs.clear();
  service?.close();
  service = null;
}
registerTestReset(forgetStatisticsJobs);

/** Whether no job of this tab is reading (tests wait for it before they end). */
export function statisticsJobsIdle(): boolean {
  return [...jobs.values()].every((job) => {
    const { kind } = job.getState();
    return kind !== 'running' && kind !== 'opening';
  });
}
