import fc from 'fast-check';
import { describe, it } from 'vitest';

import {
  ANSWER_STATUSES,
  SOURCES,
  type KnownSource,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import { MovingResultsApi } from '../testing/moving-results-api';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { uuidOf } from '../testing/fixtures';
import { QuestionResultLedger } from '../ledger/ledger';
import { sourceName } from '../ledger/codes';
import type { QuestionResultsPageFetcher } from '../scope';
import { fetchLedger, type LedgerFetchOutcome } from './fetch';
import { refreshLedger } from './refresh';

/**
 * fetchLedger, then refreshLedger, against a list that moves while it is read: whatever order the
 * pages are answered in, whatever arrives, is graded or re-graded meanwhile, and however often a
 * request fails and the job resumes, no row that existed at the start is lost, and a refresh
 * with the list still leaves the ledger exactly as the list is.
 */

const QUESTION = uuidOf(90_000);
const filter = { question_id: QUESTION };
const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

/** How many rows of each status a source starts with; 0–400 rows in all, so a source may span several pages. */
const sourceCounts = fc.record({
  evaluated: fc.nat({ max: 250 }),
  pending: fc.nat({ max: 80 }),
  unable: fc.nat({ max: 20 }),
});
type Counts = { evaluated: number; pending: number; unable: number };
type StartRows = Record<KnownSource, Counts> & { perMinute: number };
const total = ({ evaluated, pending, unable }: Counts) => evaluated + pending + unable;
/** Rows created in one same minute: a tie falls to the id; over 100, a page's worth of rows shares one created_at. */
const perMinute = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 90, max: 150 }));
const startRows = fc
  .record({ standalone: sourceCounts, pipeline: sourceCounts, perMinute })
  .filter((counts) => total(counts.standalone) + total(counts.pipeline) <= 400);

/** `pick` chooses among the rows the move applies to now (modulo their count), in the list's order. */
const move = fc.oneof(
  fc.record({ kind: fc.constant('arrive' as const), source: fc.constantFrom(...SOURCES) }),
  fc.record({
    kind: fc.constant('grade' as const),
    pick: fc.nat({ max: 399 }),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 4 }),
  }),
  fc.record({ kind: fc.constant('regrade' as const), pick: fc.nat({ max: 399 }) }),
);
type Move = typeof move extends fc.Arbitrary<infer M> ? M : never;

/** Request numbers (all attempts counted) that fail: each once, so the job ends. */
const failures = fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { maxLength: 3 });
const concurrency = fc.integer({ min: 1, max: 6 });

/**
 * A source's rows, statuses interleaved over time by a fixed permutation, `perMinute` rows to a
 * minute. Ids are uuidOf(n), numbered across both sources.
 */
function seedRows(counts: StartRows): QuestionResult[] {
  let n = 0;
  return SOURCES.flatMap((source) => {
    const { evaluated, pending, unable } = counts[source];
    const statuses = [
      ...Array<string>(evaluated).fill('evaluated'),
      ...Array<string>(pending).fill('pending'),
      ...Array<string>(unable).fill('unable_to_grade'),
    ];
    return statuses.map((_, k) => {
      // 7919 is prime and above any count: k ↦ 7919k mod length is a permutation.
      const status = statuses[(k * 7919) % statuses.length] ?? 'pending';
      const createdAt = T0 + Math.floor(k / counts.perMinute) * MINUTE;
      const graded = status !== 'pending';
      return questionResultRow({
        id: uuidOf(++n),
        source,
        question_id: QUESTION,
        pipeline_id: source === 'pipeline' ? uuidOf(80_000) : null,
        status,
        score: status === 'evaluated' ? (k * 37) % 101 : null,
        created_at: new Date(createdAt).toISOString(),
        evaluated_at: graded ? new Date(createdAt + 30_000).toISOString() : null,
      });
    });
  });
}

/** A repair's creation window, ` [00:00:00.000, 00:01:00.000)`; nothing for a whole segment. */
const windowOf = ({ created_after: after, created_before: before }: QuestionResultsParams) =>
  after === undefined && before === undefined
    ? ''
    : ` [${after?.slice(11, 23) ?? '…'}, ${before?.slice(11, 23) ?? '…'})`;

/** `S12` / `P7`: a start row by source and number; `P+3`: the third arrival. */
const nameOf = ({ source, id }: { source: string; id: string }) =>
  `${source === 'pipeline' ? 'P' : 'S'}${id.includes('-a000-') ? '+' : ''}${parseInt(id.slice(-12), 16)}`;
const stateOf = (row: QuestionResult) => (row.status === 'evaluated' ? `evaluated ${row.score}` : row.status);

function applyMove(api: MovingResultsApi, m: Move): string {
  api.advance(1_000);
  if (m.kind === 'arrive') return `arrived ${nameOf(api.arrive(m.source, { question_id: QUESTION }))}`;
  const from = m.kind === 'grade' ? ['pending'] : ['evaluated', 'unable_to_grade'];
  const candidates = api.list({ status: from });
  const row = candidates[m.pick % Math.max(1, candidates.length)];
  if (row === undefined) return `no row to ${m.kind}`;
  if (m.kind === 'regrade') return `re-graded ${nameOf(api.regrade(row))} (was ${stateOf(row)})`;
  return `graded ${nameOf(row)} → ${stateOf(api.grade(row, m.score))}`;
}

interface Run {
  s: fc.Scheduler;
  counts: StartRows;
  moves: Move[];
  failAt: number[];
  concurrency: number;
}

/** The scenario of one run; throws what went wrong, with the pages and moves in the order they happened. */
async function check({ s, counts, moves, failAt, concurrency }: Run): Promise<void> {
  const api = new MovingResultsApi({ rows: seedRows(counts), now: T0 + 1_000 * MINUTE });
  const log: string[] = [];
  const fail = (message: string) => {
    throw new Error(`${message}\nWhat happened, in order:\n${log.map((line, i) => `  ${i + 1}. ${line}`).join('\n')}`);
  };
  let requests = 0;
  // Served (the page taken from the list as it is then) and delivered are scheduled apart, so an
  // answer served before a move may arrive after one served after it.
  const fetchPage: QuestionResultsPageFetcher = async (params) => {
    const label = `#${++requests} ${params.source}${windowOf(params)} p${params.page}`;
    const fails = failAt.includes(requests);
    await s.schedule(Promise.resolve(), fails ? `${label} fails` : `${label} served`);
    if (fails) {
      log.push(`${label} failed`);
      throw new Error(`${label} failed`);
    }
    const page = api.page(params);
    const [first, last] = [page.data[0], page.data.at(-1)];
    const rows = first && last ? `${nameOf(first)}…${nameOf(last)} (${page.data.length})` : 'no rows';
    log.push(`${label} served: ${rows}, total ${page.pagination.total}, has_more ${page.pagination.has_more}`);
    await s.schedule(Promise.resolve(), `${label} delivered`);
    log.push(`${label} delivered`);
    return page;
  };
  const atStart = api.all();
  s.scheduleSequence(
    moves.map((m, i) => ({
      label: `move ${i + 1} ${m.kind}`,
      builder: () => {
        const done = applyMove(api, m);
        log.push(done);
        return Promise.resolve(done);
      },
    })),
  );

  const options = { filter, fetchPage, now: api.now, concurrency };
  let outcome: LedgerFetchOutcome = await s.waitFor(fetchLedger(options));
  for (let resumes = 0; outcome.status === 'failed' && resumes < failAt.length; resumes++) {
    log.push(`resume (${outcome.rows} rows in the ledger)`);
    outcome = await s.waitFor(fetchLedger({ ...options, resumeFrom: outcome.checkpoint }));
  }
  if (outcome.status !== 'complete') fail(`The job ended ${outcome.status}: ${String(outcome.error)}`);
  const { ledger } = outcome;

  // (a) No loss: a start row still listed was read, wherever the list moved it.
  const listed = new Set(api.all().map(nameOf));
  const lost = atStart.filter((row) => listed.has(nameOf(row)) && ledger.rowOf(row.source, row.id) === undefined);
  const flagged = `the job flagged ${JSON.stringify(outcome.shifted)} as shifted`;
  if (lost.length > 0)
    fail(`Lost ${lost.length} start row(s) (${flagged}): ${lost.slice(0, 8).map(whereIs(api)).join('; ')}`);

  // (b) The moves left, then a refresh of a still list: the ledger is the list.
  await s.waitIdle();
  api.advance(1_000);
  await refreshLedger({ ledger, scope: { filter }, watermark: outcome.asOf, fetchPage: api.fetchPage, now: api.now });
  const wrong = differences(ledger, api.list(filter));
  if (wrong.length > 0) fail(`After the refresh, ${wrong.length} row(s) differ: ${wrong.slice(0, 8).join('; ')}`);
}

/** A start row as it was and as it is now, and where the list puts it now. */
const whereIs = (api: MovingResultsApi) => (row: QuestionResult) => {
  const now = api.all();
  const index = now.findIndex((r) => r.source === row.source && r.id === row.id);
  const position = now.slice(0, index).filter((r) => r.source === row.source).length;
  const current = now[index];
  const at = `created ${row.created_at.slice(11, 16)}, at the start ${stateOf(row)}`;
  return `${nameOf(row)} (${at}, now ${current ? stateOf(current) : '?'} at position ${position + 1} of its source)`;
};

/** How the ledger and the list differ: rows in one only, or another status or score. */
function differences(ledger: QuestionResultLedger, rows: readonly QuestionResult[]): string[] {
  const out: string[] = [];
  const inList = new Set<number>();
  for (const row of rows) {
    const index = ledger.rowOf(row.source, row.id);
    if (index === undefined) {
      out.push(`${nameOf(row)} (${stateOf(row)}) missing`);
      continue;
    }
    inList.add(index);
    const status = ANSWER_STATUSES[ledger.statusCode(index)] ?? 'other';
    const score = ledger.score(index);
    if (status !== row.status || !Object.is(score, row.score ?? NaN))
      out.push(`${nameOf(row)}: ledger ${status} ${score}, list ${stateOf(row)}`);
  }
  for (let index = 0; index < ledger.size; index++) {
    if (!inList.has(index))
      out.push(`${nameOf({ source: sourceName(ledger.sourceCode(index)), id: ledger.rowId(index) })} not listed`);
  }
  return out;
}

describe('fetchLedger and refreshLedger, property-based', () => {
  it('read every row, and a refresh matches the list, whatever order pages are answered in and wherever requests fail', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), startRows, failures, concurrency, (s, counts, failAt, conc) =>
        check({ s, counts, moves: [], failAt, concurrency: conc }),
      ),
      { numRuns: 40 },
    );
  });

  it('lose no row and match the list after a refresh, while answers arrive, are graded and re-graded during the read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        startRows,
        fc.array(move, { maxLength: 16 }),
        failures,
        concurrency,
        (s, counts, moves, failAt, conc) => check({ s, counts, moves, failAt, concurrency: conc }),
      ),
      // The time limit bounds the shrinking of a failure too: the counterexample so far is reported.
      { numRuns: 150, plugins: [fc.interruptAfterTimeLimit(6_000)] },
    );
  }, 20_000);
});
