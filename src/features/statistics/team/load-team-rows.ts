import { ApiError, isApiError } from '@/api/errors';
import { sleep } from '@/api/http-responses';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { getTeamLedger } from './get-team-ledger';
import { getTeamSync } from './get-team-sync';
import { requestTeamSync } from './request-team-sync';
import type { TeamServer } from './team-server';
import type { TeamSyncState } from './team-sync-state';

/**
 * A scope's rows from the team server (decision 030), as bytes for the statistics worker: at once
 * when the server has read the workspace or the scope; else once it has read the scope (it reads a
 * page's scope ahead of the rest), its progress shown meanwhile (asked first, so the page never
 * meets the 409 `not_synced` but in a race). A refresh asks the server to sync first, and waits
 * until its "as of" moves past the rows on screen. Every question names the scope.
 */

export interface TeamRowsLoad {
  action: 'open' | 'refresh';
  signal: AbortSignal;
  /** The "as of" of the rows on screen (a refresh waits until the server's moves past it). */
  asOf: string | null;
  /** The server's sync state while it is awaited; null while the rows load. */
  onSync: (sync: TeamSyncState | null) => void;
}

/** How often a waiting job asks the server how far its read got; tests shorten it. */
export const SYNC_POLLING = { intervalMs: 2_000 };

export async function loadTeamRows(
  server: TeamServer,
  scope: StatisticsScope,
  load: TeamRowsLoad,
): Promise<ArrayBuffer> {
  const { signal } = load;
  if (load.action === 'refresh') {
    const asked = await requestTeamSync(server, { scope, signal });
    await untilSynced(server, scope, load, asked, (state) => state.asOf !== load.asOf);
  } else {
    // Unanswered, the rows are asked for all the same: they say themselves whether they are ready.
    const state = await getTeamSync(server, { scope, signal }).catch(() => null);
    if (state?.asOf === null) {
      // Never read: asked for (a person's key starts it); otherwise it runs, waits or failed.
      const reading = state.status === 'never' ? await requestTeamSync(server, { scope, signal }) : state;
      await untilSynced(server, scope, load, reading, (synced) => synced.asOf !== null);
    }
  }
  for (;;) {
    load.onSync(null);
    try {
      return await getTeamLedger(server, scope, signal);
    } catch (error) {
      if (!isApiError(error) || error.code !== 'not_synced') throw error;
    }
    const state = await getTeamSync(server, { scope, signal });
    // Ready already (its read ended in between): ask again, but never in a tight loop.
    if (state.status === 'ready') {
      load.onSync(state);
      await sleep(SYNC_POLLING.intervalMs, signal);
    } else {
      await untilSynced(server, scope, load, state, () => true);
    }
  }
}

/** Shows the server's progress until its read is ready and `done` holds; Cancel (the signal) stops it. */
async function untilSynced(
  server: TeamServer,
  scope: StatisticsScope,
  load: TeamRowsLoad,
  first: TeamSyncState,
  done: (state: TeamSyncState) => boolean,
): Promise<void> {
  let state = first;
  let failedBefore = false;
  for (;;) {
    if (state.status === 'ready' && done(state)) return;
    // A failure seen twice in a row is the answer; once, it may be the last read's, before the
    // server took up the one just asked for.
    if (state.status === 'failed') {
      if (failedBefore) throw syncFailure(state);
      failedBefore = true;
    } else {
      failedBefore = false;
    }
    load.onSync(state);
    await sleep(SYNC_POLLING.intervalMs, load.signal);
    state = await getTeamSync(server, { scope, signal: load.signal });
  }
}

/** The server's own error of its read, with its code and request id, as the pages show errors. */
function syncFailure({ error }: TeamSyncState): ApiError {
  return new ApiError({
    status: null,
    code: error?.code ?? 'sync_failed',
    requestId: error?.requestId ?? error?.request_id ?? null,
    method: 'GET',
    path: '/team/v1/sync',
    message: `The team server could not read the workspace: ${error?.message ?? 'it gave no reason.'}`,
  });
}
