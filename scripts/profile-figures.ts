/**
 * Profiles a browser's time to figures over bench:team's 100,000-answer assessment: the server's
 * cut, encoding and gzip, then gunzip, decode and the assessment page's figures, each part timed
 * (first run, then the median of warm runs). Run under `node --cpu-prof --import tsx` to see where
 * the time goes.
 * Usage: npx tsx scripts/profile-figures.ts [--runs 5]
 */
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';

import { MAX_PER_PAGE_QUESTION_RESULTS } from '@assessment-insights/contract';
import {
  assessmentRowsByQuestion,
  assessmentStats,
  buildRunMatrix,
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

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

const scope = largestAssessment(DEMO_SEED, MAX_PER_PAGE_QUESTION_RESULTS);
const assessment = ledgerOf(copiedRecords(100_000, scope.assessmentId));
const whole = assessment.toSnapshot();
const request = { kind: 'assessment', assessmentId: scope.assessmentId, questionIds: scope.questionIds, passMark: 60 };

const times = new Map<string, number[]>();
async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const value = await work();
  const list = times.get(label) ?? [];
  list.push(performance.now() - start);
  times.set(label, list);
  return value;
}

for (let run = 0; run <= RUNS; run++) {
  const served = await timed('server', () => {
    const cut = scopeSnapshot(assessment, { filter: {}, assessment: scope }, whole);
    return gzipSync(encodeLedger(cut, { asOf: new Date().toISOString() }), { level: LEDGER_GZIP_LEVEL });
  });
  const bytes = await timed('gunzip', () => new Uint8Array(gunzipSync(served)));
  // The parts of the server's share and of decoding, each on its own.
  const cut = await timed('  scopeSnapshot', () => scopeSnapshot(assessment, { filter: {}, assessment: scope }, whole));
  const encoded = await timed('  encode', () => encodeLedger(cut, { asOf: new Date().toISOString() }));
  await timed('  gzip', () => gzipSync(encoded, { level: LEDGER_GZIP_LEVEL }));
  const decoded = await timed('  decodeLedger', () => decodeLedger(bytes));
  await timed('  fromSnapshot', () => QuestionResultLedger.fromSnapshot(decoded.snapshot));
  const { ledger, asOf } = await timed('decode', () => {
    const { snapshot, meta } = decodeLedger(bytes);
    return { ledger: QuestionResultLedger.fromSnapshot(snapshot), asOf: Date.parse(String(meta.asOf)) };
  });
  await timed('figures', () =>
    computeFigures(readyLedger(ledger, asOf), { ...request, kind: 'assessment' }, () => null),
  );
  // The parts of the figures, each on its own.
  const options = { now: asOf, passMark: 60 };
  const rowsByQuestion = await timed('  rowsByQuestion', () =>
    assessmentRowsByQuestion(ledger, scope.assessmentId, scope.questionIds),
  );
  await timed('  runMatrix', () => buildRunMatrix(ledger, scope.assessmentId, [...rowsByQuestion.keys()]));
  await timed('  assessmentStats', () => assessmentStats(ledger, scope, 60));
  await timed('  leakWatch', () => leakWatch(ledger, scope.questionIds));
  await timed('  health overall', () => gradingHealth(ledger, [...rowsByQuestion.values()].flat(), options));
  await timed('  health byQuestion', () => gradingHealthByQuestion(ledger, rowsByQuestion, options));
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? NaN;
console.log(`${assessment.size} rows, ${scope.questionIds.length} questions`);
for (const [label, list] of times) {
  const [first = NaN, ...warm] = list;
  console.log(
    `${label.padEnd(20)} first ${first.toFixed(0).padStart(5)} ms, warm median ${median(warm).toFixed(0).padStart(5)} ms`,
  );
}
