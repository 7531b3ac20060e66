/**
 * How the dashboard reaches the Assessment Reporting API, decided at build time
 * (vite.config.ts injects it as `__API_MODE__`):
 * - `demo`: no API configured; the built-in fake API answers inside the browser.
 * - `proxy`: the dev/preview server forwards to the real API; the user supplies the key.
 * - `proxy-with-server-key`: as `proxy`, but the server attaches the key itself.
 */
export type ApiMode = 'demo' | 'proxy' | 'proxy-with-server-key';

/** Decides the mode from the server-side settings; the client only ever sees the result. */
export function resolveApiMode(settings: { apiUrl: string | undefined; apiKey: string | undefined }): ApiMode {
  if (!settings.apiUrl) return 'demo';
  return settings.apiKey ? 'proxy-with-server-key' : 'proxy';
}

/**
 * What the running app knows about its API. In demo mode the built-in fake API
 * issued the workspace's key at start-up; otherwise the key lives with the user
 * (or with the proxy) and is not known here.
 */
export type ApiConnection = { mode: 'demo'; apiKey: string } | { mode: Exclude<ApiMode, 'demo'> };

/**
 * The meta tag naming the mode of the server in front of the page (`npm start` writes it), so a
 * demo build it serves talks to its proxy rather than to a fake in the page.
 */
export const SERVED_API_MODE_META = 'assessment-insights-api';
