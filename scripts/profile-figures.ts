/**
 * Profiles a browser's time to figures over bench:team's 100,000-answer assessment: the server's
 * cut, encoding and gzip, then gunzip, decode and the assessment page's figures, each part timed.
 * As bench:team runs them, the parts run once, cold, after the demo's largest assessment has been
 * decoded and computed (what warms the JIT there); `--runs n` adds n warm runs and their median;
 * `--parts` times the figures' parts one by one instead of the whole request. Run under
 * `node --cpu-prof --import tsx` to see where the time goes: PROFILE_WINDOW=1 prints each part's
 * span on the profile's clock, PROFILE_MARK=1 a line as each part starts (to read --trace-deopt by).
 * Usage: npx tsx scripts/profile-figures.ts [--runs 0] [--parts]
 */
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';

import { MAX_PER_PAGE_QUESTION_RESULTS } from '@assessment-insights/contract';
import {
  assessmentRowsByQuestion,
  assessmentStats,
  computeFigures,
  decodeLedger,
  encodeLedger,
  gradingHealth,
  gradingHealthByQuestion,
  leakWatch,
  QuestionResultLedger,
  readyLedger,
  scopeSnapshot,
} from '@assessment-insights/statistics-engine';
import { DEMO_SEED } from '@/mocks/demo';
import { LEDGER_GZIP_LEVEL } from '../server/team/team-routes.ts';
import { largestAssessment } from './support/largest-assessment';
import { copiedRecords, ledgerOf } from './support/team-bench-ledgers';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '0' }, parts: { type: 'boolean', default: false } },
});
const RUNS = Number(values.runs);

const scope = largestAssessment(DEMO_SEED, MAX_PER_PAGE_QUESTION_RESULTS);
const request = { kind: 'assessment', assessmentId: scope.assessmentId, questionIds: scope.questionIds, passMark: 60 };
const times = new Map<string, number[]>();

/** Microseconds on the clock a CPU profile's samples are timed by. */
const clock = () => String(process.hrtime.bigint() / 1000n);
/** With PROFILE_WINDOW set, each part's span on that clock, to read a profile part by part. */
const windows: string[] = [];

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  if (process.env.PROFILE_MARK) console.log(`--- ${label.trim()}`);
  const start = performance.now();
  const from = clock();
  const value = await work();
  windows.push(`window ${label.trim().replace(/ /g, '-')} ${from} ${clock()}`);
  const list = times.get(label) ?? [];
  list.push(performance.now() - start);
  times.set(label, list);
  return value;
}

/** What bench:team does with one assessment's ledger: served, unzipped, decoded, computed. */
async function toFigures(ledger: QuestionResultLedger, label = (part: string) => part, parts = false) {
  const whole = ledger.toSnapshot();
  const served = await timed(label('server'), () => {
    const cut = scopeSnapshot(ledger, { filter: {}, assessment: scope }, whole);
    return gzipSync(encodeLedger(cut, { asOf: new Date().toISOString() }), { level: LEDGER_GZIP_LEVEL });
  });
  const bytes = await timed(label('gunzip'), () => new Uint8Array(gunzipSync(served)));
  const decoded = await timed(label('decode'), () => {
    const { snapshot, meta } = decodeLedger(bytes);
    return { ready: readyLedger(QuestionResultLedger.fromSnapshot(snapshot), Date.parse(String(meta.asOf))) };
  });
  const { ready } = decoded;
  if (!parts) {
    await timed(label('figures'), () => computeFigures(ready, { ...request, kind: 'assessment' }, () => null));
    return;
  }
  // The request's parts, each on its own, in the order computeFigures runs them.
  const { ledger: read, asOf } = ready;
  const options = { now: asOf, passMark: 60 };
  const rowsByQuestion = assessmentRowsByQuestion(read, scope.assessmentId, scope.questionIds);
  await timed(label('  assessmentStats'), () => assessmentStats(read, scope, 60));
  await timed(label('  leakWatch'), () => leakWatch(read, scope.questionIds));
  await timed(label('  health overall'), () => gradingHealth(read, [...rowsByQuestion.values()].flat(), options));
  await timed(label('  health byQuestion'), () => gradingHealthByQuestion(read, rowsByQuestion, options));
}

// As bench:team: the demo's largest assessment first, then the 100,000 answers.
await toFigures(ledgerOf(copiedRecords(scope.answers, scope.assessmentId)), (part) => `demo ${part}`, values.parts);
const large = ledgerOf(copiedRecords(100_000, scope.assessmentId));
if (process.env.PROFILE_MARK) console.log('--- the 100,000 answers ---');
for (let run = 0; run <= RUNS; run++) await toFigures(large, undefined, values.parts);
if (process.env.PROFILE_WINDOW) console.log(windows.join('\n'));

const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? NaN;
console.log(`${large.size} rows, ${scope.questionIds.length} questions`);
for (const [label, list] of times) {
  const [first = NaN, ...warm] = list;
  const warmText = warm.length > 0 ? `, warm median ${median(warm).toFixed(0).padStart(5)} ms` : '';
  console.log(`${label.padEnd(20)} ${first.toFixed(0).padStart(5)} ms${warmText}`);
}
const cold = ['server', 'gunzip', 'decode', 'figures'].map((part) => times.get(part)?.[0] ?? 0);
if (!values.parts) console.log(`cold total ${cold.reduce((sum, ms) => sum + ms, 0).toFixed(0)} ms`);
