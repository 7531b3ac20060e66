/**
 * Benchmark: the JavaScript each page loads before its first data shows, gzip, against its
 * page's budget, read in Chromium from what the page really fetched. Proxy mode serves
 * dist-proxy/ with `vite preview` in front of the fake API over HTTP; demo mode serves dist/ (the
 * fake inside the browser, whose chunk counts). Then the page's lazy parts once the network is
 * idle (charts), and whether recharts came with them. Exits non-zero if any page is over.
 * Usage: npm run build && npm run build:proxy-e2e && npm run bench:bundle [-- --mode proxy|demo|both] [--files]
 * (`--files` lists each page's first-data chunks, largest first.)
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import type { Browser, Locator, Page } from '@playwright/test';

import { generateDataset } from '../src/mocks/dataset/generate';
import { DEMO_SEED } from '../src/mocks/demo';
import { launchChromium, prepareBenchmarkPage, servePreview } from './support/demo-browser';
import { serveProxyBuild } from './support/proxy-build';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    port: { type: 'string', default: '4183' },
    files: { type: 'boolean', default: false },
  },
});
type Mode = 'proxy' | 'demo';
const modes: Mode[] = values.mode === 'both' ? ['proxy', 'demo'] : [values.mode as Mode];
if (!modes.every((mode) => mode === 'proxy' || mode === 'demo')) throw new Error('--mode is proxy, demo or both');

/** Gzip KB a page may load before its first data, per class of page and mode. */
const BUDGETS = {
  /** The catalog lists. */
  list: { proxy: 145, demo: 230 },
  /** The results explorers' tables, the detail pages and the comparison. */
  results: { proxy: 160, demo: 230 },
  /** The question results' charts view. */
  charts: { proxy: 185, demo: 240 },
} as const satisfies Record<string, Record<Mode, number>>;

const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const question = dataset.questions.find((candidate) => candidate.id === assessment.question_ids[0])!;
const candidate = dataset.candidates[0]!;
// The demo's planted comparison (as e2e/compare.spec.ts opens it): one assessment, set by two pipelines.
const compared = dataset.assessments.find((candidate) => candidate.name === 'Data Analyst — Core')!;
const pipelineGroup = (name: string) =>
  encodeURIComponent(`pipeline_id=${dataset.pipelines.find((pipeline) => pipeline.name === name)!.id}`);

// A statistics job may read every answer in scope before it says anything: more than a table's wait.
const STATISTICS_WAIT = { timeout: 120_000 };
/** A statistics job's first answer: the plan to confirm, or figures computed before. */
const statisticsShown = (page: Page): Locator =>
  page.getByRole('button', { name: 'Start' }).or(page.getByText(/Computed from [\d,]+ answers, as of/));
const firstCell = (page: Page) => page.getByRole('cell').first().waitFor();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Each page, its budget, and what shows once its first data has arrived; `url` when its name is not one. */
const routes: { page: string; url?: string; budget: keyof typeof BUDGETS; ready: (page: Page) => Promise<void> }[] = [
  { page: '/assessments', budget: 'list', ready: firstCell },
  { page: '/questions', budget: 'list', ready: firstCell },
  { page: '/pipelines', budget: 'list', ready: (page) => page.getByRole('article').first().waitFor() },
  { page: '/candidates', budget: 'list', ready: firstCell },
  { page: '/results', budget: 'results', ready: firstCell },
  { page: '/assessment-results', budget: 'results', ready: firstCell },
  {
    page: '/assessments/$id',
    url: `/assessments/${assessment.id}`,
    budget: 'results',
    ready: (page) => heading(page, assessment.name),
  },
  {
    page: '/questions/$id',
    url: `/questions/${question.id}`,
    budget: 'results',
    ready: (page) => heading(page, question.title),
  },
  {
    page: '/candidates/$id',
    url: `/candidates/${candidate.id}`,
    budget: 'results',
    ready: (page) => heading(page, candidate.name),
  },
  {
    page: '/compare',
    url: `/compare?assessment_id=${compared.id}&a=${pipelineGroup('Graduate programme')}&b=${pipelineGroup('Data & analytics')}`,
    budget: 'results',
    // Its data is the heading and each group's statistics job: both answered.
    ready: async (page) => {
      await heading(page, 'Compare two groups');
      await statisticsShown(page).nth(1).waitFor(STATISTICS_WAIT);
    },
  },
  {
    page: '/results?view=charts',
    url: '/results?view=charts&source=pipeline',
    budget: 'charts',
    // Its data is the statistics' first answer.
    ready: (page) => statisticsShown(page).first().waitFor(STATISTICS_WAIT),
  },
];

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/** Measures every page in `mode`; returns those over their budget. */
async function measure(browser: Browser, mode: Mode, origin: string): Promise<string[]> {
  console.log(`\n${mode} mode: JavaScript loaded before the first data shows, gzip, against the page's budget`);
  const over: string[] = [];
  for (const route of routes) {
    // A fresh context per page: nothing cached, no stored statistics.
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepareBenchmarkPage(page);
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
    await page.goto(`${origin}${route.url ?? route.page}`);
    await route.ready(page);
    const firstData = new Set(scripts.keys());
    await page.waitForLoadState('networkidle');
    const sizes = new Map<string, number>();
    for (const [url, size] of scripts) sizes.set(url, await size);
    const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
    const first = sum(firstData);
    const budget = BUDGETS[route.budget][mode];
    if (first > budget) over.push(route.page);
    console.log(
      `${route.page.padEnd(24)} first data ${first.toFixed(1).padStart(6)} KB of ${budget} in ${firstData.size} files` +
        `${first > budget ? ' OVER' : ''}; with lazy parts ${sum(sizes.keys()).toFixed(1).padStart(6)} KB` +
        ` in ${sizes.size}${chartCode ? ' (recharts loaded)' : ' (no chart code)'}`,
    );
    if (values.files) {
      const files = [...firstData].map((url) => [new URL(url).pathname, sizes.get(url) ?? 0] as const);
      for (const [file, kb] of files.sort((x, y) => y[1] - x[1]))
        console.log(`    ${kb.toFixed(1).padStart(6)} ${file}`);
    }
    await context.close();
  }
  return over;
}

const browser = await launchChromium();
const over: string[] = [];
for (const mode of modes) {
  // A port per mode: the first server may still hold its port while it stops.
  const server =
    mode === 'proxy' ? await serveProxyBuild(values.port) : await servePreview(String(Number(values.port) + 1));
  over.push(...(await measure(browser, mode, server.origin)).map((page) => `${mode} ${page}`));
  server.stop();
}
await browser.close();
if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
process.exit(over.length > 0 ? 1 : 0);
