import { expect } from 'vitest';

import { ANSWER_STATUSES } from '@assessment-insights/contract';
import type { QuestionResult } from '@/mocks/dataset/types';
import type { FakeApi } from '@/mocks/fake-api';
import type { QuestionResultLedger, QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';

/**
 * For reading a list while the fake moves it (fetch-live.test.ts): the fake's own rows as the
 * truth (never the engine's reading), a page request told from its URL, the pages a job has in
 * hand, and arrivals on one question.
 */

type Database = Awaited<FakeApi['ready']>;

/** `source:id` → what a statistic counts of the row. */
export type RowStates = Map<string, string>;

const stateOf = (status: string, score: number | null) => `${status} ${score ?? '-'}`;

/** The question's rows as the fake holds them now, straight from its database. */
export function truthOf(db: Database, questionId: string): RowStates {
  const rows: RowStates = new Map();
  for (const row of db.dataset.questionResults) {
    if (row.question_id === questionId) rows.set(`${row.source}:${row.id}`, stateOf(row.status, row.score));
  }
  return rows;
}

/** Rows of `rows` the ledger does not hold. */
export function missingFrom(ledger: QuestionResultLedger, rows: RowStates): string[] {
  return [...rows.keys()].filter((key) => {
    const [source = '', id = ''] = key.split(':');
    return ledger.rowOf(source, id) === undefined;
  });
}

/** Every row of the ledger, as `truthOf` gives the fake's. */
export function ledgerStates(ledger: QuestionResultLedger): RowStates {
  const rows: RowStates = new Map();
  for (let row = 0; row < ledger.size; row++) {
    const source = ['standalone', 'pipeline'][ledger.sourceCode(row)] ?? 'other';
    const status = ANSWER_STATUSES[ledger.statusCode(row)] ?? `code ${ledger.statusCode(row)}`;
    const score = ledger.score(row);
    rows.set(`${source}:${ledger.rowId(row)}`, stateOf(status, Number.isNaN(score) ? null : score));
  }
  return rows;
}

/** Asserts that the ledger holds exactly the truth, naming what differs and how many. */
export function expectSameRows(ledger: QuestionResultLedger, truth: RowStates): void {
  const held = ledgerStates(ledger);
  const missing = [...truth.keys()].filter((key) => !held.has(key));
  const extra = [...held.keys()].filter((key) => !truth.has(key));
  const stale = [...truth].filter(([key, state]) => held.has(key) && held.get(key) !== state);
  const examples = stale.slice(0, 3).map(([key, state]) => `${key}: ${held.get(key)} held, ${state} now`);
  expect(
    { missing: missing.length, extra: extra.length, stale: stale.length },
    `ledger vs the fake's rows; missing e.g. ${missing.slice(0, 3).join(', ')}; stale e.g. ${examples.join('; ')}`,
  ).toEqual({ missing: 0, extra: 0, stale: 0 });
}

/** Requests a still read of the rows costs: every page of each source. */
export function pagesToRead(truth: RowStates, perPage = 100): number {
  const count = (source: string) => [...truth.keys()].filter((key) => key.startsWith(`${source}:`)).length;
  return ['standalone', 'pipeline'].reduce((sum, source) => sum + Math.max(1, Math.ceil(count(source) / perPage)), 0);
}

/** A GET /question-results page request of one question, from its URL; undefined for any other request. */
export function pageRequested(url: URL, questionId: string) {
  const query = url.searchParams;
  if (!url.pathname.endsWith('/question-results') || query.get('question_id') !== questionId) return undefined;
  // Only the full read's pages: a refresh's or a repair's query narrows by time or status.
  const plain = !query.has('created_after') && !query.has('created_before') && !query.has('status');
  return { source: query.get('source'), page: Number(query.get('page') ?? '1'), plain };
}

/** Counts the pages the engine received; `reach(n)` resolves once n pages are in its hands. */
export function countingAnswers(fetchPage: QuestionResultsPageFetcher) {
  let answered = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const counted: QuestionResultsPageFetcher = async (params, signal) => {
    const page = await fetchPage(params, signal);
    answered++;
    for (const wait of waiting.filter(({ count }) => answered >= count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
    return page;
  };
  const reach = (count: number) =>
    answered >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { fetchPage: counted, reach, answered: () => answered };
}

/**
 * New answers arrive as live mode makes them (each continues or starts a run, on any question)
 * until at least `n` answer this question: the only way new rows join one question's list.
 */
export async function arriveOn(fake: FakeApi, questionId: string, n: number): Promise<QuestionResult[]> {
  const arrived: QuestionResult[] = [];
  for (let round = 0; arrived.length < n; round++) {
    if (round === 5_000) throw new Error(`No ${n} new answers on ${questionId} after ${round} rounds.`);
    const added = await fake.simulate.addAnswers(10);
    arrived.push(...added.filter((row) => row.question_id === questionId));
  }
  return arrived;
}
