import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@/api/contract';
import { questionResultRow } from '@/testing/result-rows';
import { numberedRows, uuidOf } from '@/testing/statistics-fixtures';
import { fetchLedger } from './fetch';
import type { QuestionResultsPageFetcher } from '@/features/statistics/engine/scope';

const QUESTION = uuidOf(9_000);
const filter = { question_id: QUESTION, source: 'pipeline' } as const;

/** One question's answers, newest first, as the API pages them; `arrive` adds new ones at the top. */
function movingList(count: number) {
  let rows: QuestionResult[] = numberedRows(
    Array.from({ length: count }, (_, n) => ({ question_id: QUESTION, created_at: timeOf(count - n) })),
  );
  let next = count;
  const fetchPage: QuestionResultsPageFetcher = ({ page = 1, per_page = 100 }) => {
    const data = rows.slice((page - 1) * per_page, page * per_page);
    const pagination = { page, per_page, total: rows.length, has_more: page * per_page < rows.length };
    return Promise.resolve({ data, pagination });
  };
  const arrive = (n: number) => {
    const added = Array.from({ length: n }, () => {
      next++;
      return questionResultRow({ id: uuidOf(next), question_id: QUESTION, created_at: timeOf(next) });
    });
    rows = [...added.reverse(), ...rows];
  };
  return { fetchPage, arrive };
}

const timeOf = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

describe('fetchLedger while the list moves', () => {
  it('says nothing moved when the list held still', async () => {
    const list = movingList(250);
    const outcome = await fetchLedger({ filter, fetchPage: list.fetchPage });
    expect(outcome).toMatchObject({ status: 'complete', rows: 250, shifted: [] });
  });

  it('says which segment moved when answers arrived during the read, so the figures can say they may miss some', async () => {
    const list = movingList(250);
    let pagesRead = 0;
    const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
      const page = await list.fetchPage(params, signal);
      // After page 1, three answers arrive at the top: rows slide toward later pages.
      if (++pagesRead === 1) list.arrive(3);
      return page;
    };
    const outcome = await fetchLedger({ filter, fetchPage });
    expect(outcome.status).toBe('complete');
    expect(outcome.shifted).toHaveLength(1);
  });

  it('says so after a Resume too, when answers arrived between the failure and the Resume', async () => {
    const list = movingList(250);
    let failNext = false;
    let pagesRead = 0;
    const fetchPage: QuestionResultsPageFetcher = (params, signal) => {
      if (failNext) return Promise.reject(new Error('The API is unreachable.'));
      if (++pagesRead === 1) failNext = true;
      return list.fetchPage(params, signal);
    };
    const failed = await fetchLedger({ filter, fetchPage });
    expect(failed).toMatchObject({ status: 'failed', rows: 100 });

    list.arrive(3);
    failNext = false;
    const resumed = await fetchLedger({ filter, fetchPage, resumeFrom: failed.checkpoint });
    expect(resumed.status).toBe('complete');
    expect(resumed.shifted).toHaveLength(1);
  });
});
