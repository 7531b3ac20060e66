import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { teamLedgerQuery } from './get-team-ledger';
import { teamRequest } from './team-request';
import type { TeamServer } from './team-server';
import { readTeamSync, type TeamSyncState } from './team-sync-state';

export interface TeamSyncAsk {
  /** The page's scope: while the server's first read runs, it reads that first and says how far it got. */
  scope?: StatisticsScope;
  signal?: AbortSignal;
}

/** `GET /team/v1/sync`: the sync state of the workspace the key opens, or of a page's scope in it. */
export function getTeamSync(server: TeamServer, { scope, signal }: TeamSyncAsk = {}): Promise<TeamSyncState> {
  return teamRequest(server, {
    path: '/sync',
    ...(scope && { query: teamLedgerQuery(scope) }),
    accept: 'application/json',
    read: readTeamSync,
    signal,
  });
}
