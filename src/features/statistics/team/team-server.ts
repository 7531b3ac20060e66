/**
 * The team server (`npm start`, decision 030) keeps the workspace in its database and serves a
 * statistics scope's rows in one request. Static deployments and demo builds have none.
 */

export const TEAM_BASE_PATH = '/team/v1';

/** What it says of itself: whose keys it reads the workspace with (a person's go in the Authorization header). */
export interface TeamServer {
  version: 1;
  keys: 'server' | 'personal';
}

/** The meta tag the team server puts in the page it serves (server/team/team-server.ts). */
const TEAM_META = 'assessment-insights-team';

/**
 * Whether a team server serves this page: it says so in the page's head (`keys=server` or
 * `keys=personal`), so the app knows at start without a request. No tag (a static deployment,
 * the dev server): the browser-only path.
 */
export function discoverTeamServer(): Promise<TeamServer | null> {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${TEAM_META}"]`)?.content ?? '';
  const keys = /^keys=(server|personal)$/.exec(content.trim())?.[1];
  return Promise.resolve(keys === 'server' || keys === 'personal' ? { version: 1, keys } : null);
}
