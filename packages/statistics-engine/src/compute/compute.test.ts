import { describe, expect, it } from 'vitest';

import { QuestionResultLedger } from '../ledger/ledger';
import { FIVE_RUNS, numberedRows, runAnswers } from '../testing/fixtures';
import { computeFigures } from './compute';
import { assessmentStats } from '../figures/assessment/assessment-stats';
import { gradingHealth, gradingHealthByQuestion } from '../figures/grading/grading-health';
import { assessmentRowsByQuestion } from '../figures/question/question-rows';
import type { FiguresRequest } from './figures-request';
import { readyLedger } from './ready-ledger';

const questionIds = ['q1', 'q2', 'q3'];
const runs = (candidatePrefix: string, source: 'pipeline' | 'standalone') =>
  Array.from({ length: 40 }, (_, run) => ({
    candidate: `${candidatePrefix}${run}`,
    source,
    scores: (FIVE_RUNS[run % 5] ?? []).map((score) => Math.min(100, score + (run % 7))),
  }));

function ledgerOfRuns(source: 'pipeline' | 'standalone' = 'pipeline') {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(runAnswers('a1', questionIds, runs(source === 'pipeline' ? 'p' : 's', source))));
  return ledger;
}

const ready = (source: 'pipeline' | 'standalone') => readyLedger(ledgerOfRuns(source), Date.UTC(2026, 1, 1));

const requests: FiguresRequest[] = [
  { kind: 'question', questionId: 'q1', passMark: 70, questionType: 'coding' },
  { kind: 'similar', questionId: 'q1', questionType: 'coding' },
  { kind: 'filter', questionId: null, passMark: 70 },
  { kind: 'filter', questionId: 'q2', passMark: 70 },
  { kind: 'assessment', assessmentId: 'a1', questionIds, passMark: 70, questionTypes: { q1: 'coding' } },
  { kind: 'cut', assessmentId: 'a1', questionIds, cut: 60 },
  { kind: 'compare', other: 'B', assessmentId: 'a1', questionIds, passMark: 70 },
];

describe('figures by request', () => {
  const a = ready('pipeline');
  const b = ready('standalone');

  it.each(requests.map((request) => [request.kind, request] as const))(
    'answers a %s request with plain data: codes and numbers that survive JSON unchanged',
    async (_, request) => {
      const result = await computeFigures(a, request, (key) => (key === 'B' ? b : null));
      expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
    },
  );
});

describe('the assessment page’s figures', () => {
  it('are each figure’s own: the stats, and grading health overall and per question', async () => {
    const ready = readyLedger(ledgerOfRuns(), Date.UTC(2026, 1, 1));
    const { ledger, asOf } = ready;
    const result = await computeFigures(
      ready,
      { kind: 'assessment', assessmentId: 'a1', questionIds, passMark: 70 },
      () => null,
    );
    const rowsByQuestion = assessmentRowsByQuestion(ledger, 'a1', questionIds);
    const options = { now: asOf, passMark: 70 };
    if (result.kind !== 'assessment') throw new Error(`An assessment request gave ${result.kind} figures.`);
    expect(result.stats).toStrictEqual(assessmentStats(ledger, { assessmentId: 'a1', questionIds }, 70));
    expect(result.health).toStrictEqual({
      overall: gradingHealth(ledger, [...rowsByQuestion.values()].flat(), options),
      byQuestion: gradingHealthByQuestion(ledger, rowsByQuestion, options),
    });
  });
});
