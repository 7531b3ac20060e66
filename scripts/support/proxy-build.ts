/**
 * The proxy-mode build as a user's browser meets it: `vite preview` of dist-proxy/ in front of
 * the fake API over HTTP, with a rate limit high enough that a benchmark never waits for it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { startFakeApiProcess } from './fake-api-process';

/** Serves a proxy build (dist-proxy/ unless told) in front of a fake API over HTTP, the key added by the preview server. */
export async function serveProxyBuild(
  port: string,
  outDir = 'dist-proxy',
): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`No build in ${outDir}/: run npm run build:proxy-e2e`);
  const fakeApi = await startFakeApiProcess(['--minute-limit', '100000', '--day-limit', '1000000']);
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', port, '--strictPort'],
    {
      stdio: 'ignore',
      env: { ...process.env, ASSESSMENT_API_URL: new URL(fakeApi.baseUrl).origin, ASSESSMENT_API_KEY: fakeApi.apiKey },
    },
  );
  const stop = () => {
    preview.kill('SIGTERM');
    fakeApi.stop();
  };
  process.on('exit', stop);
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      if (attempt > 100) throw new Error(`vite preview did not start on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
