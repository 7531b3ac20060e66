import { describe, expect, it } from 'vitest';

import { apiRequest } from '../../../api/client';
import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  PATHS,
  listSchema,
  questionResultSchema,
  type QuestionResultsParams,
} from '../../../api/contract';
import { streamList } from '../../../api/list-stream';
import { resultsSegments } from '../../../api/results-segments';
import { serveFakeApi } from '../../../testing/fake-api-server';
import { assessmentStats } from './assessment-stats';
import type { QuestionResultsPageFetcher } from './freshness';
import { QuestionResultLedger } from './ledger';
import type { StatisticsScope } from './ledger-store';
import { refreshLedger } from './refresh-ledger';

const { fake } = serveFakeApi();

let requests = 0;
/** The question-results endpoint's fetcher, spelled out (features do not import each other), counting requests. */
const fetchPage: QuestionResultsPageFetcher = (params: QuestionResultsParams, signal) => {
  requests++;
  return apiRequest({
    path: PATHS.questionResults,
    query: { ...params },
    schema: listSchema(questionResultSchema),
    signal,
  });
};

/** A full computation of the scope's ledger: every page of every segment, as the engine reads them. */
async function computeFromScratch(scope: StatisticsScope): Promise<QuestionResultLedger> {
  const ledger = new QuestionResultLedger();
  const segments = scope.assessment
    ? scope.assessment.questionIds.flatMap((questionId) =>
        resultsSegments({ ...scope.filter, question_id: questionId }).map(({ key, params }) => ({
          key: `${questionId}:${key}`,
          params,
        })),
      )
    : resultsSegments(scope.filter);
  const assessmentId = scope.assessment?.assessmentId;
  await streamList({
    segments,
    fetchPage,
    pageSize: MAX_PER_PAGE_QUESTION_RESULTS,
    onPage: ({ rows }) => {
      for (const row of rows) if (assessmentId === undefined || row.assessment_id === assessmentId) ledger.upsert(row);
    },
  });
  return ledger;
}

/** Every row's figures, in id order: two ledgers are equal when these are. */
function contents(ledger: QuestionResultLedger): string[] {
  const rows: string[] = [];
  for (let row = 0; row < ledger.size; row++) {
    rows.push(
      [
        ledger.rowId(row),
        ledger.textOf(ledger.questionKey(row)),
        ledger.textOf(ledger.assessmentKey(row)),
        ledger.sourceCode(row),
        ledger.statusCode(row),
        ledger.score(row),
        ledger.createdAt(row),
        ledger.evaluatedAt(row),
      ].join('|'),
    );
  }
  return rows.sort();
}

/** Numbers rounded to 9 decimals, everywhere in a value. */
function roundedDeep(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 1e9) / 1e9 : value;
  if (Array.isArray(value)) return value.map(roundedDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundedDeep(item)]));
  }
  return value;
}

async function addAnswersAndGrade(answers: number, gradings: number) {
  const added = await fake.simulate.addAnswers(answers);
  const graded = await fake.simulate.gradePending(gradings);
  return { added, graded };
}

describe('refreshLedger', () => {
  it('reads nothing new when nothing changed but the overlap, and leaves the ledger as it was', async () => {
    const scope: StatisticsScope = { filter: { source: 'standalone' } };
    const ledger = await computeFromScratch(scope);
    const before = contents(ledger);

    requests = 0;
    const outcome = await refreshLedger({ ledger, scope, watermark: new Date().toISOString(), fetchPage });

    expect(outcome).toMatchObject({ kind: 'refreshed', added: 0 });
    expect(contents(ledger)).toEqual(before);
    // One page of new rows and one per graded status, on the one pinned source.
    expect(requests).toBe(3);
  });

  it('after new answers and gradings, holds exactly what a full recomputation reads, at about ⌈N/100⌉ + a few requests', async () => {
    const scope: StatisticsScope = { filter: {} };
    const ledger = await computeFromScratch(scope);
    const watermark = new Date().toISOString();
    const { added } = await addAnswersAndGrade(250, 60);
    expect(added).toHaveLength(250);

    requests = 0;
    const outcome = await refreshLedger({ ledger, scope, watermark, fetchPage });
    const refreshRequests = requests;

    expect(outcome).toMatchObject({ kind: 'refreshed', added: 250 });
    expect(contents(ledger)).toEqual(contents(await computeFromScratch(scope)));
    // New rows per source, plus one query per source for each graded status (and the odd extra page).
    expect(refreshRequests).toBeLessThanOrEqual(Math.ceil(250 / 100) + 2 + 4 + 2);
  });

  it('refreshes an assessment scope to the same statistics as a recomputation, keeping rows of other assessments out', async () => {
    const db = await fake.ready;
    const assessment = [...db.assessments.values()][0]!;
    const questionIds = assessment.question_ids;
    const scope: StatisticsScope = { filter: {}, assessment: { assessmentId: assessment.id, questionIds } };
    const ledger = await computeFromScratch(scope);
    const watermark = new Date().toISOString();
    await addAnswersAndGrade(400, 120);

    requests = 0;
    const outcome = await refreshLedger({ ledger, scope, watermark, fetchPage });
    const refreshRequests = requests;
    const recomputed = await computeFromScratch(scope);
    const recomputeRequests = requests - refreshRequests;

    expect(outcome.kind).toBe('refreshed');
    expect(contents(ledger)).toEqual(contents(recomputed));
    // Equal rows in another order: sums may differ in the last bits, never in what is shown.
    const stats = (l: QuestionResultLedger) =>
      roundedDeep(assessmentStats(l, { assessmentId: assessment.id, questionIds }));
    expect(stats(ledger)).toEqual(stats(recomputed));
    expect(refreshRequests).toBeLessThan(recomputeRequests);
  });

  it('asks for a recomputation when the filter has a status, which a re-graded answer would leave', async () => {
    const ledger = new QuestionResultLedger();
    requests = 0;
    const outcome = await refreshLedger({
      ledger,
      scope: { filter: { status: ['pending'] } },
      watermark: new Date().toISOString(),
      fetchPage,
    });
    expect(outcome.kind).toBe('needs-recompute');
    expect(requests).toBe(0);
  });
});
