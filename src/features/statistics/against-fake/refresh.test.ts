import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import {
  assessmentStats,
  fetchLedger,
  QuestionResultLedger,
  refreshLedger,
  type StatisticsScope,
} from '@assessment-insights/statistics-engine';

const { fake } = serveFakeApi();
const { fetchPage, calls } = countingQuestionResultsFetcher();

/** The engine's full computation of the scope (what "Recompute from scratch" does). */
async function computeFromScratch({ filter, assessment }: StatisticsScope): Promise<QuestionResultLedger> {
  const outcome = await fetchLedger({ filter, scope: assessment, fetchPage });
  expect(outcome.status).toBe('complete');
  return outcome.ledger;
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
        ledger.fingerprint(row)?.join(' ') ?? 'no fingerprint',
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

/** Pending answers of a source in the fake's workspace now. */
async function pendingAnswers(source: string): Promise<number> {
  const { dataset } = await fake.ready;
  return dataset.questionResults.filter((row) => row.source === source && row.status === 'pending').length;
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

    const requestsBefore = calls.count;
    const outcome = await refreshLedger({ ledger, scope, watermark: new Date().toISOString(), fetchPage });

    expect(outcome).toMatchObject({ kind: 'refreshed', added: 0, updated: 0 });
    expect(contents(ledger)).toEqual(before);
    // The pending rows' pages, one page of new rows and one per graded status, on the one pinned source.
    const pendingPages = Math.ceil((await pendingAnswers('standalone')) / 100);
    expect(calls.count - requestsBefore).toBe(pendingPages + 3);
  });

  it('after new answers and gradings, holds exactly what a full recomputation reads, at about ⌈N/100⌉ + a few requests', async () => {
    const scope: StatisticsScope = { filter: {} };
    const ledger = await computeFromScratch(scope);
    const watermark = new Date().toISOString();
    const { added } = await addAnswersAndGrade(250, 60);
    expect(added).toHaveLength(250);

    const requestsBefore = calls.count;
    const outcome = await refreshLedger({ ledger, scope, watermark, fetchPage });
    const refreshRequests = calls.count - requestsBefore;

    expect(outcome).toMatchObject({ kind: 'refreshed', added: 250 });
    // Fingerprints too: the new coding and free-text answers keep theirs, the re-graded keep theirs.
    expect(contents(ledger)).toEqual(contents(await computeFromScratch(scope)));
    const fingerprinted = added.filter((row) => {
      const index = ledger.rowOf(row.source, row.id);
      return index !== undefined && ledger.fingerprint(index) !== null;
    });
    expect(fingerprinted.length).toBeGreaterThan(250 * 0.2);
    // The pending rows' pages, new rows per source, one query per source for each graded status (and the odd extra page).
    const pendingPages =
      Math.ceil((await pendingAnswers('standalone')) / 100) + Math.ceil((await pendingAnswers('pipeline')) / 100);
    expect(refreshRequests).toBeLessThanOrEqual(pendingPages + Math.ceil(250 / 100) + 2 + 4 + 2);
  });

  it('refreshes an assessment scope to the same statistics as a recomputation, keeping rows of other assessments out', async () => {
    const db = await fake.ready;
    const assessment = [...db.assessments.values()][0]!;
    const questionIds = assessment.question_ids;
    const scope: StatisticsScope = { filter: {}, assessment: { assessmentId: assessment.id, questionIds } };
    const ledger = await computeFromScratch(scope);
    const watermark = new Date().toISOString();
    await addAnswersAndGrade(400, 120);

    const requestsBefore = calls.count;
    const outcome = await refreshLedger({ ledger, scope, watermark, fetchPage });
    const refreshRequests = calls.count - requestsBefore;
    const recomputed = await computeFromScratch(scope);
    const recomputeRequests = calls.count - requestsBefore - refreshRequests;

    expect(outcome.kind).toBe('refreshed');
    expect(contents(ledger)).toEqual(contents(recomputed));
    // Equal rows in another order: sums may differ in the last bits, never in what is shown.
    const stats = (l: QuestionResultLedger) =>
      roundedDeep(assessmentStats(l, { assessmentId: assessment.id, questionIds }));
    expect(stats(ledger)).toEqual(stats(recomputed));
    expect(refreshRequests).toBeLessThan(recomputeRequests);
  });

  it('refreshes an assessment scope narrowed to one question by reading that question only', async () => {
    const db = await fake.ready;
    const assessment = [...db.assessments.values()][1]!;
    const questionIds = assessment.question_ids;
    const named = questionIds[0]!;
    const scope: StatisticsScope = {
      filter: { question_id: named },
      assessment: { assessmentId: assessment.id, questionIds },
    };
    const ledger = await computeFromScratch(scope);
    const watermark = new Date().toISOString();
    await addAnswersAndGrade(400, 120);

    const asked: Array<string | undefined> = [];
    const outcome = await refreshLedger({
      ledger,
      scope,
      watermark,
      fetchPage: (params, signal) => {
        asked.push(params.question_id);
        return fetchPage(params, signal);
      },
    });

    expect(outcome.kind).toBe('refreshed');
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([named]));
    expect(contents(ledger)).toEqual(contents(await computeFromScratch(scope)));
    for (let row = 0; row < ledger.size; row++) expect(ledger.textOf(ledger.questionKey(row))).toBe(named);
  });

  it('asks for a recomputation when the filter has a status, which a re-graded answer would leave', async () => {
    const ledger = new QuestionResultLedger();
    const requestsBefore = calls.count;
    const outcome = await refreshLedger({
      ledger,
      scope: { filter: { status: ['pending'] } },
      watermark: new Date().toISOString(),
      fetchPage,
    });
    expect(outcome.kind).toBe('needs-recompute');
    expect(calls.count - requestsBefore).toBe(0);
  });
});
