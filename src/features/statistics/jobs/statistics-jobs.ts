import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { scopeStorageKey, type StatisticsScope } from '@assessment-insights/statistics-engine';
import {
  startStatisticsService,
  type QuestionResultsTextFetcher,
  type StatisticsService,
} from '@/features/statistics/worker/statistics-service';
import type { StatisticsJob } from '@/features/statistics/worker/job-state';
import type { TeamServer } from '@/features/statistics/team/team-server';

/**
 * The statistics jobs of the app that owns `queryClient`: one app a tab, so one registry and one
 * worker a tab; each app a test renders has its own.
 */
export function statisticsJobsOf(queryClient: QueryClient): StatisticsJobs {
  let jobs = registries.get(queryClient);
  if (!jobs) registries.set(queryClient, (jobs = createStatisticsJobs()));
  return jobs;
}

export const useStatisticsJobs = (): StatisticsJobs => statisticsJobsOf(useQueryClient());

const registries = new WeakMap<QueryClient, StatisticsJobs>();

/**
 * The jobs of one app, one per workspace and scope, so a page opened again (or React
 * mounting it twice) finds its job where it was. Only the most recently used are kept: a
 * finished job holds its ledger in the worker's memory, and the browser's store has it anyway.
 */
export interface StatisticsJobs {
  jobFor(deps: StatisticsJobDeps): StatisticsJob;
  /** The statistics worker, started on first use. */
  service(): StatisticsService;
  /** Whether no job is reading. */
  idle(): boolean;
  /** Drops every job and stops the worker (the app is going away). */
  close(): void;
}

export interface StatisticsJobDeps {
  workspace: string;
  scope: StatisticsScope;
  fetchText: QuestionResultsTextFetcher;
  /** Discovery's answer: a team server's copy of the workspace to load instead (decision 030). */
  teamServer?: Promise<TeamServer | null>;
}

const MAX_JOBS = 12;

function createStatisticsJobs(): StatisticsJobs {
  const jobs = new Map<string, StatisticsJob>();
  let running: StatisticsService | null = null;
  const service = () => (running ??= startStatisticsService());

  return {
    service,
    jobFor(deps) {
      const key = scopeStorageKey(deps.workspace, deps.scope);
      let job = jobs.get(key);
      if (job) jobs.delete(key);
      else job = service().job({ key, ...deps });
      jobs.set(key, job);
      for (const [oldKey, oldJob] of jobs) {
        if (jobs.size <= MAX_JOBS) break;
        // A job at work is never dropped: its Cancel must still reach it.
        if (isReading(oldJob) || oldJob.getState().kind === 'confirm') continue;
        jobs.delete(oldKey);
        service().forget(oldKey);
      }
      return job;
    },
    idle: () => [...jobs.values()].every((job) => !isReading(job)),
    close() {
      jobs.clear();
      running?.close();
      running = null;
    },
  };
}

function isReading(job: StatisticsJob): boolean {
  const { kind } = job.getState();
  return kind === 'running' || kind === 'opening' || kind === 'server';
}
