import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

import { resolveApiMode } from './src/lib/api-mode.ts';

/** The API's base path (contract §0); the browser only ever talks to this same-origin path. */
const API_BASE_PATH = '/api/public/v1';

/**
 * Proxies the API path to the real API. The key, when configured, is attached
 * here on the server so it never reaches the browser or the built bundle.
 */
function createApiProxy(apiUrl: string, apiKey: string | undefined): ProxyOptions {
  return {
    target: apiUrl,
    changeOrigin: true,
    secure: true,
    configure(proxy) {
      if (!apiKey) return;
      proxy.on('proxyReq', (proxyRequest) => {
        // setHeader is case-insensitive, so this replaces any key the browser sent.
        proxyRequest.setHeader('authorization', `Bearer ${apiKey}`);
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  // Reads ASSESSMENT_* from the environment and from .env files. Vite exposes
  // only VITE_* variables to client code, so these stay server-side.
  const env = loadEnv(mode, process.cwd(), 'ASSESSMENT_');
  const apiUrl = env.ASSESSMENT_API_URL?.trim() || undefined;
  const apiKey = env.ASSESSMENT_API_KEY?.trim() || undefined;
  const proxy = apiUrl ? { [API_BASE_PATH]: createApiProxy(apiUrl, apiKey) } : undefined;

  return {
    plugins: [react()],
    // The client learns which mode it runs in, never the URL or the key.
    define: { __API_MODE__: JSON.stringify(resolveApiMode({ apiUrl, apiKey })) },
    build: { outDir: 'dist', sourcemap: true },
    server: { proxy },
    preview: { proxy },
  };
});
