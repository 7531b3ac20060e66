/**
 * Benchmark: the statistics engine over the largest assessment (most answers). Starts the fake API
 * over real HTTP (per-request latency, the default rate limits), fills the ledger with the app's
 * client and the engine in Node, and prints requests against the lower bound, wall time against
 * the floor the latency and the minute limit allow, 429s, peak heap growth, then the statistics'
 * computation time. Usage: npm run bench:stats [-- --latency-ms 40 --concurrency 6]
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';

import { configureApiClient } from '../src/api/client';
import { SOURCES } from '../src/api/contract';
import { keyStore } from '../src/api/key-store';
import { getQuestionResults } from '../src/features/question-results/api/get-question-results';
import { assessmentStats } from '../src/features/statistics/engine/assessment-stats';
import { fetchLedger } from '../src/features/statistics/engine/fetch-ledger';
import { expectedFetchMs } from '../src/features/statistics/engine/fetch-plan';
import { generateDataset } from '../src/mocks/dataset/generate';
import { DEMO_SEED } from '../src/mocks/demo';
import { startFakeApiProcess } from './support/fake-api-process';

const { values } = parseArgs({
  options: {
    'latency-ms': { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '6' },
  },
});
const latencyMs = Number(values['latency-ms']);
const concurrency = Number(values.concurrency);
const MINUTE_LIMIT = 120; // the fake's default, which the server below keeps
const PAGE = 100;

// The largest assessment and the lower bound, from the server's own dataset (same seed): the
// API reads a question's rows of every assessment, so each question × source costs ⌈rows/100⌉.
const scope = (() => {
  const dataset = generateDataset(DEMO_SEED);
  const answers = new Map<string, number>();
  const perSegment = new Map<string, number>();
  for (const row of dataset.questionResults) {
    answers.set(row.assessment_id, (answers.get(row.assessment_id) ?? 0) + 1);
    const key = `${row.question_id} ${row.source}`;
    perSegment.set(key, (perSegment.get(key) ?? 0) + 1);
  }
  const largest = [...dataset.assessments].sort((a, b) => (answers.get(b.id) ?? 0) - (answers.get(a.id) ?? 0))[0];
  if (!largest) throw new Error('The dataset has no assessment.');
  const segmentRows = largest.question_ids.flatMap((id) =>
    SOURCES.map((source) => perSegment.get(`${id} ${source}`) ?? 0),
  );
  return {
    name: largest.name,
    assessmentId: largest.id,
    questionIds: [...largest.question_ids],
    answers: answers.get(largest.id) ?? 0,
    rowsRead: segmentRows.reduce((sum, rows) => sum + rows, 0),
    segments: segmentRows.length,
    lowerBound: segmentRows.reduce((sum, rows) => sum + Math.ceil(rows / PAGE), 0),
  };
})();

const server = await startFakeApiProcess(['--latency-ms', String(latencyMs), '--seed', String(DEMO_SEED)]);
keyStore.save(server.apiKey, { remember: false });
const statuses = new Map<number, number>();
configureApiClient({
  baseUrl: server.baseUrl,
  // Every HTTP response, retries included: a 429 the client waited out still shows here.
  fetch: async (input, init) => {
    const response = await fetch(input, init);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  },
});

// The fake sorts its 60,000 answers on its first list request; a deployed API is warm. Then one
// full page alone, twice: latency plus the fake's and the client's work per request.
await getQuestionResults({ source: 'standalone', per_page: 1 });
const probe = { question_id: scope.questionIds[0], source: 'standalone', per_page: PAGE };
const probeStarted = performance.now();
for (let i = 0; i < 2; i++) await getQuestionResults(probe);
const aloneMs = (performance.now() - probeStarted) / 2;
statuses.clear();

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
gc();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const sampleHeap = () => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
};
const sampler = setInterval(sampleHeap, 5);

// Requests in flight over time: whether the engine keeps its `concurrency` slots busy.
let inFlight = 0;
let inFlightArea = 0;
let lastChange = performance.now();
const countInFlight = (delta: number) => {
  const at = performance.now();
  inFlightArea += inFlight * (at - lastChange);
  lastChange = at;
  inFlight += delta;
};
const fetchPage: typeof getQuestionResults = async (params, signal) => {
  countInFlight(1);
  try {
    return await getQuestionResults(params, signal);
  } finally {
    countInFlight(-1);
  }
};

const started = performance.now();
const outcome = await fetchLedger({
  scope: { assessmentId: scope.assessmentId, questionIds: scope.questionIds },
  fetchPage,
  concurrency,
  confirm: (plan) => {
    console.log(`confirm asked (${plan.confirmReason ?? ''}): ${plan.requestsRemaining} more requests; going on`);
    return Promise.resolve(true);
  },
  onProgress: sampleHeap,
});
const wallMs = performance.now() - started;
clearInterval(sampler);
sampleHeap();
gc();
const heapRetained = process.memoryUsage().heapUsed - heapBefore;

const statsStarted = performance.now();
const stats = assessmentStats(outcome.ledger, scope);
const statsMs = performance.now() - statsStarted;

const R = outcome.requests;
const floorMs = expectedFetchMs(R, { concurrency, latencyMs, minuteLimit: MINUTE_LIMIT });
const tooMany = statuses.get(429) ?? 0;
const heapGrowthMb = (heapPeak - heapBefore) / 2 ** 20;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const plan = outcome.plan;

console.log(
  `Largest assessment: ${scope.name}, ${scope.answers.toLocaleString('en')} answers; its ${scope.questionIds.length} questions ` +
    `× ${SOURCES.length} sources = ${scope.segments} segments holding ${scope.rowsRead.toLocaleString('en')} rows.`,
);
console.log(`fake API at ${server.baseUrl}: ${latencyMs} ms latency, ${MINUTE_LIMIT}/min; concurrency ${concurrency}`);
console.log(
  `outcome: ${outcome.status}, ${outcome.rows.toLocaleString('en')} rows in the ledger` +
    (plan
      ? `; plan after the first wave: ${plan.requestsRemaining} more requests, ~${Math.round(plan.expectedMs)} ms`
      : ''),
);
console.log(
  `requests: ${R} vs lower bound ${scope.lowerBound} (target ≤ ${scope.lowerBound + 2}): ${verdict(R <= scope.lowerBound + 2)}`,
);
console.log(
  `wall: ${(wallMs / 1000).toFixed(2)} s vs floor ${(floorMs / 1000).toFixed(2)} s = max(⌈${R}/${concurrency}⌉·${latencyMs} ms, ` +
    `(⌈${R}/${MINUTE_LIMIT}⌉−1)·60 s) (target ≤ ${((1.2 * floorMs) / 1000).toFixed(2)} s): ${verdict(wallMs <= 1.2 * floorMs)}`,
);
console.log(
  `one full page alone: ${aloneMs.toFixed(0)} ms; mean request in the first wave: ${plan?.latencyMs.toFixed(0) ?? '?'} ms ` +
    `(the floor counts ${latencyMs} ms: the fake's and the client's work per page come on top); ` +
    `${(inFlightArea / wallMs).toFixed(1)} requests in flight on average`,
);
const workFloorMs = Math.ceil(R / concurrency) * aloneMs;
console.log(
  `wall vs ⌈${R}/${concurrency}⌉ rounds of one page alone (${(workFloorMs / 1000).toFixed(2)} s): ` +
    `${(wallMs / workFloorMs).toFixed(2)}×`,
);
console.log(
  `HTTP responses: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; 429s: ${tooMany}: ${verdict(tooMany === 0)}`,
);
console.log(
  `heap: peak growth ${heapGrowthMb.toFixed(1)} MB (target < 64 MB): ${verdict(heapGrowthMb < 64)}; ` +
    `retained after GC ${(heapRetained / 2 ** 20).toFixed(2)} MB`,
);
console.log(
  `statistics from the ledger: ${statsMs.toFixed(1)} ms (${stats.questions.length} questions, ${stats.runs} runs, ` +
    `alpha ${stats.reliability.alpha?.toFixed(2) ?? 'hidden'} over ${stats.reliability.runs} runs)`,
);
server.stop();
process.exit(0);
