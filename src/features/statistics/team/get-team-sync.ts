import { teamRequest } from './team-request';
import type { TeamServer } from './team-server';
import { readTeamSync, type TeamSyncState } from './team-sync-state';

/** `GET /team/v1/sync`: the sync state of the workspace the key opens. */
export function getTeamSync(server: TeamServer, signal?: AbortSignal): Promise<TeamSyncState> {
  return teamRequest(server, { path: '/sync', accept: 'application/json', read: readTeamSync, signal });
}
