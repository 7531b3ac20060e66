import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { numberedRows, runAnswers, uuidOf } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { mulberry32 } from '../../math/change-point-simulation';
import { assessmentStats } from './assessment-stats';
import { buildRunMatrix, runScore, type RunMatrix } from './runs';

const questions = ['q1', 'q2'];

function matrixOf(rows: Array<Partial<QuestionResult>>, assessmentId = 'a1'): RunMatrix {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(rows));
  return buildRunMatrix(ledger, assessmentId, questions);
}

const table = (matrix: RunMatrix) =>
  matrix.runs.map((run, index) => [
    run.source,
    run.candidateId,
    ...questions.map((_, q) => runScore(matrix, index, q)),
  ]);

describe('buildRunMatrix', () => {
  it('keys runs by source and candidate, in that order: the same candidate id under two sources is two runs', () => {
    const matrix = matrixOf(
      runAnswers('a1', questions, [
        { candidate: 'c1', source: 'pipeline', scores: [80, 60] },
        { candidate: 'c1', source: 'standalone', scores: [20, undefined] },
        { candidate: 'c2', scores: [null, 50] },
      ]),
    );
    expect(table(matrix)).toEqual([
      ['pipeline', 'c1', 80, 60],
      ['pipeline', 'c2', NaN, 50],
      ['standalone', 'c1', 20, NaN],
    ]);
  });

  it('counts only rows whose assessment_id is the scope, and only the listed questions', () => {
    const rows = [
      ...runAnswers('a1', questions, [{ candidate: 'c1', scores: [80, 60] }]),
      ...runAnswers('a2', questions, [{ candidate: 'c1', scores: [10, 10] }]),
      ...runAnswers('a1', ['q9'], [{ candidate: 'c1', scores: [99] }]),
    ];
    expect(table(matrixOf(rows))).toEqual([['pipeline', 'c1', 80, 60]]);
    expect(table(matrixOf(rows, 'a3'))).toEqual([]);
  });

  it('uses the latest evaluated answer of a retake: latest created_at, then the greater id', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
    const answer = (question_id: string, score: number | null, minute: number): Partial<QuestionResult> => ({
      assessment_id: 'a1',
      candidate_id: 'c1',
      question_id,
      status: score === null ? 'pending' : 'evaluated',
      score,
      created_at: at(minute),
    });
    const rows = [
      answer('q1', 90, 30), // latest evaluated answer to q1
      answer('q1', 10, 5),
      answer('q1', null, 50), // later, but pending: not counted
      answer('q2', 70, 40), // tie at minute 40: id 4 < id 5, so 40 (id 5) wins…
      answer('q2', 40, 40),
    ];
    expect(table(matrixOf(rows))).toEqual([['pipeline', 'c1', 90, 40]]);
    // …and the same rows in another order choose the same answers.
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(numberedRows(rows).reverse());
    expect(ledger.rowId(0)).toBe(uuidOf(5));
    expect(table(buildRunMatrix(ledger, 'a1', questions))).toEqual([['pipeline', 'c1', 90, 40]]);
  });

  it('orders runs as their `${source} ${candidate}` keys compare as strings, whatever the ids', () => {
    const ids = fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'A', 'b', '0', '-', ' ', 'é', 'ab') }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(ids, (candidates) => {
        const matrix = matrixOf(
          runAnswers(
            'a1',
            questions,
            candidates.map((candidate, k) => ({
              candidate,
              source: k % 2 === 0 ? ('pipeline' as const) : ('standalone' as const),
              scores: [k, 50],
            })),
          ),
        );
        const keys = matrix.runs.map(({ source, candidateId }) => `${source} ${candidateId}`);
        expect(keys).toStrictEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        expect(matrix.runs).toHaveLength(candidates.length);
      }),
    );
  });

  it('has no runs without evaluated answers (pending, unknown status or source)', () => {
    const matrix = matrixOf([
      ...runAnswers('a1', questions, [{ candidate: 'c1', scores: [null, null] }]),
      { assessment_id: 'a1', question_id: 'q1', candidate_id: 'c2', status: 'disputed', score: 50 },
      { assessment_id: 'a1', question_id: 'q1', candidate_id: 'c3', source: 'partner', score: 50 },
    ]);
    expect(matrix.runs).toEqual([]);
    expect(matrix.scores).toHaveLength(0);
  });
});

describe('figures over runs, whatever order the pages arrived in', () => {
  it('are the same to the last digit when the same answers arrive in another order', () => {
    const items = ['q1', 'q2', 'q3', 'q4'];
    const random = mulberry32(7);
    const answers = numberedRows(
      runAnswers(
        'a1',
        items,
        Array.from({ length: 60 }, (_, run) => ({
          candidate: `c${run}`,
          source: run % 3 === 0 ? ('standalone' as const) : ('pipeline' as const),
          scores: items.map(() => Math.round(random() * 1000) / 10),
        })),
      ),
    );
    const stats = (rows: typeof answers) => {
      const ledger = new QuestionResultLedger();
      ledger.upsertAll(rows);
      return assessmentStats(ledger, { assessmentId: 'a1', questionIds: items });
    };
    const shuffled = [...answers].sort(() => random() - 0.5);
    expect(stats(shuffled)).toStrictEqual(stats(answers));
    expect(stats([...answers].reverse())).toStrictEqual(stats(answers));
  });
});
