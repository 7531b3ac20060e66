import { formatCount } from '@/lib/format-number';
import { formatDuration } from '@/lib/format-time';
import type { TeamSyncState } from '@/features/statistics/team/team-sync-state';

/**
 * How the pages speak of the team server (decision 030): where the figures come from, what "as
 * of" means then, where the server's read of the workspace stands, and what to do when it cannot
 * answer.
 */

export const SERVER_COPY = "the team server's copy of the workspace";

/** After "Computed from N answers, as of T": what the answers are, and what T is. */
export const SERVER_READY_NOTE = `${SERVER_COPY}, as of its last sync`;

export const SERVER_MAY_MISS =
  'The answers kept changing while the team server read them and some could not be accounted for, so these figures may miss some until it reads the workspace in full again.';

export const SERVER_STOPPED =
  'Stopped waiting for the team server. It reads on for everyone; Resume loads these statistics when it is done.';

export const READ_API_DIRECTLY = 'Read the API directly';

export const serverFailureTitle = (storeUnavailable: boolean) =>
  storeUnavailable ? "The team server's store is unavailable" : 'The team server could not give these statistics';

export const serverFallbackText = (what: string) =>
  `The statistics of ${what} come from ${SERVER_COPY}. ${READ_API_DIRECTLY} computes them in this browser instead, from the workspace's shared request budget.`;

/** The name of a job's region while it waits for the team server. */
export function serverProgressLabel(action: 'open' | 'refresh', sync: TeamSyncState | null): string {
  if (sync === null) return 'Loading the statistics from the team server';
  return action === 'refresh'
    ? 'The team server is refreshing the workspace'
    : 'The team server is reading these answers';
}

/** Where the server's read stands, in the words of the browser's own progress. */
export function serverProgressText(what: string, action: 'open' | 'refresh', sync: TeamSyncState | null): string {
  if (sync === null) return `Loading ${what} from ${SERVER_COPY}…`;
  const { progress } = sync;
  const counts = progress
    ? ` · ${formatCount(progress.requestsDone)}${progress.requestsPlanned === null ? '' : ` of ${formatCount(progress.requestsPlanned)}`} requests · ${formatCount(progress.rowsRead)} answers read` +
      (progress.etaMs === null ? '' : ` · about ${formatDuration(progress.etaMs)} left`)
    : '';
  const then = action === 'open' ? ' · these statistics load when it is done' : '';
  return `${syncPhase(sync)}${counts}${then}`;
}

function syncPhase({ status, progress }: TeamSyncState): string {
  if (status === 'ready') return 'The team server has read the workspace: loading the answers';
  if (status === 'waiting') return "The team server waits for the workspace's request budget, then reads on by itself";
  if (status === 'failed') return "The team server's last read failed: waiting for its next one";
  if (progress?.phase === 'repair') {
    return 'The answers changed while the team server read them: it looks for any that moved past a page unseen';
  }
  if (progress?.phase === 'refresh') return 'The team server reads the answers added or graded since its last sync';
  // While its first read runs, the server reads a page's answers ahead of the rest.
  if (progress === null) return 'The team server reads these answers next, ahead of the rest of the workspace';
  return 'The team server reads these answers first, then the rest of the workspace, once for everyone';
}
