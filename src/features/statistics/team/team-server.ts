import { z } from '@assessment-insights/contract/zod';

/**
 * The team server (`npm start`, decision 030) keeps the workspace in its database and serves a
 * statistics scope's rows in one request. Static deployments and demo builds have none.
 */

export const TEAM_BASE_PATH = '/team/v1';

// The version is compared after parsing: z.literal would cost the entry chunk 74 bytes.
const capabilitiesSchema = z.object({ version: z.number(), keys: z.enum(['server', 'personal']) });

/** What it says of itself: whose keys it reads the workspace with (a person's go in the Authorization header). */
export interface TeamServer {
  version: 1;
  keys: 'server' | 'personal';
}

/** A statistics job waits for discovery, so not long: without an answer, the browser reads the API. */
const DISCOVERY_TIMEOUT_MS = 3_000;

/**
 * Asks once, without a key, whether a team server serves this app. A 404, a web page (a static
 * host's fallback to index.html), another shape or no answer in time: the browser-only path.
 * Never rejects. It sends the default Accept (any type): asked for JSON only, `vite preview`
 * answers 404, which browsers log as an error.
 */
export function discoverTeamServer(): Promise<TeamServer | null> {
  return fetch(new URL(`${TEAM_BASE_PATH}/capabilities`, location.href), {
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => {
      const found = capabilitiesSchema.safeParse(body).data;
      return found?.version === 1 ? (found as TeamServer) : null;
    })
    .catch(() => null);
}
