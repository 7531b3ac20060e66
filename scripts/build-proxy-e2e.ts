/**
 * Builds the app for the proxy-mode end-to-end tests: `vite build` into dist-proxy/ with
 * ASSESSMENT_API_URL and ASSESSMENT_API_KEY set to the fixed test values, so the build runs in
 * `proxy-with-server-key` mode. The specs in e2e/proxy/ then prove the key stayed out of it.
 * Usage: npm run build:proxy-e2e
 */
import { spawnSync } from 'node:child_process';

import { PROXY_E2E, PROXY_E2E_BUILD_ENV } from '../e2e/proxy-mode.config.ts';

const result = spawnSync('node_modules/.bin/vite', ['build', '--outDir', PROXY_E2E.outDir], {
  stdio: 'inherit',
  env: { ...process.env, ...PROXY_E2E_BUILD_ENV },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
