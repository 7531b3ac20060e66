/**
 * The fixed values of the proxy-mode end-to-end run, defined once and read by
 * `scripts/build-proxy-e2e.ts` (the build), `playwright.config.ts` (the servers)
 * and the specs in `e2e/proxy/`.
 *
 * The run mirrors a deployment with the key kept server-side: the app is built
 * with ASSESSMENT_API_URL and ASSESSMENT_API_KEY set (mode
 * `proxy-with-server-key`), `vite preview` serves it and proxies the API path to
 * a fake API started with the same key. The key opens only that fake.
 *
 * Both ports are off the Fetch standard's list of blocked ports, which the
 * browser refuses to connect to (4045 and 4190, for instance, are on it).
 */
export const PROXY_E2E = {
  /** Where `npm run build:proxy-e2e` writes the build; ignored by git and ESLint. */
  outDir: 'dist-proxy',
  /** `vite preview` of the proxy build (the demo build's preview uses 4173). */
  previewPort: 4174,
  /** The fake API the preview server proxies to. */
  fakeApiPort: 4011,
  /** The fake's control server (GET /requests): what reached the API behind the proxy. */
  controlPort: 4021,
  /**
   * The fake's minute limit. The proxy specs run two at a time on one workspace key, which no
   * single user does, and the app's extra reads (merged totals, the question picker's
   * assessments) would otherwise push them into 429s that each tab waits out; the pacing itself
   * is tested in the unit and conformance tests and the fault spec's 429 storm.
   */
  minuteLimit: 300,
  /** The workspace key of that fake. It must appear nowhere the browser can see. */
  apiKey: 'ak_live_ProxyE2eServerKeyNeverInBrowser0',
  /** ASSESSMENT_BASIC_AUTH of the preview server: a server holding the key is not an open door. */
  basicAuth: { username: 'insights', password: 'proxy-e2e-passphrase' },
} as const;

export const PROXY_E2E_BASE_URL = `http://127.0.0.1:${PROXY_E2E.previewPort}`;

/** The fake API's origin, as a deployer would put it in ASSESSMENT_API_URL. */
export const PROXY_E2E_FAKE_API_URL = `http://127.0.0.1:${PROXY_E2E.fakeApiPort}`;

export const PROXY_E2E_CONTROL_URL = `http://127.0.0.1:${PROXY_E2E.controlPort}`;

/** The server-side settings the build runs with (the mode comes from them). */
export const PROXY_E2E_BUILD_ENV = {
  ASSESSMENT_API_URL: PROXY_E2E_FAKE_API_URL,
  ASSESSMENT_API_KEY: PROXY_E2E.apiKey,
} as const;

/** ... and the preview server, which also asks every visitor for a password. */
export const PROXY_E2E_SERVER_ENV = {
  ...PROXY_E2E_BUILD_ENV,
  ASSESSMENT_BASIC_AUTH: `${PROXY_E2E.basicAuth.username}:${PROXY_E2E.basicAuth.password}`,
} as const;
