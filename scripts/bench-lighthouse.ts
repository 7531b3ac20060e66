/**
 * Benchmark: Lighthouse (12, the last for Node 20) on the proxy-mode build, the way a user's
 * browser meets it: `vite preview` of dist-proxy/ in front of the fake API (demo seed) over HTTP,
 * Debian's Chromium, Lighthouse's mobile profile (simulated slow 4G and 4× slower CPU) unless
 * told otherwise. Pages: first the reference page (React and react-dom alone drawing 50 rows × 7
 * columns, built from the same React into dist-proxy/reference/ and served by the same server),
 * then the overview, the five lists, the demo question with the most answers, the assessment
 * "Security Engineer — Fundamentals" and the results' charts view. Per page it prints the median
 * over the runs of: performance, TBT, the longest main-thread task, the script evaluation laid to
 * the main chunk (assets/index-….js), CLS, accessibility and best practices, each against its
 * target, OK or OVER (missed). The reference's figures are React's floor on the machine at hand:
 * some targets are multiples of them ("ref").
 *
 * Targets:
 *   the overview and the list pages (/, /assessments, /questions, /pipelines, /candidates, /results):
 *     mobile performance ≥ 90, TBT ≤ max(200 ms, 2 × ref), main chunk ≤ 2 × ref
 *   /questions/$id and /assessments/$id: TBT ≤ max(400 ms, 4 × ref), no task over 200 ms
 *   the charts view (/results?view=charts): TBT ≤ 300 ms
 *   every page: CLS ≤ 0.05, accessibility 100, best practices 100
 * The desktop profile is checked against the same, performance apart.
 * The figures depend on the machine (its Lighthouse benchmark index is printed), so this exits 0
 * whatever they are and closes with a line counting the targets missed.
 *
 * Usage: npm run build:proxy-e2e && npm run bench:lighthouse [-- --runs 3]
 *          [--page /questions] [--profile mobile|desktop|both] [--details (where the time went)]
 */
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

import { portAndRunsOptions, wholeRuns } from './support/bench-args';
import { benchmarkPages, LIST_PAGES, shortPath } from './support/benchmark-pages';
import { CHROMIUM_PATH } from './support/chromium';
import {
  figuresOf,
  headingRow,
  median,
  meets,
  METRICS,
  pageRow,
  printDetails,
  type Figures,
  type Lhr,
  type Metric,
  type Targets,
} from './support/lighthouse-figures';
import { serveProxyBuild } from './support/proxy-build';
import { buildReferencePage, REFERENCE_PATH } from './support/reference-page';

const { values } = parseArgs({
  options: {
    ...portAndRunsOptions({ port: '4185', runs: '3' }),
    details: { type: 'boolean', default: false },
    page: { type: 'string' },
    profile: { type: 'string', default: 'mobile' },
  },
});
const runs = wholeRuns(values.runs);
type Profile = 'mobile' | 'desktop';
const PROFILES: Record<string, readonly Profile[]> = {
  mobile: ['mobile'],
  desktop: ['desktop'],
  both: ['mobile', 'desktop'],
};
const profiles = PROFILES[values.profile];
if (!profiles) throw new Error(`--profile is mobile, desktop or both, not ${values.profile}`);

const { all, question, assessment } = benchmarkPages();
const pages = [REFERENCE_PATH, ...(values.page ? [values.page] : all.map(({ path }) => path))];

/**
 * The targets of a page by its kind (see the top comment), some relative to the reference's
 * medians on the same profile; a page of no kind gets the shared ones, the reference none.
 */
function targetsFor(path: string, profile: Profile, reference: Figures | undefined): Targets {
  if (path === REFERENCE_PATH || !reference) return {};
  const { pathname, searchParams } = new URL(path, 'http://localhost');
  const charts = searchParams.get('view') === 'charts';
  const list = LIST_PAGES.includes(pathname) && !charts;
  const detail = /^\/(questions|assessments)\/[^/]+$/.test(pathname);
  return {
    ...(list && profile === 'mobile' ? { performance: { min: 90 } } : {}),
    ...(list && {
      tbt: { max: Math.max(200, 2 * reference.tbt) },
      mainScripting: { max: 2 * reference.mainScripting },
    }),
    ...(detail && { tbt: { max: Math.max(400, 4 * reference.tbt) }, longestTask: { max: 200 } }),
    ...(charts && { tbt: { max: 300 } }),
    cls: { max: 0.05 },
    accessibility: { min: 100 },
    'best-practices': { min: 100 },
  };
}

// The fake API's data is the demo seed's, the dataset the pages above were chosen from.
await buildReferencePage('dist-proxy');
const server = await serveProxyBuild(values.port);
const { origin } = server;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const stopAll = () => {
  void chrome.kill();
  server.stop();
};
process.on('exit', stopAll);

const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
console.log(
  `Lighthouse ${profiles.join(' and ')}, ${runs} run(s) a page, medians; proxy build (dist-proxy/) on ${origin}`,
);
if (!values.page) {
  console.log(
    `Question page: /questions/${question.id} "${question.title}", the demo question with the most answers (${question.answers})`,
  );
  console.log(`Assessment page: /assessments/${assessment.id} "${assessment.name}"`);
}
const pageWidth = Math.max(...pages.map((path) => shortPath(path).length), 'reference (React alone)'.length) + 8;
console.log(`\n${headingRow(pageWidth)}`);

const benchmarkIndexes: number[] = [];
let missed = 0;
let checked = 0;
for (const profile of profiles) {
  let reference: Figures | undefined;
  for (const path of pages) {
    const runFigures: Figures[] = [];
    for (let run = 0; run < runs; run++) {
      const lhr = await runLighthouse(path, profile);
      runFigures.push(figuresOf(lhr));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (values.details) printDetails(`${profile} ${shortPath(path)} run ${run + 1}`, lhr);
    }
    const medians = Object.fromEntries(
      METRICS.map((metric): [Metric, number] => [metric, median(runFigures.map((figures) => figures[metric]))]),
    ) as Figures;
    if (path === REFERENCE_PATH) reference = medians;
    const targets = targetsFor(path, profile, reference);
    for (const metric of METRICS) {
      const target = targets[metric];
      if (!target) continue;
      checked++;
      if (!meets(medians[metric], target)) missed++;
    }
    const label = path === REFERENCE_PATH ? 'reference (React alone)' : shortPath(path);
    console.log(pageRow(`${profile.padEnd(7)} ${label}`, pageWidth, medians, targets));
  }
}
stopAll();

const indexRange = `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`;
console.log(`\nMachine: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (runs ${indexRange})`);
console.log(`Targets missed: ${missed} of ${checked}`);
process.exit(0);

/** One Lighthouse run, tried once more on a runtime error (under load it sometimes loses the trace). */
async function runLighthouse(path: string, profile: Profile): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${path}`, flags, profile === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    if (!lhr.runtimeError || attempt === 2) return lhr;
    console.log(`  ${profile} ${shortPath(path)}: ${lhr.runtimeError.code}, trying again`);
  }
}
