/**
 * Benchmark: the JavaScript each page requests before its first data shows, gzip, against its
 * page's budget, read in Chromium from what the page really fetched. The moment is the page's
 * own: an init script tests the route's first data on each batch of DOM changes and records
 * `performance.now()` when it first holds; a script counts when its request started by then
 * (Resource Timing, on the same clock), so a chunk asked for in the same instant as the data
 * counts in every run or in none. Proxy mode serves dist-proxy/ with `vite preview` in front of
 * the fake API over HTTP; demo mode serves dist/ (the fake inside the browser, whose chunk
 * counts). Then the page's lazy parts once the network is idle (charts), and whether recharts
 * came with them. Exits non-zero if any page is over.
 * Usage: npm run build && npm run build:proxy-e2e && npm run bench:bundle [-- --mode proxy|demo|both] [--files]
 * (`--files` lists each page's first-data chunks, largest first.)
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
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
  /** The results explorers' tables and the detail pages. */
  results: { proxy: 160, demo: 230 },
  /** The comparison: its first data is two statistics jobs', so the worker (with its fingerprinting) is in it (decision 026). */
  compare: { proxy: 166, demo: 235 },
  /** The question results' charts view: the same, and every answer the demo's fake generates (decision 026). */
  charts: { proxy: 185, demo: 250 },
} as const satisfies Record<string, Record<Mode, number>>;

const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const question = dataset.questions.find((candidate) => candidate.id === assessment.question_ids[0])!;
const candidate = dataset.candidates[0]!;
// The demo's planted comparison (as e2e/compare.spec.ts opens it): one assessment, set by two pipelines.
const compared = dataset.assessments.find((candidate) => candidate.name === 'Data Analyst — Core')!;
const pipelineGroup = (name: string) =>
  encodeURIComponent(`pipeline_id=${dataset.pipelines.find((pipeline) => pipeline.name === name)!.id}`);

/**
 * A page's first data as plain DOM, tested inside the page on each batch of DOM changes: `test`
 * runs there (from its source, so it closes over nothing but `arg`). A page's data is all of its
 * conditions holding; the same test is what the benchmark waits for.
 */
interface FirstData {
  test: (arg: never) => boolean;
  arg: unknown;
}
const condition = <Arg>(test: (arg: Arg) => boolean, arg: Arg): FirstData => ({ test, arg });

/** A row's cell: a `td` of a table that is not a skeleton (those are hidden from assistive tech). */
const tableCell = condition(
  () => [...document.querySelectorAll('table td')].some((cell) => cell.closest('[aria-hidden="true"]') === null),
  null,
);
const pipelineCard = condition(() => document.querySelector('article') !== null, null);
const heading = (name: string) => condition((name) => document.querySelector('h1')?.textContent?.trim() === name, name);
/** `count` statistics jobs answered: each says its plan to confirm (Start) or the figures computed before. */
const statisticsShown = (count: number) =>
  condition((count) => {
    const starts = [...document.querySelectorAll('button')].filter((button) => button.textContent?.trim() === 'Start');
    const computed = [...document.querySelectorAll('p')].filter((line) =>
      /Computed from [\d,]+ answers, as of/.test(line.textContent ?? ''),
    );
    return starts.length + computed.length >= count;
  }, count);

/** Each page, its budget, and its first data; `url` when its name is not one. */
const routes: { page: string; url?: string; budget: keyof typeof BUDGETS; firstData: FirstData[] }[] = [
  { page: '/', budget: 'list', firstData: [tableCell] },
  { page: '/assessments', budget: 'list', firstData: [tableCell] },
  { page: '/questions', budget: 'list', firstData: [tableCell] },
  { page: '/pipelines', budget: 'list', firstData: [pipelineCard] },
  { page: '/candidates', budget: 'list', firstData: [tableCell] },
  { page: '/results', budget: 'results', firstData: [tableCell] },
  { page: '/assessment-results', budget: 'results', firstData: [tableCell] },
  {
    page: '/assessments/$id',
    url: `/assessments/${assessment.id}`,
    budget: 'results',
    firstData: [heading(assessment.name)],
  },
  { page: '/questions/$id', url: `/questions/${question.id}`, budget: 'results', firstData: [heading(question.title)] },
  {
    page: '/candidates/$id',
    url: `/candidates/${candidate.id}`,
    budget: 'results',
    firstData: [heading(candidate.name)],
  },
  {
    page: '/compare',
    url: `/compare?assessment_id=${compared.id}&a=${pipelineGroup('Graduate programme')}&b=${pipelineGroup('Data & analytics')}`,
    budget: 'compare',
    // Its data is the heading and each group's statistics job: both answered.
    firstData: [heading('Compare two groups'), statisticsShown(2)],
  },
  {
    page: '/results?view=charts',
    url: '/results?view=charts&source=pipeline',
    budget: 'charts',
    // Its data is the statistics' first answer.
    firstData: [statisticsShown(1)],
  },
];

declare global {
  interface Window {
    /** `performance.now()` when the page's first data first showed. */
    __firstDataAt?: number;
  }
}

/**
 * Page-side, before any of the page's own code: records the moment the first data holds, so what
 * counts is decided by the page's clock, not by when the benchmark hears of it.
 */
function watchFirstData(conditions: [test: (arg: unknown) => boolean, arg: unknown][]) {
  // Every request of a statistics job is an entry too: the default 250 would drop later scripts.
  performance.setResourceTimingBufferSize(1_000_000);
  const observer = new MutationObserver(() => {
    const at = performance.now();
    if (!conditions.every(([test, arg]) => test(arg))) return;
    window.__firstDataAt = at;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const watchFirstDataScript = (firstData: FirstData[]) =>
  `(${watchFirstData.toString()})([${firstData.map(({ test, arg }) => `[${test.toString()}, ${JSON.stringify(arg)}]`).join(', ')}])`;

// A statistics job may read every answer in scope before it says anything: more than a table's wait.
const FIRST_DATA_WAIT = { timeout: 120_000 };

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/**
 * The scripts whose request started at or before the first data, on the page's clock (Resource
 * Timing); a script the page's timeline lacks (a worker's own imports) by the browser's start of
 * its request, `startedAt` in epoch ms.
 */
async function requestedBy(page: Page, startedAt: Map<string, number>): Promise<Set<string>> {
  const { firstDataAt, timeOrigin, entries } = await page.evaluate(() => ({
    firstDataAt: window.__firstDataAt!,
    timeOrigin: performance.timeOrigin,
    entries: performance.getEntriesByType('resource').map(({ name, startTime }) => [name, startTime] as const),
  }));
  const pageStarts = new Map<string, number>();
  for (const [url, start] of entries) pageStarts.set(url, Math.min(start, pageStarts.get(url) ?? Infinity));
  const started = (url: string, epoch: number) => pageStarts.get(url) ?? epoch - timeOrigin;
  return new Set([...startedAt].filter(([url, epoch]) => started(url, epoch) <= firstDataAt).map(([url]) => url));
}

/** Measures every page in `mode`; returns those over their budget. */
async function measure(browser: Browser, mode: Mode, origin: string): Promise<string[]> {
  console.log(`\n${mode} mode: JavaScript requested before the first data showed, gzip, against the page's budget`);
  const over: string[] = [];
  for (const route of routes) {
    // A fresh context per page: nothing cached, no stored statistics.
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepareBenchmarkPage(page);
    await page.addInitScript(watchFirstDataScript(route.firstData));
    const scripts = new Map<string, { size: Promise<number>; startedAt: number }>();
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
      scripts.set(response.url(), { size, startedAt: response.request().timing().startTime });
    });
    await page.goto(`${origin}${route.url ?? route.page}`);
    await page.waitForFunction(() => window.__firstDataAt !== undefined, undefined, FIRST_DATA_WAIT);
    await page.waitForLoadState('networkidle');
    const firstData = await requestedBy(page, new Map([...scripts].map(([url, { startedAt }]) => [url, startedAt])));
    const sizes = new Map<string, number>();
    for (const [url, { size }] of scripts) sizes.set(url, await size);
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
