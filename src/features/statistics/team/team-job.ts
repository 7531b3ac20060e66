import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { loadTeamRows } from './load-team-rows';
import type { TeamServer } from './team-server';

/** What a page's job lends its team server's part. */
export interface TeamJobHost {
  server: TeamServer;
  scope: StatisticsScope;
  job: StatisticsJob;
  show: (state: StatisticsJobState) => void;
  /** Hands the rows to the statistics worker (transferred, not copied); its ready state follows. */
  deliver: (bytes: ArrayBuffer) => void;
}

export type TeamJob = Pick<StatisticsJob, 'open' | 'cancel' | 'resume' | 'refresh' | 'recompute'>;

/**
 * A page's job that reads the team server's copy of the workspace (decision 030): it loads the
 * scope's rows, or shows the server's read while it waits for it, and hands the rows to the
 * worker, which computes the figures as from the API. Cancel stops waiting (the server reads on):
 * a refresh keeps the figures on screen, an opening job stops. Refresh asks the server to sync.
 * Its requests are the team server's, not the workspace's budget: they are not paced.
 */
export function teamJob(host: TeamJobHost): TeamJob {
  let opened = false;
  let controller: AbortController | null = null;

  async function run(action: 'open' | 'refresh') {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const before = host.job.getState();
    const shown = before.kind === 'ready' ? before : null;
    host.show({ kind: 'server', action, sync: null });
    try {
      const bytes = await loadTeamRows(host.server, host.scope, {
        action,
        signal: own.signal,
        asOf: shown?.meta.asOf ?? null,
        onSync: (sync) => {
          if (controller === own) host.show({ kind: 'server', action, sync });
        },
      });
      if (controller === own) host.deliver(bytes);
    } catch (error) {
      if (controller !== own) return;
      if (own.signal.aborted) host.show(shown ?? { kind: 'server-stopped' });
      else host.show({ kind: 'server-failed', error });
    } finally {
      if (controller === own) controller = null;
    }
  }

  return {
    open() {
      if (opened) return;
      opened = true;
      void run('open');
    },
    cancel: () => controller?.abort(),
    resume: () => void run('open'),
    refresh: () => void run('refresh'),
    // The server reads its copy itself: all a page can do is load it again.
    recompute: () => void run('open'),
  };
}
