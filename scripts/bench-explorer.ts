/**
 * Benchmark: the question results explorer (`/results`) in the built demo. Serves dist/ with
 * `vite preview`, loads it in Debian's Chromium a few times and prints, per run: the requests and
 * time to open /results (first load, demo boot included; then an in-app navigation once the fake
 * is ready), the requests a pointer on Next causes and whether Next then shows its page without
 * one, and opening the seeded dataset's largest answer (time, DOM elements, longest main-thread
 * task). Usage: npm run build && npm run bench:explorer [-- --runs 5 --verbose]
 *
 * Times and request windows are taken in the page (one clock): a fetch wrapper logs every call
 * to /api/public/v1, a MutationObserver sees the rows arrive, and "shown" is the frame after.
 */
import { parseArgs } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { portAndRunsOptions } from './support/bench-args';
import { prepareBenchmarkPage, launchChromium, servePreview } from './support/demo-browser';

const { values } = parseArgs({
  options: {
    ...portAndRunsOptions({ port: '4185', runs: '3' }),
    // Also lists each window's requests and the long tasks of the largest answer's opening.
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const { origin, stop: stopPreview } = await servePreview(values.port);

/** A call of the page to the API: path and query, when it started and when its headers came back. */
interface ApiCall {
  path: string;
  start: number;
  end: number | null;
}
interface LongTask {
  start: number;
  duration: number;
}
/** When a watched state reached the DOM, and the end of the frame that painted it. */
interface Shown {
  domAt: number;
  shownAt: number;
}
interface Probe {
  api: ApiCall[];
  longTasks: LongTask[];
  /** `timeStamp` of every click, same clock as performance.now(). */
  clicks: number[];
  questionRows: () => HTMLTableRowElement[];
  watch: (test: () => boolean) => Promise<Shown>;
  /** The first time the Question results table has rows in this document. */
  firstRows: Promise<Shown>;
  pending: Promise<Shown> | null;
}
type ProbedWindow = Window & { __probe: Probe };

// The largest answer of the seeded dataset: the one the demo serves.
const dataset = generateDataset(DEMO_SEED);
let largest = { wire: questionResultToWire(dataset.questionResults[0]!), chars: 0 };
for (const row of dataset.questionResults) {
  const wire = questionResultToWire(row);
  const chars = JSON.stringify(wire.answer).length;
  if (chars > largest.chars) largest = { wire, chars };
}
const target = largest.wire;
const sameFilter = dataset.questionResults.filter(
  (row) =>
    row.question_id === target.question_id && row.candidate_id === target.candidate_id && row.source === target.source,
);
const targetUrl = `/results?question_id=${target.question_id}&candidate_id=${target.candidate_id}&source=${target.source}`;

const browser = await launchChromium();
const round = (n: number) => Math.round(n * 10) / 10;
const rows: Array<Record<string, number>> = [];
const notes: string[] = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepareBenchmarkPage(page);
  await page.addInitScript(installProbe);
  // The browser's own view of the requests, to check the page-side log against.
  let seenByBrowser = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/v1/')) seenByBrowser++;
  });
  const checkLog = async (document: string) => {
    await waitForQuiet(page);
    const logged = (await apiCalls(page)).length;
    if (logged !== seenByBrowser)
      notes.push(
        `run ${run + 1}, ${document}: the page logged ${logged} API calls, the browser saw ${seenByBrowser} requests`,
      );
    seenByBrowser = 0;
  };
  const table = page.getByRole('table', { name: 'Question results' });
  const bodyRows = table.locator('tbody tr:not(.data-table-divider)');

  // 1a. /results as the first page: the demo boots (worker, dataset) before anything is answered.
  await page.goto(`${origin}/results`);
  await bodyRows.first().waitFor();
  const cold = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.firstRows);
  const fakeReadyMs = await waitForFake(page);
  const coldCalls = between(await apiCalls(page), 0, cold.domAt);
  await checkLog('first load of /results');

  // 1b. /results by the primary nav from another page, once the fake is ready (a new document).
  await page.goto(`${origin}/assessments`);
  await waitForFake(page);
  await page.getByRole('table', { name: 'Assessments' }).locator('tbody tr').first().waitFor();
  await waitForQuiet(page);
  const navFrom = await pageNow(page);
  await page.getByRole('link', { name: 'Question results', exact: true }).first().click();
  await bodyRows.first().waitFor();
  const nav = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.firstRows);
  const navClickAt = await lastClick(page);
  const navCalls = between(await apiCalls(page), navFrom, nav.domAt);
  await waitForQuiet(page);

  // 2. Prefetch: a pointer on Next fetches page 2 ahead; Next then shows it without a request.
  const next = page.getByRole('button', { name: 'Next' });
  const hoverFrom = await pageNow(page);
  await next.hover();
  await page.waitForTimeout(1000);
  const hoverCalls = (await apiCalls(page)).filter((call) => call.start >= hoverFrom);
  await waitForQuiet(page);
  const firstRowBefore = await bodyRows.first().textContent();
  await page.evaluate((before) => {
    const probe = (window as unknown as ProbedWindow).__probe;
    probe.pending = probe.watch(() => {
      const shown = probe.questionRows();
      return /[?&]page=2(&|$)/.test(location.search) && shown.length > 0 && shown[0]!.textContent !== before;
    });
  }, firstRowBefore);
  const nextFrom = await pageNow(page);
  await next.click();
  const nextShown = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.pending!);
  const nextClickAt = await lastClick(page);
  await page.getByText(/answers: 51–100/).waitFor();
  await page.waitForTimeout(1000);
  const afterNext = await apiCalls(page);
  const nextCalls = between(afterNext, nextFrom, nextShown.domAt);
  const readAhead = afterNext.filter((call) => call.start > nextShown.domAt);
  if (hoverCalls.length !== 1)
    notes.push(
      `run ${run + 1}: hover on Next caused ${hoverCalls.length} requests: ${hoverCalls.map((c) => c.path).join(', ')}`,
    );
  if (nextCalls.length > 0)
    notes.push(`run ${run + 1}: Next → page 2 requested ${nextCalls.map((c) => c.path).join(', ')}`);
  await checkLog('/assessments → /results, Next');

  // 3. The largest answer, opened from a list filtered down to its row (a new document).
  await page.goto(`${origin}${targetUrl}`);
  await bodyRows.first().waitFor();
  await waitForFake(page);
  await waitForQuiet(page);
  const row = await targetRow(page, bodyRows);
  await page.evaluate(() => {
    const probe = (window as unknown as ProbedWindow).__probe;
    probe.pending = probe.watch(() =>
      [...document.querySelectorAll('[role="region"]')].some((region) => {
        const heading = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
        return heading?.textContent?.startsWith('Answer created') ?? false;
      }),
    );
  });
  await row.getByRole('button', { name: /^Open answer/ }).click();
  const detail = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.pending!);
  const detailClickAt = await lastClick(page);
  const panel = page.getByRole('region', { name: /^Answer created/ });
  await panel.waitFor();
  await panel.getByText(target.id, { exact: true }).waitFor();
  const detailElements = await panel.evaluate((element) => element.querySelectorAll('*').length);
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.longTasks);
  const detailTasks = tasks.filter((task) => task.start < detail.shownAt && task.start + task.duration > detailClickAt);
  await checkLog('largest answer');
  if (values.verbose) {
    const paths = (calls: ApiCall[]) =>
      calls
        .map(
          (call) => `\n    ${call.path} (${call.end === null ? 'unanswered' : `${round(call.end - call.start)} ms`})`,
        )
        .join('') || ' none';
    console.log(
      `run ${run + 1}:\n  first load:${paths(coldCalls)}\n  in-app:${paths(navCalls)}\n  hover on Next:${paths(hoverCalls)}` +
        `\n  Next:${paths(nextCalls)}\n  after Next:${paths(readAhead)}` +
        `\n  long tasks opening the largest answer: ${detailTasks.map((task) => round(task.duration)).join(', ') || 'none'} ms` +
        ` (in that document: ${tasks.length}, longest ${round(Math.max(0, ...tasks.map((task) => task.duration)))} ms)`,
    );
  }

  rows.push({
    firstLoadRequests: coldCalls.length,
    firstLoadMs: cold.shownAt,
    fakeReadyMs,
    navRequests: navCalls.length,
    navMs: nav.shownAt - navClickAt,
    hoverNextRequests: hoverCalls.length,
    nextRequests: nextCalls.length,
    nextMs: nextShown.shownAt - nextClickAt,
    readAheadAfterNext: readAhead.length,
    answerOpenMs: detail.shownAt - detailClickAt,
    answerElements: detailElements,
    answerLongestTaskMs: Math.max(0, ...detailTasks.map((task) => task.duration)),
  });
  await context.close();
}
await browser.close();
stopPreview();

console.log(`Question results explorer (/results) in the demo build, Chromium, ${runs} run(s).`);
console.log(
  `Largest answer: ${target.id} (${target.source}, question ${target.question_id}, candidate ${target.candidate_id}), ${round(largest.chars / 1024)} KB of JSON; ${sameFilter.length} row(s) in its filter.`,
);
console.log(
  'firstLoad*: navigation → rows shown, demo boot included (fakeReady: dataset ready, ms after navigation); nav*: click on "Question results" in the nav (fake ready) → rows;',
);
console.log(
  'hoverNext: requests in 1 s of a pointer on Next; next*: click on Next → page 2 shown; readAheadAfterNext: requests in the 1 s after (page 3 read ahead); answer*: click on its open button → panel shown.',
);
console.table(rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, round(v)]))));
const median = (key: string) =>
  round([...rows.map((r) => r[key] ?? 0)].sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 0);
console.log(
  `median: /results first load ${median('firstLoadMs')} ms, ${median('firstLoadRequests')} requests (fake ready at ${median('fakeReadyMs')} ms); ` +
    `in-app ${median('navMs')} ms, ${median('navRequests')} requests; hover on Next ${median('hoverNextRequests')} request(s); ` +
    `Next ${median('nextMs')} ms, ${median('nextRequests')} requests; largest answer (${round(largest.chars / 1024)} KB) ${median('answerOpenMs')} ms, ` +
    `${median('answerElements')} elements, longest task ${median('answerLongestTaskMs')} ms`,
);
for (const note of notes) console.log(`note: ${note}`);

/** Page-side: logs the API calls, long tasks and clicks, and watches the DOM for states. Runs before the app. */
function installProbe() {
  const api: ApiCall[] = [];
  const longTasks: LongTask[] = [];
  const clicks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, location.href);
    if (!url.pathname.startsWith('/api/public/v1/')) return pageFetch(input, init);
    const call: ApiCall = { path: `${url.pathname}${url.search}`, start: performance.now(), end: null };
    api.push(call);
    const response = pageFetch(input, init);
    const settle = () => {
      call.end = performance.now();
    };
    response.then(settle, settle);
    return response;
  };
  document.addEventListener(
    'click',
    (event) => {
      clicks.push(event.timeStamp);
    },
    true,
  );

  const questionRows = (): HTMLTableRowElement[] => {
    for (const table of document.querySelectorAll('table')) {
      if (table.caption?.textContent?.trim() !== 'Question results') continue;
      // A placeholder (the previous page while the next loads) is not the page asked for.
      if (table.closest('[aria-busy="true"]')) return [];
      return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr:not(.data-table-divider)')];
    }
    return [];
  };
  const watch = (test: () => boolean) =>
    new Promise<Shown>((resolve) => {
      let done = false;
      const observer = new MutationObserver(() => check());
      const check = () => {
        if (done || !test()) return;
        done = true;
        observer.disconnect();
        const domAt = performance.now();
        // The frame that paints the change: its rendering is done when a task queued from rAF runs.
        requestAnimationFrame(() => setTimeout(() => resolve({ domAt, shownAt: performance.now() }), 0));
      };
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      check();
    });
  const probe: Probe = {
    api,
    longTasks,
    clicks,
    questionRows,
    watch,
    firstRows: watch(() => questionRows().length > 0),
    pending: null,
  };
  (window as unknown as ProbedWindow).__probe = probe;
}

async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

async function apiCalls(page: Page): Promise<ApiCall[]> {
  return page.evaluate(() => (window as unknown as ProbedWindow).__probe.api);
}

async function lastClick(page: Page): Promise<number> {
  const clicks = await page.evaluate(() => (window as unknown as ProbedWindow).__probe.clicks);
  const last = clicks[clicks.length - 1];
  if (last === undefined) throw new Error('No click was recorded');
  return last;
}

function between(calls: ApiCall[], from: number, to: number): ApiCall[] {
  return calls.filter((call) => call.start >= from && call.start <= to);
}

/** Resolves once the demo's dataset is generated and presorted; returns when that was (ms after navigation). */
async function waitForFake(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('fake-api: database ready').length > 0, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const entry = performance.getEntriesByName('fake-api: database ready')[0]!;
    return entry.startTime + entry.duration;
  });
}

/** No API call in flight, and none started or answered in the last 500 ms. */
async function waitForQuiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const { api } = (window as unknown as ProbedWindow).__probe;
      if (api.some((call) => call.end === null)) return false;
      return performance.now() - Math.max(0, ...api.map((call) => call.end ?? call.start)) > 500;
    },
    undefined,
    { polling: 100, timeout: 60_000 },
  );
}

/** The largest answer's row: the only one listed, or the one whose open button names its creation time. */
async function targetRow(page: Page, bodyRows: Locator): Promise<Locator> {
  const listed = await bodyRows.count();
  if (listed === 1) return bodyRows.first();
  // The button's name is "Open answer created <date, time>" in the page's locale and time zone.
  const label = await page.evaluate(
    (iso) =>
      `Open answer created ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso))}`,
    target.created_at,
  );
  const matching = bodyRows.filter({ has: page.getByRole('button', { name: label, exact: true }) });
  if ((await matching.count()) !== 1)
    throw new Error(`Cannot tell the largest answer's row among ${listed} rows by "${label}"`);
  return matching;
}
