/**
 * Benchmark: the team server (decision 030). Prints
 * 1. five browsers opening the largest assessment: API requests with the team server (their
 *    scope read first, once, then the workspace's read, and a refresh) against five browsers
 *    reading it themselves;
 * 2. a browser's time to figures from the server: the ledger request, decoding and the worker's
 *    figures, over the demo's largest assessment and over a 100,000-answer one;
 * 3. a 1,000,000-answer workspace: its read's requests and the rate limit's floor, the
 *    database's size and write/load times, the bytes sent per 100,000 answers, and memory.
 * Usage: npm run bench:team [-- --large 1000000]
 */
import { parseArgs } from 'node:util';

import { MAX_PER_PAGE_QUESTION_RESULTS } from '@assessment-insights/contract';
import { DEMO_SEED } from '@/mocks/demo';
import { openWorkspaceStore } from '../server/store/open-store.ts';
import { LEDGER_GZIP_LEVEL } from '../server/team/team-routes.ts';
import { startTeam } from '../server/team/team-server.ts';
import { largestAssessment } from './support/largest-assessment';
import { startBenchTeam } from './support/team-bench-server';
import { figuresFromBytes, largeWorkspace, timeMs } from './support/team-bench-ledgers';

const { values } = parseArgs({ options: { large: { type: 'string', default: '1000000' } } });
const LARGE = Number(values.large);
const MINUTE_LIMIT = 120;
const MINUTE_SHARE = 0.5;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const scope = largestAssessment(DEMO_SEED, MAX_PER_PAGE_QUESTION_RESULTS);
const query = `assessment_id=${scope.assessmentId}&question_ids=${scope.questionIds.join(',')}`;

console.log(`\n1. Five browsers open ${scope.name} (${scope.answers} answers)`);
const team = await startBenchTeam(startTeam);
// As the pages do (load-team-rows.ts): ask for the scope, wait until it is read, load its rows.
const openWhileReading = async () => {
  await team.requestSync(query);
  const view = await team.until((synced) => synced.status === 'ready', query);
  await (await fetch(`${team.url}/team/v1/ledger?${query}`)).arrayBuffer();
  return view;
};
const first = await timeMs(() => Promise.all(Array.from({ length: 5 }, openWhileReading)));
const scopeRequests = first.value[0]?.requests ?? NaN;
const whileReading = await team.apiRequests();
const read = await timeMs(() => team.until((view) => view.status === 'ready'));
const afterRead = await team.apiRequests();
const openings: number[] = [];
let bytes = new Uint8Array();
for (let browser = 0; browser < 5; browser++) {
  const start = performance.now();
  const response = await fetch(`${team.url}/team/v1/ledger?${query}`);
  bytes = new Uint8Array(await response.arrayBuffer());
  openings.push(performance.now() - start);
}
const afterOpenings = await team.apiRequests();
const synced = read.value.lastSyncedAt;
await team.requestSync();
await team.until((view) => view.status === 'ready' && view.lastSyncedAt !== synced);
const afterRefresh = await team.apiRequests();
const floor = (requests: number) => `${((requests / (MINUTE_LIMIT * MINUTE_SHARE)) * 60).toFixed(0)} s`;
console.log(`   browsers alone: 5 × ${scope.lowerBound} (the lower bound) = ${5 * scope.lowerBound} requests`);
console.log(
  `   with the team server, opened as its first read starts: ${scopeRequests} requests read their scope first (the lower bound is ${scope.lowerBound}), ` +
    `and all five had their rows once it was read (${(first.ms / 1000).toFixed(1)} s here, unpaced, with the fake in this process; ` +
    `${whileReading - scopeRequests} requests of the workspace's read had gone by then); ` +
    `at ${MINUTE_SHARE * 100}% of ${MINUTE_LIMIT}/min the scope's floor is ${floor(scopeRequests)}`,
);
console.log(
  `   the workspace's first read: ${afterRead - scopeRequests} requests more (${read.value.rows} answers; its floor ${floor(afterRead - scopeRequests)}); ` +
    `then five more openings cost ${afterOpenings - afterRead}, and a refresh ${afterRefresh - afterOpenings}`,
);
console.log(`   each opening: ${openings.map((ms) => ms.toFixed(0)).join(', ')} ms (${bytes.length} bytes as sent)`);

console.log('\n2. A browser after the first: time to figures from the server');
const demo = await figuresFromBytes(
  await (await fetch(`${team.url}/team/v1/ledger?${query}`, { headers: { 'accept-encoding': 'identity' } }))
    .arrayBuffer()
    .then((buffer) => new Uint8Array(buffer)),
  scope,
);
console.log(
  `   ${scope.name}: ${demo.rows} rows, decode ${demo.decodeMs.toFixed(0)} ms, figures ${demo.figuresMs.toFixed(0)} ms`,
);
await team.close();

const large = await largeWorkspace(scope, LARGE, (dataDir) => openWorkspaceStore({ dataDir }), LEDGER_GZIP_LEVEL);
console.log(`   100,000 answers: ${large.hundredK}`);

console.log(`\n3. A workspace of ${LARGE.toLocaleString('en')} answers`);
for (const line of large.lines) console.log(`   ${line}`);
console.log(`   memory: rss ${mb(process.memoryUsage().rss)}, heap ${mb(process.memoryUsage().heapUsed)}`);
