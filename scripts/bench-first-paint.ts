/**
 * Benchmark: the JavaScript a page needs for its first paint in proxy mode (the budget is
 * 120 KB gzip). Serves a proxy-mode build with `vite preview` in front of the fake API over HTTP,
 * opens each page in Chromium and sums the gzip size of the scripts it loaded by the time its
 * heading showed, then of all it loaded once the network was idle (lazy chunks such as the
 * charts included). Usage: npm run build:proxy-e2e && npm run bench:first-paint [-- --dir dist-proxy]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { generateDataset } from '../src/mocks/dataset/generate';
import { DEMO_SEED } from '../src/mocks/demo';
import { launchChromium } from './support/demo-browser';
import { startFakeApiProcess } from './support/fake-api-process';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist-proxy' }, port: { type: 'string', default: '4183' } },
});
const outDir = values.dir;
if (!existsSync(`${outDir}/index.html`)) throw new Error(`No build in ${outDir}/: run npm run build:proxy-e2e first.`);
const BUDGET_KB = 120;

const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const routes = [
  '/assessments',
  '/results',
  '/questions',
  `/assessments/${assessment.id}`,
  `/questions/${assessment.question_ids[0]!}`,
  '/results?view=charts&source=pipeline',
];

const fakeApi = await startFakeApiProcess(['--minute-limit', '100000', '--day-limit', '1000000']);
const apiOrigin = new URL(fakeApi.baseUrl).origin;
const origin = `http://127.0.0.1:${values.port}`;
const preview = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', values.port, '--strictPort'],
  { stdio: 'ignore', env: { ...process.env, ASSESSMENT_API_URL: apiOrigin, ASSESSMENT_API_KEY: fakeApi.apiKey } },
);
const stopAll = () => {
  preview.kill('SIGTERM');
  fakeApi.stop();
};
process.on('exit', stopAll);
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (attempt > 100) throw new Error(`vite preview did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await launchChromium();
const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;
console.log(`First-paint JavaScript in proxy mode (${outDir}/), gzip; budget ${BUDGET_KB} KB per page`);
let over = 0;
for (const route of routes) {
  // A fresh context per page: nothing cached, no stored statistics.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  let chartCode = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => {
          // recharts' own class names: the chart library itself was loaded.
          chartCode ||= body.includes('recharts-wrapper');
          return gzipKb(body);
        },
        () => 0,
      ),
    );
  });
  await page.goto(`${origin}${route}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const firstPaint = new Set(scripts.keys());
  await page.waitForLoadState('networkidle');
  const sizes = new Map<string, number>();
  for (const [url, size] of scripts) sizes.set(url, await size);
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
  const first = sum(firstPaint);
  const all = sum(sizes.keys());
  if (first > BUDGET_KB) over++;
  console.log(
    `${route.padEnd(60)} first paint ${first.toFixed(1).padStart(6)} KB in ${firstPaint.size} files` +
      `${first > BUDGET_KB ? ' OVER' : ''}; with lazy parts ${all.toFixed(1).padStart(6)} KB in ${sizes.size}` +
      `${chartCode ? ' (recharts loaded)' : ' (no chart code)'}`,
  );
  await context.close();
}
await browser.close();
stopAll();
process.exit(over > 0 ? 1 : 0);
