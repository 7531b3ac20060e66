/**
 * Benchmark: does generating the demo dataset freeze the page? Serves the built app (demo mode)
 * with `vite preview`, loads it in Debian's Chromium a few times and prints, per run, how long
 * until the fake answers (dataset ready), the longest main-thread task meanwhile, and the first
 * results requests. Usage: npm run build && npm run bench:demo-boot [-- --runs 5]
 */
import { parseArgs } from 'node:util';
import { DEMO_API_KEY } from '@/mocks/demo';
import { portAndRunsOptions } from './support/bench-args';
import { prepareBenchmarkPage, launchChromium, servePreview } from './support/demo-browser';

const { values } = parseArgs({
  options: portAndRunsOptions({ port: '4183', runs: '5' }),
});
const runs = Number(values.runs);
const { origin, stop: stopPreview } = await servePreview(values.port);

const browser = await launchChromium();
const rows: Array<Record<string, number>> = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepareBenchmarkPage(page);
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(origin);
  // The app renders only once the service worker controls the page.
  await page.locator('nav').first().waitFor();
  const figures = await page.evaluate(async (key) => {
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`/api/public/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
      const text = await response.text();
      if (!response.headers.get('content-type')?.includes('json'))
        throw new Error(`${path} was not answered by the fake API`);
      return { ms: performance.now() - started, bytes: text.length, status: response.status };
    };
    const whoami = await timed('/whoami');
    const readyAt = performance.now();
    const tasksUntilReady = [...(window as unknown as { __longTasks: number[] }).__longTasks];
    const firstResults = await timed('/question-results?per_page=50');
    const scoreSorted = await timed('/question-results?per_page=100&sort=-score&source=pipeline');
    const overruns = performance.getEntriesByName('fake-api: generation slice overran').map((entry) => entry.duration);
    const measured = (name: string) => performance.getEntriesByName(name)[0];
    return {
      readyAtMs: readyAt,
      generateStartMs: measured('fake-api: dataset generated')?.startTime ?? NaN,
      generateMs: measured('fake-api: dataset generated')?.duration ?? NaN,
      presortMs: measured('fake-api: database ready')?.duration ?? NaN,
      generationSlicesOver50Ms: overruns.length,
      longestGenerationSliceMs: Math.max(0, ...overruns),
      longTasksUntilReady: tasksUntilReady.length,
      longestTaskUntilReadyMs: Math.max(0, ...tasksUntilReady),
      firstResultsMs: firstResults.ms,
      firstResultsKB: firstResults.bytes / 1024,
      scoreSortMs: scoreSorted.ms,
      whoamiStatus: whoami.status,
      resultsStatus: firstResults.status,
    };
  }, DEMO_API_KEY);
  const allTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  rows.push({ ...figures, longestTaskOverallMs: Math.max(0, ...allTasks) });
  await context.close();
}
await browser.close();
stopPreview();

const round = (n: number) => Math.round(n * 10) / 10;
console.log('Demo boot in Chromium (dataset generated in slices on the main thread):');
console.table(rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, round(v)]))));
const median = (key: string) =>
  round([...rows.map((r) => r[key] ?? 0)].sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 0);
console.log(
  `median: dataset ready ${median('readyAtMs')} ms after navigation start; longest task before ready ${median('longestTaskUntilReadyMs')} ms; first results page ${median('firstResultsMs')} ms; first score sort ${median('scoreSortMs')} ms; longest task overall ${median('longestTaskOverallMs')} ms`,
);
