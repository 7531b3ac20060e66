import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { numberedRows, uuidOf } from '../testing/fixtures';
import { fetchLedger } from './fetch';
import type { QuestionResultsPageFetcher } from '../scope';

const QUESTION = uuidOf(9_000);
const filter = { question_id: QUESTION, source: 'pipeline' } as const;
const JOB_START = Date.UTC(2026, 5, 1);
const now = () => JOB_START;

/**
 * One question's answers, newest first, as the API pages them (created_at filters included);
 * `arrive` adds new ones at the top, stamped after the job started.
 */
function movingList(count: number) {
  let rows: QuestionResult[] = numberedRows(
    Array.from({ length: count }, (_, n) => ({ question_id: QUESTION, created_at: timeOf(count - n) })),
  );
  let next = count;
  const fetchPage: QuestionResultsPageFetcher = ({ page = 1, per_page = 100, created_after, created_before }) => {
    const after = created_after === undefined ? -Infinity : Date.parse(created_after);
    const before = created_before === undefined ? Infinity : Date.parse(created_before);
    const matching = rows.filter((row) => Date.parse(row.created_at) >= after && Date.parse(row.created_at) < before);
    const data = matching.slice((page - 1) * per_page, page * per_page);
    const pagination = { page, per_page, total: matching.length, has_more: page * per_page < matching.length };
    return Promise.resolve({ data, pagination });
  };
  const add = (createdAt: string) => {
    next++;
    const row = questionResultRow({ id: uuidOf(next), question_id: QUESTION, created_at: createdAt });
    rows = [...rows, row].sort((a, b) => b.created_at.localeCompare(a.created_at));
  };
  const arrive = (n: number) => {
    for (let i = 0; i < n; i++) add(new Date(JOB_START + 1_000 * (next + 1)).toISOString());
  };
  return { fetchPage, arrive, originals: rows.map((row) => row.id) };
}

const timeOf = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

describe('fetchLedger while the list moves', () => {
  it('reads each page once, and repairs nothing, when the list holds still', async () => {
    const list = movingList(250);
    const outcome = await fetchLedger({ filter, fetchPage: list.fetchPage, now });
    expect(outcome).toMatchObject({ status: 'complete', rows: 250, requests: 3, shifted: [] });
    expect(outcome.repair).toEqual({ segments: 0, requests: 0 });
  });

  it('finds the rows a late page let slide past it when answers arrived meanwhile', async () => {
    const list = movingList(250);
    // Page 2 is answered last: pages 1 and 3 are read, three answers arrive, then page 2 is read,
    // and the three rows that slid from page 2 onto page 3 were on neither when each was read.
    let releasePage2 = () => {};
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
      if (params.page === 2 && params.created_before === undefined) {
        await page2Held;
        return list.fetchPage(params, signal);
      }
      const answer = await list.fetchPage(params, signal);
      if (params.page === 3 && params.created_before === undefined) {
        list.arrive(3);
        releasePage2();
      }
      return answer;
    };
    const outcome = await fetchLedger({ filter, fetchPage, now });

    expect(outcome).toMatchObject({ status: 'complete', shifted: [] });
    expect(list.originals.filter((id) => outcome.ledger.rowOf('pipeline', id) === undefined)).toEqual([]);
    expect(outcome.repair.segments).toBe(1);
    // The whole window (one request) shows three missing; its parts find them without rereading all.
    expect(outcome.repair.requests).toBeGreaterThan(0);
    expect(outcome.repair.requests).toBeLessThanOrEqual(7);
  });

  it('loses nothing after a Resume when answers arrived between the failure and the Resume', async () => {
    const list = movingList(250);
    // Page 2 fails (pages 1 and 3 are read), answers arrive, and the Resume reads page 2.
    let page2Fails = true;
    let page3Read = () => {};
    const afterPage3 = new Promise<void>((resolve) => (page3Read = resolve));
    const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
      if (params.page === 2 && page2Fails) {
        await afterPage3;
        throw new Error('The API is unreachable.');
      }
      const answer = await list.fetchPage(params, signal);
      if (params.page === 3) page3Read();
      return answer;
    };
    const failed = await fetchLedger({ filter, fetchPage, now });
    expect(failed).toMatchObject({ status: 'failed', rows: 150 });

    list.arrive(3);
    page2Fails = false;
    const resumed = await fetchLedger({ filter, fetchPage, now, resumeFrom: failed.checkpoint });
    expect(resumed).toMatchObject({ status: 'complete', shifted: [] });
    expect(list.originals.filter((id) => resumed.ledger.rowOf('pipeline', id) === undefined)).toEqual([]);
  });

  it('keeps what a failed repair read, and a Resume repairs again and loses nothing', async () => {
    const list = movingList(250);
    let releasePage2 = () => {};
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    let repairFails = true;
    const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
      if (params.created_before !== undefined && repairFails) throw new Error('The API is unreachable.');
      if (params.page === 2 && params.created_before === undefined) await page2Held;
      const answer = await list.fetchPage(params, signal);
      if (params.page === 3 && params.created_before === undefined) {
        list.arrive(3);
        releasePage2();
      }
      return answer;
    };
    const failed = await fetchLedger({ filter, fetchPage, now });
    expect(failed).toMatchObject({ status: 'failed', repair: { segments: 1 } });

    repairFails = false;
    const resumed = await fetchLedger({ filter, fetchPage, now, resumeFrom: failed.checkpoint });
    expect(resumed).toMatchObject({ status: 'complete', shifted: [] });
    expect(list.originals.filter((id) => resumed.ledger.rowOf('pipeline', id) === undefined)).toEqual([]);
  });
});
