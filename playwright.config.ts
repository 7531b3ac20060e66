import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { API_BASE_PATH } from '@assessment-insights/contract';
import { fakeApiCommand } from '@/mocks/http/launch';

import { FAULTS_E2E, FAULTS_E2E_BASE_URL, FAULTS_E2E_FAKE_API_URL } from './e2e/faults.config.ts';
import { PROXY_E2E, PROXY_E2E_BASE_URL, PROXY_E2E_SERVER_ENV } from './e2e/proxy-mode.config.ts';
import {
  TEAM_E2E,
  TEAM_E2E_BASE_URL,
  TEAM_E2E_FAKE_API_URL,
  TEAM_E2E_SERVER_ENV,
  TEAM_PERSONAL_E2E_BASE_URL,
  TEAM_PERSONAL_E2E_SERVER_ENV,
} from './e2e/team-server.config.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// The specs run against the production builds, exactly as they ship: the demo
// build in dist/ and the proxy-mode build in dist-proxy/.
if (!existsSync('dist/index.html')) {
  throw new Error('No build found in dist/. Run `npm run build` before `npm run test:e2e`.');
}
if (!existsSync(`${PROXY_E2E.outDir}/index.html`)) {
  throw new Error(
    `No build found in ${PROXY_E2E.outDir}/. Run \`npm run build:proxy-e2e\` before \`npm run test:e2e\`.`,
  );
}

const PROXY_SPECS = 'e2e/proxy/**';
const TEAM_SPECS = 'e2e/team/**';
const TEAM_PERSONAL_SPECS = 'e2e/team-personal/**';
// The specs that drive the fault run's fake through its control server: one at a time.
const FAULT_SPECS = ['e2e/faults.spec.ts', 'e2e/statistics-moving.spec.ts'];

// Playwright cannot download browsers here; Debian's chromium is used instead.
const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS };

const serverDefaults = {
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

/** `vite preview` of a build (dist/ unless `outDir` says otherwise) on 127.0.0.1:`port`. */
const previewCommand = (port: number, outDir?: string) =>
  `node_modules/.bin/vite preview ${outDir ? `--outDir ${outDir} ` : ''}--host 127.0.0.1 --port ${port} --strictPort`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      // The same build in front of a fake API that misbehaves, or moves, on demand (its own
      // servers, so a fault never reaches another spec; one worker, so never another fault spec).
      // First: its specs run one after another on one worker while the other takes the rest;
      // listed last, they ran alone at the end with the second worker idle for a minute.
      name: 'chromium-faults',
      testMatch: FAULT_SPECS,
      workers: 1,
      use: { ...chromium, baseURL: FAULTS_E2E_BASE_URL },
    },
    {
      // Demo mode: dist/, the fake API inside the browser.
      name: 'chromium',
      testIgnore: [PROXY_SPECS, TEAM_SPECS, TEAM_PERSONAL_SPECS, ...FAULT_SPECS],
      use: chromium,
    },
    {
      // Proxy mode with the key kept server-side: dist-proxy/, served by
      // `vite preview`, whose proxy adds the key and forwards to a fake API over HTTP.
      name: 'chromium-proxy',
      testMatch: `${PROXY_SPECS}/*.spec.ts`,
      use: { ...chromium, baseURL: PROXY_E2E_BASE_URL, httpCredentials: PROXY_E2E.basicAuth },
    },
    {
      // `npm start`'s team server: dist/ served with the workspace read into its store.
      name: 'chromium-team',
      testMatch: `${TEAM_SPECS}/*.spec.ts`,
      use: { ...chromium, baseURL: TEAM_E2E_BASE_URL },
    },
    {
      // The same server without a key of its own: each person brings theirs.
      name: 'chromium-team-personal',
      testMatch: `${TEAM_PERSONAL_SPECS}/*.spec.ts`,
      use: { ...chromium, baseURL: TEAM_PERSONAL_E2E_BASE_URL },
    },
  ],
  webServer: [
    {
      ...serverDefaults,
      command: previewCommand(port),
      url: baseURL,
    },
    {
      ...serverDefaults,
      name: 'fake API',
      command: fakeApiCommand({
        port: PROXY_E2E.fakeApiPort,
        key: PROXY_E2E.apiKey,
        writeLatencyMs: 250,
        controlPort: PROXY_E2E.controlPort,
        minuteLimit: PROXY_E2E.minuteLimit,
      }),
      // Unauthenticated, whoami answers 401: enough to know the server is up.
      url: `${PROXY_E2E_SERVER_ENV.ASSESSMENT_API_URL}${API_BASE_PATH}/whoami`,
    },
    {
      ...serverDefaults,
      name: 'proxy preview',
      command: previewCommand(PROXY_E2E.previewPort, PROXY_E2E.outDir),
      url: PROXY_E2E_BASE_URL,
      // Read by vite.config.ts: the preview proxy forwards to the fake and adds the key, and
      // asks every visitor for the password.
      env: { ...PROXY_E2E_SERVER_ENV },
    },
    {
      ...serverDefaults,
      name: 'faulty fake API',
      command: fakeApiCommand({
        port: FAULTS_E2E.fakeApiPort,
        key: PROXY_E2E.apiKey,
        controlPort: FAULTS_E2E.controlPort,
        minuteLimit: FAULTS_E2E.minuteLimit,
      }),
      url: `${FAULTS_E2E_FAKE_API_URL}${API_BASE_PATH}/whoami`,
    },
    {
      ...serverDefaults,
      name: 'faults preview',
      command: previewCommand(FAULTS_E2E.previewPort, PROXY_E2E.outDir),
      url: FAULTS_E2E_BASE_URL,
      env: { ASSESSMENT_API_URL: FAULTS_E2E_FAKE_API_URL, ASSESSMENT_API_KEY: PROXY_E2E.apiKey },
    },
    {
      ...serverDefaults,
      name: 'team fake API',
      command: fakeApiCommand({ port: TEAM_E2E.fakeApiPort, key: TEAM_E2E.apiKey, minuteLimit: TEAM_E2E.minuteLimit }),
      url: `${TEAM_E2E_FAKE_API_URL}${API_BASE_PATH}/whoami`,
    },
    {
      ...serverDefaults,
      name: 'team server',
      command: 'node --import tsx server/start.ts',
      url: `${TEAM_E2E_BASE_URL}/healthz`,
      env: TEAM_E2E_SERVER_ENV,
    },
    {
      ...serverDefaults,
      name: 'team server, personal keys',
      command: 'node --import tsx server/start.ts',
      url: `${TEAM_PERSONAL_E2E_BASE_URL}/healthz`,
      env: TEAM_PERSONAL_E2E_SERVER_ENV,
    },
  ],
});
