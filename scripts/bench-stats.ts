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

import { SOURCES } from '@assessment-insights/contract';
import { getQuestionResults } from '@/features/question-results/api/get-question-results';
import {
  assessmentStats,
  fetchLedger,
  expectedFetchMs,
  countNewerSince,
  refreshLedger,
} from '@assessment-insights/statistics-engine';
import { DEMO_SEED } from '@/mocks/demo';
import { connectBenchClient } from './support/bench-client';
import { startFakeApiProcess } from './support/fake-api-process';
import { largestAssessment } from './support/largest-assessment';

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

// The largest assessment and the lower bound, from the server's own dataset (same seed).
const scope = largestAssessment(DEMO_SEED, PAGE);

// Live mode waits until the computation is long done, then adds and grades answers for a few
// ticks and stops: the refresh below then has a known change to read.
const LIVE = { afterMs: 20_000, intervalMs: 250, ticks: 10, answers: 40, gradings: 15 };
const server = await startFakeApiProcess([
  ...['--latency-ms', String(latencyMs), '--seed', String(DEMO_SEED)],
  ...['--live', '--live-after-ms', String(LIVE.afterMs), '--live-interval-ms', String(LIVE.intervalMs)],
  ...[
    '--live-ticks',
    String(LIVE.ticks),
    '--live-answers',
    String(LIVE.answers),
    '--live-gradings',
    String(LIVE.gradings),
  ],
]);
// Live mode's delay runs from the moment the server listens, which is now.
const serverStarted = performance.now();
// Then one full page alone, twice: latency plus the fake's and the client's work per request.
const statuses = await connectBenchClient(server);
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
    `(the floor counts ${latencyMs} ms, the fake's work inside it: the client's receiving, parsing and keeping a page come on top); ` +
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
// ——— refresh after new answers ———
const liveDoneMs = LIVE.afterMs + (LIVE.ticks + 1) * LIVE.intervalMs + 1_000;
const computedBeforeLive = performance.now() - serverStarted < LIVE.afterMs;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, serverStarted + liveDoneMs - performance.now())));
const scopeOfStats = {
  filter: {},
  assessment: { assessmentId: scope.assessmentId, questionIds: scope.questionIds },
};
const newer = await countNewerSince(scopeOfStats, outcome.asOf, getQuestionResults);
const refreshStarted = performance.now();
let refreshRequests = 0;
const refreshed = await refreshLedger({
  ledger: outcome.ledger,
  scope: scopeOfStats,
  watermark: outcome.asOf,
  fetchPage: (params, signal) => {
    refreshRequests++;
    return getQuestionResults(params, signal);
  },
});
const refreshMs = performance.now() - refreshStarted;
const recomputed = await fetchLedger({ scope: scopeOfStats.assessment, fetchPage: getQuestionResults });
// Equal rows read in another order may differ in a sum's last bits, never in what is shown.
const rounded = (_key: string, value: unknown) => (typeof value === 'number' ? Math.round(value * 1e9) / 1e9 : value);
const statsText = (ledger: typeof outcome.ledger) => JSON.stringify(assessmentStats(ledger, scope), rounded);
const same = statsText(outcome.ledger) === statsText(recomputed.ledger);
const sameRows = outcome.ledger.size === recomputed.ledger.size;
if (refreshed.kind === 'refreshed') {
  const newRequestsBound = Math.ceil(newer.count / PAGE);
  console.log(
    `refresh after live mode added ${LIVE.ticks * LIVE.answers} answers and graded up to ${LIVE.ticks * LIVE.gradings} ` +
      `(${newer.count} newer in the workspace, counted in ${newer.requests} requests${computedBeforeLive ? '' : '; WARNING: live mode began during the computation'}): ` +
      `${refreshRequests} requests (⌈${newer.count}/100⌉ = ${newRequestsBound} + ${refreshRequests - newRequestsBound}) in ` +
      `${(refreshMs / 1000).toFixed(2)} s, ${refreshed.added} rows added, ${refreshed.updated} re-read; ` +
      `a recomputation took ${recomputed.requests} requests; same rows and statistics as the recomputation: ` +
      `${same && sameRows ? 'yes' : 'NO'}`,
  );
} else {
  console.log(`refresh: needs a recomputation (${refreshed.reason})`);
}
server.stop();
process.exit(0);
