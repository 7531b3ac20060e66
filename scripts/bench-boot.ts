/**
 * Benchmark: where the main thread's time goes while a page starts and first draws. Builds the
 * proxy-mode app with source maps into dist-boot/, serves it as bench:lighthouse does (`vite
 * preview` in front of the fake API, demo seed, over HTTP) and opens each page in a fresh
 * Chromium context with the CPU slowed through CDP (4× unless told) and Lighthouse's mobile network
 * (slow 4G: 150 ms round trips, 1.6 Mbit/s), under V8's sampling
 * profiler, until the page is quiet: no request for 0.5 s and no long task for 1 s.
 *
 * Per page it prints the medians over the runs of the main thread's busy time, its blocking time
 * (each long task's time over 50 ms) from the first contentful paint on, as TBT counts it, and
 * before it, and the longest task; then,
 * for the run of median blocking time, that time by activity (evaluating modules, drawing, split
 * into React's own code and the app's components, routing, parsing responses, the query library)
 * and the functions with the most own time, traced to their sources. A regression shows by name.
 *
 * Usage: npm run bench:boot [-- --page /assessments --runs 3 --throttle 4 --network slow-4g|none
 *          --top 15 --no-build --save DIR]
 * `--save DIR` also writes each run's profile to DIR, to open in Chrome DevTools' Performance panel.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import type { Browser } from '@playwright/test';

import { PROXY_E2E_BUILD_ENV } from '../e2e/proxy-mode.config';
import { portAndRunsOptions, wholeRuns } from './support/bench-args';
import { benchmarkPages } from './support/benchmark-pages';
import {
  ACTIVITIES,
  sourceTracer,
  summarizeProfile,
  type CpuProfile,
  type ProfileSummary,
  type SourceFrame,
} from './support/cpu-profile';
import { launchChromium } from './support/demo-browser';
import { median } from './support/lighthouse-figures';
import { serveProxyBuild } from './support/proxy-build';

const OUT_DIR = 'dist-boot';
const { values } = parseArgs({
  options: {
    ...portAndRunsOptions({ port: '4186', runs: '3' }),
    page: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    top: { type: 'string', default: '15' },
    network: { type: 'string', default: 'slow-4g' },
    'no-build': { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const runs = wholeRuns(values.runs);
const throttle = Number(values.throttle);
if (!(throttle >= 1)) throw new Error('--throttle is a slowdown factor from 1');
const top = Number(values.top);
// Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up.
const NETWORKS = {
  'slow-4g': { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  none: null,
};
if (!(values.network in NETWORKS)) throw new Error(`--network is slow-4g or none, not ${values.network}`);
const network = NETWORKS[values.network as keyof typeof NETWORKS];

if (!values['no-build']) {
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', OUT_DIR, '--sourcemap', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, ...PROXY_E2E_BUILD_ENV },
    },
  );
  if (build.status !== 0) throw new Error('The build with source maps failed');
}
if (values.save !== undefined) mkdirSync(values.save, { recursive: true });
const pages = values.page ? [{ label: values.page, path: values.page }] : benchmarkPages().all;
const server = await serveProxyBuild(values.port, OUT_DIR);
const browser = await launchChromium();
const trace = sourceTracer(`${OUT_DIR}/assets`);

interface Run {
  summary: ProfileSummary;
  longTasks: number[];
  paintMs: number;
  /** Blocking time from the first contentful paint on, as TBT counts it. */
  blockingMs: number;
  /** ... and before it (mostly the modules' evaluation). */
  blockingBeforePaintMs: number;
}

console.log(
  `Start-up profiles, CPU slowed ${throttle}×, network ${values.network}, ${runs} run(s) a page; proxy build (${OUT_DIR}/)`,
);
for (const { label, path } of pages) {
  const pageRuns: Run[] = [];
  for (let run = 0; run < runs; run++) {
    pageRuns.push(await profilePage(browser, `${server.origin}${path}`, profileFile(label, run)));
  }
  pageRuns.sort((a, b) => a.blockingMs - b.blockingMs);
  const middle = pageRuns[Math.floor(pageRuns.length / 2)]!;
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  console.log(
    `\n${label}: busy ${ms(median(pageRuns.map((run) => run.summary.ms)))}, blocking ` +
      `${ms(median(pageRuns.map((run) => run.blockingMs)))} after the first paint and ` +
      `${ms(median(pageRuns.map((run) => run.blockingBeforePaintMs)))} before, longest task ` +
      `${ms(median(pageRuns.map((run) => Math.max(0, ...run.longTasks))))} (medians)`,
  );
  console.log(
    `  long tasks of the median run: ${middle.longTasks.map((task) => Math.round(task)).join(', ') || 'none'} ms`,
  );
  console.log(`  by activity (busy ${ms(middle.summary.ms)}):`);
  for (const activity of ACTIVITIES) {
    const spent = middle.summary.byActivity.get(activity) ?? 0;
    if (spent >= 1) console.log(`    ${ms(spent).padStart(9)}  ${activity}`);
  }
  console.log('  by own time:');
  for (const { frame, ms: spent } of middle.summary.topFunctions.slice(0, top)) console.log(functionRow(frame, spent));
  console.log("  by the app's function nearest the work:");
  for (const { frame, ms: spent } of middle.summary.topAppFunctions.slice(0, top))
    console.log(functionRow(frame, spent));
  console.log(`  busy stretches over 50 ms (at ms since navigation; first paint at ${ms(middle.paintMs)}):`);
  for (const stretch of middle.summary.stretches) {
    const activities = [...stretch.byActivity]
      .filter(([, spent]) => spent >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([activity, spent]) => `${activity} ${Math.round(spent)}`);
    console.log(`    at ${ms(stretch.startMs)}: ${ms(stretch.ms)}, ${activities.join(', ')}`);
    for (const { frame, ms: spent } of stretch.topFunctions.slice(0, 4)) console.log(`  ${functionRow(frame, spent)}`);
    const app = stretch.topAppFunctions
      .slice(0, 10)
      .map(({ frame, ms: spent }) => `${frame.name} ${Math.round(spent)}`);
    console.log(`        the app's code: ${app.join(', ')}`);
  }
}

function functionRow(frame: SourceFrame, spent: number): string {
  return `    ${`${spent.toFixed(1)} ms`.padStart(9)}  ${frame.name}  ${frame.source}${frame.line ? `:${frame.line}` : ''}`;
}
await browser.close();
server.stop();
process.exit(0);

/** Where `--save` writes a run's profile; undefined without it. */
function profileFile(label: string, run: number): string | undefined {
  if (values.save === undefined) return undefined;
  const name = label.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-') || 'overview';
  return `${values.save}/${name}-${run + 1}.cpuprofile`;
}

/** One fresh visit of `url` under the profiler, until the page is quiet; the profile saved to `file` if given. */
async function profilePage(browser: Browser, url: string, file?: string): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    (globalThis as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Quiet: a second since the last long task ended (long work that is still going shows as one).
  await page.waitForFunction(
    () => {
      const tasks = (globalThis as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
      return performance.now() - lastEnd > 1000;
    },
    undefined,
    { polling: 250, timeout: 120_000 },
  );
  const stoppedAt = await page.evaluate(() => performance.now());
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  if (file) writeFileSync(file, JSON.stringify(profile));
  // The profile's start on the page's clock (to a few ms: the stop's round trip).
  const profileStart = stoppedAt - (profile.endTime - profile.startTime) / 1000;
  const { tasks, paint } = await page.evaluate(() => ({
    tasks: (globalThis as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const blocking = (before: boolean) =>
    tasks
      .filter((task) => task.start < paint === before)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const summary = summarizeProfile(profile, trace);
  for (const stretch of summary.stretches) stretch.startMs += profileStart;
  return {
    paintMs: paint,
    summary,
    longTasks: tasks.map((task) => task.duration),
    blockingMs: blocking(false),
    blockingBeforePaintMs: blocking(true),
  };
}
