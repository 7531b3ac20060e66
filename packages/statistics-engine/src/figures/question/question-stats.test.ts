import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { numberedRows, uuidOf } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { questionStats } from './question-stats';

const pipelineRow = (pipeline_id: string, rest: Partial<QuestionResult>): Partial<QuestionResult> => ({
  source: 'pipeline',
  pipeline_id,
  ...rest,
});
const standaloneRow = (rest: Partial<QuestionResult>): Partial<QuestionResult> => ({
  source: 'standalone',
  pipeline_id: null,
  ...rest,
});
const pending = { status: 'pending', score: null, evaluated_at: null } as const;

const rows = numberedRows([
  // 23:30 UTC on 31 January is February in Central Europe: months are UTC.
  pipelineRow('p1', { score: 40, created_at: '2026-01-31T23:30:00Z' }),
  pipelineRow('p1', { score: 70, created_at: '2026-01-10T08:00:00Z' }),
  standaloneRow({ score: 90, created_at: '2026-02-01T00:30:00Z' }),
  standaloneRow({ score: 100, created_at: '2026-02-03T08:00:00Z' }),
  pipelineRow('p2', { score: 55, created_at: '2026-02-05T08:00:00Z' }),
  pipelineRow('p1', { ...pending, created_at: '2026-02-06T08:00:00Z' }),
  standaloneRow({ ...pending, created_at: '2026-02-07T08:00:00Z' }),
  pipelineRow('p2', { status: 'unable_to_grade', score: null, created_at: '2026-02-08T08:00:00Z' }),
  standaloneRow({ status: 'disputed', score: 80, created_at: '2026-04-09T08:00:00Z' }),
]);

function statsOf(questionRows: QuestionResult[]) {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(questionRows);
  return questionStats(
    ledger,
    'q1',
    questionRows.map((_, row) => row),
  );
}

describe('questionStats', () => {
  it('gives the overall figures and the same figures per source', () => {
    const stats = statsOf(rows);
    expect(stats).toMatchObject({ questionId: 'q1', facility: 71 });
    expect(stats.bySource.map(({ source, figures }) => [source, figures.counts, figures.facility])).toEqual([
      ['standalone', { answers: 4, evaluated: 2, pending: 1, unableToGrade: 0, unscored: 0, other: 1 }, 95],
      ['pipeline', { answers: 5, evaluated: 3, pending: 1, unableToGrade: 1, unscored: 0, other: 0 }, 55],
    ]);
    expect(stats.bySource[1]?.figures.success).toMatchObject({ successes: 1, n: 3 });
  });

  it('breaks the figures down by pipeline, answers outside a pipeline first', () => {
    const byPipeline = statsOf(rows).byPipeline.map(({ pipelineId, figures }) => [
      pipelineId,
      figures.counts.answers,
      figures.facility,
    ]);
    expect(byPipeline).toEqual([
      [null, 4, 95],
      ['p1', 3, 55],
      ['p2', 2, 55],
    ]);
  });

  it('trends facility, success rate and n per calendar month of created_at in UTC', () => {
    expect(statsOf(rows).monthly).toEqual([
      { month: '2026-01', answers: 2, n: 2, facility: 55, successRate: 0.5 },
      { month: '2026-02', answers: 6, n: 3, facility: (90 + 100 + 55) / 3, successRate: 2 / 3 },
      { month: '2026-04', answers: 1, n: 0, facility: null, successRate: null },
    ]);
  });

  it('lists every known source with zeros, and adds "other" for a source the API added later', () => {
    const stats = statsOf([...rows, questionResultRow({ id: uuidOf(10), source: 'partner', score: 10 })]);
    expect(stats.counts).toMatchObject({ answers: 10, evaluated: 5, other: 2 });
    expect(stats.facility).toBe(71);
    expect(stats.bySource.map(({ source, figures }) => [source, figures.counts.answers, figures.counts.other])).toEqual(
      [
        ['standalone', 4, 1],
        ['pipeline', 5, 0],
        ['other', 1, 1],
      ],
    );

    const empty = statsOf([]);
    expect(empty.bySource.map(({ source, figures }) => [source, figures.counts.answers])).toEqual([
      ['standalone', 0],
      ['pipeline', 0],
    ]);
    expect(empty.byPipeline).toEqual([]);
    expect(empty.monthly).toEqual([]);
    expect(empty.facility).toBeNull();
  });
});
