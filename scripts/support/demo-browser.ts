/**
 * What the Chromium benchmarks share: `vite preview` of the demo build on a port of their own,
 * Debian's Chromium with the project's flags, and page-side code that survives tsx.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';

import { DEMO_LIVE_MODE_STORAGE_KEY } from '@/mocks/demo';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

/** Serves dist/ (the demo build) on 127.0.0.1:`port` until `stop()` or the process exits. */
export async function servePreview(port: string): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync('dist/index.html')) throw new Error('Build first: npm run build');
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-(preview.pid ?? 0), 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not start on ${origin}`);
}

/** Debian's Chromium (Playwright cannot download browsers here), with the flags the e2e tests use. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/**
 * Prepares a benchmark page: tsx keeps function names with a `__name` helper that page-side
 * code does not have; and the demo's fake runs without live mode, so every run measures the
 * same data and no live tick lands in the figures.
 */
export async function prepareBenchmarkPage(page: Page): Promise<void> {
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.addInitScript((name) => localStorage.setItem(name, 'off'), DEMO_LIVE_MODE_STORAGE_KEY);
}
