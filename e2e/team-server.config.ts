import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The team server's end-to-end run: `npm start` (server/start.ts) serving the demo build in
 * dist/, reading a fake API over HTTP with its key into PGlite in a fresh directory. The page it
 * serves names the server's mode, so the demo build talks to it (decision 030).
 */
export const TEAM_E2E = {
  port: 4176,
  fakeApiPort: 4013,
  /** High enough that the first read is not paced: pacing is the sync's own tests' business. */
  minuteLimit: 100_000,
  apiKey: 'ak_live_TeamE2eServerKeyNeverInBrowser00',
} as const;

export const TEAM_E2E_BASE_URL = `http://127.0.0.1:${TEAM_E2E.port}`;
export const TEAM_E2E_FAKE_API_URL = `http://127.0.0.1:${TEAM_E2E.fakeApiPort}`;

// One directory for the run: set once by the runner, inherited by its workers.
process.env.TEAM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'team-e2e-'));

export const TEAM_E2E_SERVER_ENV = {
  PORT: String(TEAM_E2E.port),
  HOST: '127.0.0.1',
  ASSESSMENT_API_URL: TEAM_E2E_FAKE_API_URL,
  ASSESSMENT_API_KEY: TEAM_E2E.apiKey,
  ASSESSMENT_DATA_DIR: process.env.TEAM_E2E_DATA_DIR,
  DATABASE_URL: '',
};

/**
 * A second `npm start` on the same fake without a server-side key: each person's own key opens
 * their workspace (checked with whoami), in the Authorization header of every team request.
 */
export const TEAM_PERSONAL_E2E = { port: 4177 } as const;
export const TEAM_PERSONAL_E2E_BASE_URL = `http://127.0.0.1:${TEAM_PERSONAL_E2E.port}`;
process.env.TEAM_PERSONAL_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'team-personal-e2e-'));

export const TEAM_PERSONAL_E2E_SERVER_ENV = {
  ...TEAM_E2E_SERVER_ENV,
  PORT: String(TEAM_PERSONAL_E2E.port),
  ASSESSMENT_API_KEY: '',
  ASSESSMENT_DATA_DIR: process.env.TEAM_PERSONAL_E2E_DATA_DIR,
};
