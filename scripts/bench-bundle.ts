/**
 * Benchmark: the JavaScript each page loads before its first data shows, gzip, against the
 * budgets (proxy mode 120 KB, demo 200 KB), read in Chromium from what the page really fetched.
 * Proxy mode serves dist-proxy/ with `vite preview` in front of the fake API over HTTP; demo mode
 * serves dist/ (the fake inside the browser, whose chunk counts). Then the page's lazy parts once
 * the network is idle (charts), and whether recharts came with them.
 * Usage: npm run build && npm run build:proxy-e2e && npm run bench:bundle [-- --mode proxy|demo|both]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import { generateDataset } from '../src/mocks/dataset/generate';
import { DEMO_LIVE_MODE_STORAGE_KEY, DEMO_SEED } from '../src/mocks/demo';
import { launchChromium, servePreview } from './support/demo-browser';
import { startFakeApiProcess } from './support/fake-api-process';

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'both' }, port: { type: 'string', default: '4183' } },
});
const BUDGET_KB = { proxy: 120, demo: 200 } as const;
type Mode = keyof typeof BUDGET_KB;
const modes: Mode[] = values.mode === 'both' ? ['proxy', 'demo'] : [values.mode as Mode];
if (!modes.every((mode) => mode in BUDGET_KB)) throw new Error('--mode is proxy, demo or both');

const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const question = dataset.questions.find((candidate) => candidate.id === assessment.question_ids[0])!;
const candidate = dataset.candidates[0]!;
/** Each page, and what shows once its first data has arrived. */
const routes: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/assessments', ready: (page) => page.getByRole('cell').first().waitFor() },
  { path: '/results', ready: (page) => page.getByRole('cell').first().waitFor() },
  { path: '/questions', ready: (page) => page.getByRole('cell').first().waitFor() },
  {
    path: `/assessments/${assessment.id}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: assessment.name }).waitFor(),
  },
  {
    path: `/questions/${question.id}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: question.title }).waitFor(),
  },
  {
    // Its data is the statistics' first answer: the plan to confirm, or figures computed before.
    path: '/results?view=charts&source=pipeline',
    ready: (page) =>
      page
        .getByRole('button', { name: 'Start' })
        .or(page.getByText(/Computed from [\d,]+ answers/))
        .first()
        .waitFor(),
  },
  { path: '/pipelines', ready: (page) => page.getByRole('article').first().waitFor() },
  { path: '/candidates', ready: (page) => page.getByRole('cell').first().waitFor() },
  {
    path: `/candidates/${candidate.id}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: candidate.name }).waitFor(),
  },
];

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/** Serves dist-proxy/ in front of a fake API over HTTP, the key added by the preview server. */
async function serveProxyBuild(port: string): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync('dist-proxy/index.html')) throw new Error('No build in dist-proxy/: run npm run build:proxy-e2e');
  const fakeApi = await startFakeApiProcess(['--minute-limit', '100000', '--day-limit', '1000000']);
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', 'dist-proxy', '--host', '127.0.0.1', '--port', port, '--strictPort'],
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

async function measure(browser: Browser, mode: Mode, origin: string): Promise<number> {
  console.log(`\n${mode} mode: JavaScript loaded before the first data shows, gzip; budget ${BUDGET_KB[mode]} KB`);
  let over = 0;
  for (const route of routes) {
    // A fresh context per page: nothing cached, no stored statistics.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((name) => localStorage.setItem(name, 'off'), DEMO_LIVE_MODE_STORAGE_KEY);
    const scripts = new Map<string, Promise<number>>();
    let chartCode = false;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const size = response.body().then(
        (body) => {
          // recharts' own class names: the chart library itself was loaded.
          chartCode ||= body.includes('recharts-wrapper');
          return gzipKb(body);
        },
        () => 0,
      );
      scripts.set(response.url(), size);
    });
    await page.goto(`${origin}${route.path}`);
    await route.ready(page);
    const firstData = new Set(scripts.keys());
    await page.waitForLoadState('networkidle');
    const sizes = new Map<string, number>();
    for (const [url, size] of scripts) sizes.set(url, await size);
    const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
    const first = sum(firstData);
    if (first > BUDGET_KB[mode]) over++;
    console.log(
      `${route.path.padEnd(60)} first data ${first.toFixed(1).padStart(6)} KB in ${firstData.size} files` +
        `${first > BUDGET_KB[mode] ? ' OVER' : ''}; with lazy parts ${sum(sizes.keys()).toFixed(1).padStart(6)} KB` +
        ` in ${sizes.size}${chartCode ? ' (recharts loaded)' : ' (no chart code)'}`,
    );
    await context.close();
  }
  return over;
}

const browser = await launchChromium();
let over = 0;
for (const mode of modes) {
  // A port per mode: the first server may still hold its port while it stops.
  const server =
    mode === 'proxy' ? await serveProxyBuild(values.port) : await servePreview(String(Number(values.port) + 1));
  over += await measure(browser, mode, server.origin);
  server.stop();
}
await browser.close();
process.exit(over > 0 ? 1 : 0);
