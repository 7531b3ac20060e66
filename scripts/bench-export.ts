/**
 * Benchmark: "Download CSV" of whole filtered lists. Starts the fake API over real HTTP (with
 * per-request latency, like a remote API), exports each filter with the app's own client
 * (pacing, retries) and export engine, and prints rows, pages, time, throughput and CSV size.
 * Usage: npm run bench:export [-- --latency-ms 40 --large]
 *   --large adds a filter of more pages than one minute's budget (120), to show pacing at work.
 */
import { parseArgs } from 'node:util';

import { configureApiClient } from '@/api/client';
import { MAX_PER_PAGE_QUESTION_RESULTS, type QuestionResultsParams } from '@assessment-insights/contract';
import { keyStore } from '@/api/key-store';
import { toCsv } from '@/shared/explorer/export/csv';
import { questionResultsOrder } from '@/api/results-order';
import { exportAllRows } from '@/shared/explorer/export/export-rows';
import { getQuestionResults } from '@/features/question-results/api/get-question-results';
import { questionResultsCsv } from '@/features/question-results/question-results-csv';
import { startFakeApiProcess } from './support/fake-api-process';

const { values } = parseArgs({
  options: { 'latency-ms': { type: 'string', default: '40' }, large: { type: 'boolean', default: false } },
});

const server = await startFakeApiProcess(['--latency-ms', values['latency-ms']]);
const { baseUrl, apiKey } = server;

keyStore.save(apiKey, { remember: false });
configureApiClient({ baseUrl });

const filters: Array<[string, QuestionResultsParams]> = [
  ['merged, status=unable_to_grade (split per source)', { status: ['unable_to_grade'] }],
  ['pinned, source=pipeline&status=unable_to_grade', { source: 'pipeline', status: ['unable_to_grade'] }],
  ['pinned, source=standalone&status=pending', { source: 'standalone', status: ['pending'] }],
];
if (values.large) filters.push(['pinned, source=pipeline (past one minute of budget)', { source: 'pipeline' }]);

console.log(
  `fake API at ${baseUrl}, ${values['latency-ms']} ms latency per request, per_page ${MAX_PER_PAGE_QUESTION_RESULTS}`,
);
for (const [label, params] of filters) {
  const started = performance.now();
  let pages = 0;
  const rows = await exportAllRows({
    params: { ...params, sort: '-created_at' },
    fetchPage: getQuestionResults,
    maxPerPage: MAX_PER_PAGE_QUESTION_RESULTS,
    compare: questionResultsOrder('-created_at'),
    onProgress: (progress) => {
      pages = progress.pagesFetched;
    },
  });
  const fetched = performance.now() - started;
  const csvStarted = performance.now();
  const { header, record } = questionResultsCsv;
  // Without the name lists (no query cache here): the title and name columns stay empty.
  const csv = toCsv(
    header,
    rows.map((row) => record(row, {})),
    { bom: true },
  );
  const csvMs = performance.now() - csvStarted;
  console.log(
    `${label}: ${rows.length.toLocaleString('en')} rows, ${pages} pages in ${(fetched / 1000).toFixed(2)} s ` +
      `(${Math.round(rows.length / (fetched / 1000)).toLocaleString('en')} rows/s); ` +
      `CSV ${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB built in ${csvMs.toFixed(0)} ms`,
  );
}
server.stop();
process.exit(0);
