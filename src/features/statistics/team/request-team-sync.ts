import type { TeamSyncAsk } from './get-team-sync';
import { teamLedgerQuery } from './get-team-ledger';
import { teamRequest } from './team-request';
import type { TeamServer } from './team-server';
import { readTeamSync, type TeamSyncState } from './team-sync-state';

/**
 * `POST /team/v1/sync`: asks the team server to read what changed in the workspace now (it joins
 * a read already running), answered at once (202) with the state. With a scope while the server's
 * first read runs, it reads that scope first (again, when it read it before). Asking twice asks
 * for one sync, so a retried request is harmless.
 */
export function requestTeamSync(server: TeamServer, { scope, signal }: TeamSyncAsk = {}): Promise<TeamSyncState> {
  return teamRequest(server, {
    method: 'POST',
    path: '/sync',
    ...(scope && { query: teamLedgerQuery(scope) }),
    accept: 'application/json',
    read: readTeamSync,
    signal,
  });
}
