/**
 * Benchmark: Lighthouse (12, the last for Node 20) on the proxy-mode build, the way a user's
 * browser meets it: `vite preview` of dist-proxy/ in front of the fake API over HTTP, Debian's
 * Chromium, the mobile profile (throttled) and the desktop one, on /assessments, /results and a
 * question page. Prints the four category scores, LCP, TBT and CLS per page against the targets
 * (mobile performance ≥ 95, CLS ≤ 0.05, TBT ≤ 150 ms, accessibility and best practices 100).
 * Usage: npm run build:proxy-e2e && npm run bench:lighthouse [-- --runs 1]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

import { generateDataset } from '../src/mocks/dataset/generate';
import { DEMO_SEED } from '../src/mocks/demo';
import { startFakeApiProcess } from './support/fake-api-process';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4185' },
    runs: { type: 'string', default: '1' },
    // Also print where the time goes: long tasks, work by script and by kind, layout shifts.
    details: { type: 'boolean', default: false },
    page: { type: 'string' },
    profile: { type: 'string', default: 'both' },
  },
});
if (!existsSync('dist-proxy/index.html')) throw new Error('No build in dist-proxy/: run npm run build:proxy-e2e');
const runs = Math.max(1, Number(values.runs));

const dataset = generateDataset(DEMO_SEED);
const question = dataset.questions[0]!;
const pages = values.page ? [values.page] : ['/assessments', '/results', `/questions/${question.id}`];

const fakeApi = await startFakeApiProcess(['--minute-limit', '100000', '--day-limit', '1000000']);
const origin = `http://127.0.0.1:${values.port}`;
const preview = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', 'dist-proxy', '--host', '127.0.0.1', '--port', values.port, '--strictPort'],
  {
    stdio: 'ignore',
    env: { ...process.env, ASSESSMENT_API_URL: new URL(fakeApi.baseUrl).origin, ASSESSMENT_API_KEY: fakeApi.apiKey },
  },
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const stopAll = () => {
  void chrome.kill();
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

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
let missed = 0;
console.log(`Lighthouse ${runs} run(s) a page, medians; proxy mode (dist-proxy/), Chromium at ${flags.port}`);
for (const profile of (['mobile', 'desktop'] as const).filter((name) => [name, 'both'].includes(values.profile))) {
  for (const path of pages) {
    const results: Record<string, number[]> = {};
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, flags, profile === 'desktop' ? desktopConfig : undefined);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const add = (name: string, value: number | null | undefined) => (results[name] ??= []).push(value ?? NaN);
      for (const [id, category] of Object.entries(lhr.categories)) add(id, Math.round((category.score ?? 0) * 100));
      add('lcp', lhr.audits['largest-contentful-paint']?.numericValue);
      add('tbt', lhr.audits['total-blocking-time']?.numericValue);
      add('cls', lhr.audits['cumulative-layout-shift']?.numericValue);
      if (values.details && profile === 'mobile') printDetails(path, lhr);
      add('benchmarkIndex', lhr.environment.benchmarkIndex);
    }
    const m = (name: string) => median(results[name] ?? []);
    const misses = [
      profile === 'mobile' && m('performance') < 95 ? 'performance < 95' : '',
      m('cls') > 0.05 ? 'CLS > 0.05' : '',
      m('tbt') > 150 ? 'TBT > 150 ms' : '',
      m('accessibility') < 100 ? 'accessibility < 100' : '',
      m('best-practices') < 100 ? 'best practices < 100' : '',
    ].filter(Boolean);
    missed += misses.length > 0 ? 1 : 0;
    console.log(
      `${profile.padEnd(7)} ${(path.length > 30 ? `${path.slice(0, 27)}…` : path).padEnd(30)} ` +
        `perf ${m('performance')} · a11y ${m('accessibility')} · best ${m('best-practices')} · seo ${m('seo')} · ` +
        `LCP ${(m('lcp') / 1000).toFixed(2)} s · TBT ${Math.round(m('tbt'))} ms${runs > 1 ? ` (${Math.round(Math.min(...(results.tbt ?? [])))}–${Math.round(Math.max(...(results.tbt ?? [])))})` : ''} · CLS ${m('cls').toFixed(3)} · machine ${Math.round(m('benchmarkIndex'))}` +
        (misses.length ? `  MISSED: ${misses.join(', ')}` : ''),
    );
  }
}
stopAll();
process.exit(missed > 0 ? 1 : 0);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** Where the main thread's time went on one run: the audits' own tables, trimmed to what matters. */
function printDetails(path: string, lhr: Lhr) {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 8);
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  console.log(`  ${path}: long tasks (start ms, duration ms, script)`);
  for (const task of items('long-tasks'))
    console.log(`    ${Math.round(Number(task.startTime))}  ${Math.round(Number(task.duration))}  ${short(task.url)}`);
  console.log('  work by script (total, script evaluation, parse/compile ms)');
  for (const script of items('bootup-time'))
    console.log(
      `    ${Math.round(Number(script.total))}  ${Math.round(Number(script.scripting))}  ` +
        `${Math.round(Number(script.scriptParseCompile))}  ${short(script.url)}`,
    );
  console.log('  work by kind (ms)');
  for (const kind of items('mainthread-work-breakdown'))
    console.log(`    ${Math.round(Number(kind.duration))}  ${String(kind.groupLabel)}`);
  console.log('  layout shifts (score, element)');
  for (const shift of items('layout-shifts')) {
    const node = shift.node as { snippet?: string; selector?: string } | undefined;
    console.log(`    ${Number(shift.score).toFixed(3)}  ${node?.selector ?? ''} ${node?.snippet?.slice(0, 100) ?? ''}`);
  }
}
