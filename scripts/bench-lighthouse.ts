/**
 * Benchmark: Lighthouse (12, the last for Node 20) on the proxy-mode build, the way a user's
 * browser meets it: `vite preview` of dist-proxy/ in front of the fake API (demo seed) over HTTP,
 * Debian's Chromium, Lighthouse's mobile profile (simulated slow 4G and 4× slower CPU) unless
 * told otherwise. Pages: the overview, the five lists, the demo question with the most answers, the assessment
 * "Security Engineer — Fundamentals" and the results' charts view. Per page it prints the median
 * over the runs of: performance, TBT, the longest main-thread task (not checked), CLS,
 * accessibility and best practices, each against its target, OK or OVER (missed).
 *
 * Targets:
 *   the overview and the list pages (/, /assessments, /questions, /pipelines, /candidates, /results):
 *     mobile performance ≥ 90, TBT ≤ 200 ms
 *   /questions/$id, /assessments/$id and the charts view (/results?view=charts): TBT ≤ 300 ms
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

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { portAndRunsOptions, wholeRuns } from './support/bench-args';
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

const LIST_PAGES = ['/', '/assessments', '/questions', '/pipelines', '/candidates', '/results'];
const CHARTS_VIEW = '/results?view=charts&source=pipeline';
const ASSESSMENT_NAME = 'Security Engineer — Fundamentals';

// The question page's work grows with its answers, so the busiest demo question is the one measured.
const dataset = generateDataset(DEMO_SEED);
const answerCounts = new Map<string, number>();
for (const { question_id } of dataset.questionResults)
  answerCounts.set(question_id, (answerCounts.get(question_id) ?? 0) + 1);
const [questionId, questionAnswers] = [...answerCounts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
const question = dataset.questions.find(({ id }) => id === questionId);
const assessment = dataset.assessments.find(({ name }) => name === ASSESSMENT_NAME);
if (!question || !assessment) throw new Error(`The demo dataset lacks its busiest question or "${ASSESSMENT_NAME}"`);
const pages = values.page
  ? [values.page]
  : [...LIST_PAGES, `/questions/${question.id}`, `/assessments/${assessment.id}`, CHARTS_VIEW];

/** The targets of a page by its kind (see the top comment); a page of no kind gets the shared ones. */
function targetsFor(path: string, profile: Profile): Targets {
  const { pathname, searchParams } = new URL(path, 'http://localhost');
  const charts = searchParams.get('view') === 'charts';
  const list = LIST_PAGES.includes(pathname) && !charts;
  const detail = charts || /^\/(questions|assessments)\/[^/]+$/.test(pathname);
  return {
    ...(list && profile === 'mobile' ? { performance: { min: 90 } } : {}),
    ...(list ? { tbt: { max: 200 } } : detail ? { tbt: { max: 300 } } : {}),
    cls: { max: 0.05 },
    accessibility: { min: 100 },
    'best-practices': { min: 100 },
  };
}

// The fake API's data is the demo seed's, the dataset the pages above were chosen from.
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
    `Question page: /questions/${question.id} "${question.title}", the demo question with the most answers (${questionAnswers})`,
  );
  console.log(`Assessment page: /assessments/${assessment.id} "${assessment.name}"`);
}
const pageWidth = Math.max(...pages.map((path) => shortPath(path).length)) + 8;
console.log(`\n${headingRow(pageWidth)}`);

const benchmarkIndexes: number[] = [];
let missed = 0;
let checked = 0;
for (const profile of profiles) {
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
    const targets = targetsFor(path, profile);
    for (const metric of METRICS) {
      const target = targets[metric];
      if (!target) continue;
      checked++;
      if (!meets(medians[metric], target)) missed++;
    }
    console.log(pageRow(`${profile.padEnd(7)} ${shortPath(path)}`, pageWidth, medians, targets));
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

/** Ids cut to their first 8 characters to keep the table narrow (the header gives them whole). */
function shortPath(path: string): string {
  return path.replace(/\/([0-9a-f]{8})-[0-9a-f-]{27}/g, '/$1…');
}
