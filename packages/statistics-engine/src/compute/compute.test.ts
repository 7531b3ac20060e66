import { describe, expect, it } from 'vitest';

import { QuestionResultLedger } from '../ledger/ledger';
import { FIVE_RUNS, numberedRows, runAnswers } from '../testing/fixtures';
import { computeFigures } from './compute';
import type { FiguresRequest } from './figures-request';
import { readyLedger } from './ready-ledger';

const questionIds = ['q1', 'q2', 'q3'];
const runs = (candidatePrefix: string, source: 'pipeline' | 'standalone') =>
  Array.from({ length: 40 }, (_, run) => ({
    candidate: `${candidatePrefix}${run}`,
    source,
    scores: (FIVE_RUNS[run % 5] ?? []).map((score) => Math.min(100, score + (run % 7))),
  }));

function ready(source: 'pipeline' | 'standalone') {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(runAnswers('a1', questionIds, runs(source === 'pipeline' ? 'p' : 's', source))));
  return readyLedger(ledger, Date.UTC(2026, 1, 1));
}

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
