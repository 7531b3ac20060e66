import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { countingQuestionResultsFetcher } from '@/testing/statistics-fetch';
import {
  fetchLedger,
  type QuestionResultLedger,
  memoryLedgerStore,
  openScopeLedger,
  recomputeScopeLedger,
  refreshScopeLedger,
  type LedgerJob,
  type StatisticsScope,
} from '@assessment-insights/statistics-engine';

const { fake } = serveFakeApi();
const { fetchPage, calls } = countingQuestionResultsFetcher();

async function jobFor(
  scope: (assessment: { id: string; question_ids: string[] }) => StatisticsScope,
): Promise<LedgerJob> {
  const db = await fake.ready;
  const assessment = [...db.assessments.values()][1]!;
  return {
    workspace: db.companyId,
    scope: scope(assessment),
    fetchPage,
    store: memoryLedgerStore(),
  };
}

const ids = (ledger: QuestionResultLedger) => {
  const all: string[] = [];
  for (let row = 0; row < ledger.size; row++) all.push(`${ledger.rowId(row)}:${ledger.statusCode(row)}`);
  return all.sort();
};

describe('scope ledgers', () => {
  it('computes a scope once; reopening it (a reload) costs no request and gives the same rows', async () => {
    const job = await jobFor((a) => ({ filter: {}, assessment: { assessmentId: a.id, questionIds: a.question_ids } }));

    const first = await openScopeLedger(job);
    const afterFirst = calls.count;
    const again = await openScopeLedger(job);

    expect(first).toMatchObject({ status: 'ready', from: 'api' });
    expect(first.requests).toBeGreaterThan(0);
    expect(again).toMatchObject({ status: 'ready', from: 'store', requests: 0 });
    expect(calls.count).toBe(afterFirst);
    if (first.status !== 'ready' || again.status !== 'ready') throw new Error('not ready');
    expect(ids(again.ledger)).toEqual(ids(first.ledger));
    expect(again.meta).toEqual(first.meta);
    expect(again.meta.rows).toBe(first.ledger.size);
  });

  it('refreshes what is stored with only what changed, and stores the new as-of', async () => {
    const job = await jobFor(() => ({ filter: { source: 'pipeline' } }));
    const computed = await openScopeLedger(job);
    if (computed.status !== 'ready') throw new Error('not ready');
    await fake.simulate.addAnswers(150);
    await fake.simulate.gradePending(50);

    const refreshed = await refreshScopeLedger(job);
    const reopened = await openScopeLedger(job);
    const truth = await fetchLedger({ filter: job.scope.filter, fetchPage });

    expect(refreshed).toMatchObject({ status: 'ready', from: 'api' });
    if (refreshed.status !== 'ready' || reopened.status !== 'ready') throw new Error('not ready');
    expect(refreshed.requests).toBeLessThan(computed.requests);
    expect(Date.parse(refreshed.meta.asOf)).toBeGreaterThanOrEqual(Date.parse(computed.meta.asOf));
    expect(refreshed.meta.computedAt).toBe(computed.meta.computedAt);
    expect(refreshed.meta.requests).toBe(computed.requests + refreshed.requests);
    expect(ids(reopened.ledger)).toEqual(ids(truth.ledger));
    expect(reopened.requests).toBe(0);
  });

  it('recomputes a status-filtered scope from scratch on refresh, since graded answers leave the filter', async () => {
    const job = await jobFor((a) => ({ filter: { status: ['pending'], question_id: a.question_ids[0] } }));
    const computed = await openScopeLedger(job);
    const before = calls.count;

    const refreshed = await refreshScopeLedger(job);

    expect(refreshed).toMatchObject({ status: 'ready', from: 'api', requests: computed.requests });
    expect(calls.count - before).toBe(computed.requests);
  });

  it('stores nothing when the computation is cancelled: the next open computes again', async () => {
    const job = await jobFor((a) => ({ filter: { question_id: a.question_ids[0] } }));
    const cancel = new AbortController();
    cancel.abort();

    const cancelled = await recomputeScopeLedger({ ...job, signal: cancel.signal });
    const opened = await openScopeLedger(job);

    expect(cancelled.status).toBe('cancelled');
    expect(opened).toMatchObject({ status: 'ready', from: 'api' });
    expect(opened.requests).toBeGreaterThan(0);
  });
});
