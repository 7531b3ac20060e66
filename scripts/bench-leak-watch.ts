/**
 * Benchmark: the leak and drift watch (decision 018), in Node, without the fake API.
 * 1. Times `leakWatch` over a synthetic 100,000-row ledger (100 questions, a few with an injected
 *    step) against the 200 ms target: median of 5 runs, permutations included.
 * 2. The false-positive rate over stable simulated histories against the 5% target, per size.
 * 3. The demo workspace: whether the watch finds its planted leak and flags nothing else.
 * Usage: npm run bench:stats (runs after bench-stats.ts), or tsx scripts/bench-leak-watch.ts [-- --histories 1000]
 */
import { parseArgs } from 'node:util';

import {
  leakWatch,
  type LeakWatchEntry,
  QuestionResultLedger,
  type LedgerRowInput,
} from '@assessment-insights/statistics-engine';
import { mulberry32, simulateFalsePositiveRate } from '@assessment-insights/statistics-engine/testing';
import { leakSignalText } from '@/features/statistics/components/leak-watch-text';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';

const { values } = parseArgs({ options: { histories: { type: 'string', default: '1000' } } });
const histories = Number(values.histories);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

// ——— 1. timing over 100,000 rows ———
const QUESTIONS = 100;
const ROWS_PER_QUESTION = 1_000;
const START = Date.UTC(2026, 0, 1);
const YEAR_MS = 365 * 86_400_000;
/** Questions with a step: [question index, change in facility points, fraction of the year it starts]. */
const STEPS: ReadonlyArray<readonly [number, number, number]> = [
  [3, 30, 0.5],
  [17, 20, 0.7],
  [42, -20, 0.4],
  [64, 15, 0.25],
  [88, -25, 0.6],
];
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const random = mulberry32(16);
/** Box–Muller, rounded and clipped to the contract's 0–100. */
const clippedNormal = (mean: number, sd: number) =>
  Math.round(
    Math.min(100, Math.max(0, mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()))),
  );
const ledger = new QuestionResultLedger(QUESTIONS * ROWS_PER_QUESTION);
const questionIds = Array.from({ length: QUESTIONS }, (_, q) => `question-${q}`);
let id = 0;
for (let q = 0; q < QUESTIONS; q++) {
  const step = STEPS.find(([index]) => index === q);
  const multipleChoice = q % 2 === 0;
  const facility = 30 + 50 * random();
  for (let i = 0; i < ROWS_PER_QUESTION; i++) {
    const at = START + random() * YEAR_MS;
    const mean = facility + (step && at >= START + step[2] * YEAR_MS ? step[1] : 0);
    const score = multipleChoice ? (random() * 100 < mean ? 100 : 0) : clippedNormal(mean, 20);
    const pending = random() < 0.05;
    const row: LedgerRowInput = {
      id: uuid(++id),
      question_id: questionIds[q] ?? '',
      assessment_id: 'assessment-1',
      source: 'pipeline',
      candidate_id: `candidate-${i}`,
      pipeline_id: 'pipeline-1',
      status: pending ? 'pending' : 'evaluated',
      score: pending ? null : score,
      created_at: new Date(at).toISOString(),
      evaluated_at: pending ? null : new Date(at + 60_000).toISOString(),
    };
    ledger.upsert(row);
  }
}

const times: number[] = [];
let entries = leakWatch(ledger, questionIds);
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  entries = leakWatch(ledger, questionIds);
  times.push(performance.now() - started);
}
const medianMs = [...times].sort((a, b) => a - b)[2] ?? NaN;
const flagged = entries.filter((entry) => entry.signal !== null);
const injected = new Set(STEPS.map(([index]) => questionIds[index]));
const found = flagged.filter((entry) => injected.has(entry.questionId)).length;
const permutations = entries.reduce((sum, entry) => sum + (entry.changePoint?.permutations ?? 0), 0);
console.log(
  `leak watch over ${ledger.size.toLocaleString('en')} rows, ${QUESTIONS} questions (${STEPS.length} with a step): ` +
    `median ${medianMs.toFixed(1)} ms of 5 runs [${times.map((t) => t.toFixed(0)).join(', ')}] ` +
    `(target < 200 ms): ${verdict(medianMs < 200)}; ${permutations.toLocaleString('en')} permutations in all`,
);
console.log(
  `  flagged ${flagged.length}: ${found} of ${STEPS.length} injected steps, ${flagged.length - found} stable questions`,
);
for (const entry of flagged) {
  const cp = entry.changePoint;
  if (!cp) continue;
  console.log(
    `  ${entry.questionId}: ${signalText(entry)}, ${cp.before.mean.toFixed(1)} → ${cp.after.mean.toFixed(1)} ` +
      `(${cp.difference.toFixed(1)}, 95% ${cp.interval?.lower.toFixed(1) ?? '?'} to ${cp.interval?.upper.toFixed(1) ?? '?'}), ` +
      `p = ${cp.pValue.toFixed(3)}, n = ${cp.before.n} + ${cp.after.n}`,
  );
}

// ——— 2. false-positive rate over stable histories ———
for (const n of [60, 200, 1000]) {
  const started = performance.now();
  const result = simulateFalsePositiveRate({ histories, n, seed: 2026 + n });
  console.log(
    `false positives over ${histories.toLocaleString('en')} stable histories of ${n} answers: ` +
      `${(result.rate * 100).toFixed(1)}% flagged (target ≤ 5%): ${verdict(result.rate <= 0.05)}; ` +
      `p < alpha alone ${((result.significant / histories) * 100).toFixed(1)}% ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

// ——— 3. the demo workspace's planted leak ———
const dataset = generateDataset(DEMO_SEED);
const demo = new QuestionResultLedger(dataset.questionResults.length);
demo.upsertAll(dataset.questionResults);
const demoStarted = performance.now();
const demoEntries = leakWatch(
  demo,
  dataset.questions.map((question) => question.id),
);
const demoMs = performance.now() - demoStarted;
const demoFlagged = demoEntries.filter((entry) => entry.signal !== null);
const planted = dataset.plantedLeak;
const plantedEntry = demoEntries.find((entry) => entry.questionId === planted.questionId);
console.log(
  `demo workspace (${demo.size.toLocaleString('en')} rows, ${demoEntries.length} questions, ${demoMs.toFixed(0)} ms): ` +
    `planted leak since ${planted.since.slice(0, 10)} → ${plantedEntry?.signal ? signalText(plantedEntry) : 'not flagged'}: ` +
    `${verdict(Boolean(plantedEntry?.changePoint?.flagged && plantedEntry.changePoint.direction === 'rise'))}; ` +
    `other questions flagged: ${demoFlagged.filter((entry) => entry !== plantedEntry).length}`,
);
for (const entry of demoFlagged) {
  const cp = entry.changePoint;
  if (cp) {
    console.log(
      `  ${entry.questionId}: ${signalText(entry)}, ${cp.before.mean.toFixed(1)} → ${cp.after.mean.toFixed(1)}, ` +
        `change at ${new Date(cp.at).toISOString().slice(0, 10)}, p = ${cp.pValue.toFixed(3)}, n = ${cp.before.n} + ${cp.after.n}`,
    );
  }
}

function signalText(entry: LeakWatchEntry): string {
  return entry.signal ? leakSignalText(entry.signal) : '';
}
