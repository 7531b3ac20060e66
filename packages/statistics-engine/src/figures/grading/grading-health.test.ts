import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { numberedRows } from '../../testing/fixtures';
import { gradingHealth, gradingHealthByQuestion } from './grading-health';
import { QuestionResultLedger } from '../../ledger/ledger';

const MINUTE = 60_000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-04-01T00:00:00Z');

interface Answer {
  created: string;
  /** Minutes from created_at to evaluated_at; none for a pending answer. */
  delay?: number;
  status?: string;
  score?: number;
  question?: string;
}

function answer({
  created,
  delay,
  status = 'evaluated',
  score = 50,
  question = 'q1',
}: Answer): Partial<QuestionResult> {
  const graded = status !== 'pending';
  return {
    question_id: question,
    status,
    score: status === 'evaluated' || status === 'disputed' ? score : null,
    created_at: created,
    evaluated_at: graded && delay !== undefined ? new Date(Date.parse(created) + delay * MINUTE).toISOString() : null,
  };
}
const repeat = (count: number, make: (i: number) => Answer): Answer[] =>
  Array.from({ length: count }, (_, i) => make(i));

function healthOf(answers: Answer[], passMark?: number) {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(answers.map(answer)));
  return gradingHealth(
    ledger,
    answers.map((_, row) => row),
    { now: NOW, passMark },
  );
}

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const JAN = '2026-01-10T08:00:00Z';
const handExample: Answer[] = [
  { created: JAN, delay: 10, score: 80 },
  { created: JAN, delay: 20, score: 60 },
  { created: JAN, delay: 30, score: 90 },
  { created: JAN, delay: 120, score: 30 },
  { created: JAN, delay: 5, status: 'unable_to_grade' },
  { created: JAN, delay: 60, status: 'unable_to_grade' },
  { created: daysAgo(1), status: 'pending' },
  { created: daysAgo(10), status: 'pending' },
  { created: daysAgo(3), status: 'pending' },
  // A status the API added later: an answer, never a verdict, a delay or a score.
  { created: JAN, delay: 1, status: 'disputed', score: 100 },
];

describe('gradingHealth', () => {
  const health = healthOf(handExample);

  it('counts the backlog and ages it from created_at to now', () => {
    expect(health).toMatchObject({ answers: 10, evaluated: 4, unableToGrade: 2, unableToGradeRate: 0.2 });
    expect(health.pending).toEqual({ count: 3, oldestAgeMs: 10 * DAY, medianAgeMs: 3 * DAY });
    // An answer dated after `now` (clock skew) is 0 old, not negative.
    expect(healthOf([{ created: '2026-04-02T00:00:00Z', status: 'pending' }]).pending.oldestAgeMs).toBe(0);
  });

  it('times grading over evaluated and unable_to_grade answers: median and 90th percentile', () => {
    // Delays 5, 10, 20, 30, 60, 120 minutes: median (20 + 30)/2; p90 at h = 4.5, 60 + 0.5 · 60.
    expect(health.delay).toEqual({ graded: 6, medianMs: 25 * MINUTE, p90Ms: 90 * MINUTE });
  });

  it('bands facility and success rate between every pending answer at 0 and at 100', () => {
    // Evaluated 80, 60, 90, 30 (sum 260, 2 at ≥ 70) and 3 pending; unable_to_grade stays out.
    expect(health.sensitivity.asIs).toEqual({ n: 4, facility: 65, successRate: 0.5 });
    expect(health.sensitivity.pendingAsZero).toEqual({
      n: 7,
      facility: expect.closeTo(260 / 7, 12) as number,
      successRate: 2 / 7,
    });
    expect(health.sensitivity.pendingAsFull).toEqual({ n: 7, facility: 80, successRate: 5 / 7 });
    // At pass mark 0 even a 0 passes.
    expect(healthOf(handExample, 0).sensitivity.pendingAsZero.successRate).toBe(1);
    expect(healthOf([]).sensitivity.pendingAsZero).toEqual({ n: 0, facility: null, successRate: null });
  });

  it('breaks the figures down by UTC month of created_at', () => {
    const monthly = healthOf([
      // 23:30 on 31 January UTC, graded in February: a January answer.
      { created: '2026-01-31T23:30:00Z', delay: 60 },
      { created: '2026-02-01T00:30:00Z', delay: 10 },
      { created: '2026-02-02T00:30:00Z', delay: 30, status: 'unable_to_grade' },
      { created: '2026-02-03T00:30:00Z', status: 'pending' },
    ]).monthly;
    expect(monthly).toEqual([
      {
        month: '2026-01',
        answers: 1,
        pending: 0,
        unableToGrade: 0,
        unableToGradeRate: 0,
        delay: { graded: 1, medianMs: 60 * MINUTE, p90Ms: 60 * MINUTE },
      },
      {
        month: '2026-02',
        answers: 3,
        pending: 1,
        unableToGrade: 1,
        unableToGradeRate: 1 / 3,
        delay: { graded: 2, medianMs: 20 * MINUTE, p90Ms: 28 * MINUTE },
      },
    ]);
  });

  it('is empty without rows, and runs per question', () => {
    expect(healthOf([])).toMatchObject({
      answers: 0,
      unableToGradeRate: null,
      delay: { graded: 0, medianMs: null },
      monthly: [],
      checkGrader: [],
    });
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(
      numberedRows([answer({ created: JAN, delay: 5 }), answer({ created: JAN, question: 'q2', status: 'pending' })]),
    );
    const byQuestion = gradingHealthByQuestion(
      ledger,
      new Map([
        ['q1', [0]],
        ['q2', [1]],
      ]),
      { now: NOW },
    );
    expect(byQuestion.map(({ questionId, health: h }) => [questionId, h.delay.graded, h.pending.count])).toEqual([
      ['q1', 1, 0],
      ['q2', 0, 1],
    ]);
  });
});

describe('check the grader', () => {
  const month = (label: string, count: number, make: (i: number) => Partial<Answer>): Answer[] =>
    repeat(count, (i) => ({
      created: `2026-${label}-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
      delay: 10,
      ...make(i),
    }));
  const utgWhen = (share: number, count: number) => (i: number) =>
    i < share * count ? { status: 'unable_to_grade' } : {};

  it('flags a month whose unable_to_grade rate clears max(2 × the other months, + 10 points)', () => {
    const alerts = healthOf([
      ...month('01', 30, utgWhen(1 / 30, 30)),
      ...month('02', 30, utgWhen(0.4, 30)),
      ...month('03', 30, utgWhen(1 / 30, 30)),
    ]).checkGrader;
    // February 12/30 against 2/60 in January and March: threshold max(6.7%, 13.3%).
    expect(alerts).toEqual([
      {
        kind: 'unable_to_grade',
        month: '2026-02',
        answers: 30,
        rate: 0.4,
        baselineRate: 1 / 30,
        threshold: expect.closeTo(0.1 / 0.75, 12) as number,
      },
    ]);
  });

  it('judges a month against the others only: one bad month of two still shows', () => {
    // 40% vs 4%: with February in its own baseline (22%) the threshold would be 44% and hide it.
    const alerts = healthOf([...month('01', 25, utgWhen(0.04, 25)), ...month('02', 25, utgWhen(0.4, 25))]).checkGrader;
    expect(alerts).toMatchObject([{ kind: 'unable_to_grade', month: '2026-02', rate: 0.4, baselineRate: 0.04 }]);
  });

  it('needs 20 answers in the month and 20 in the others', () => {
    expect(healthOf([...month('01', 30, () => ({})), ...month('02', 19, utgWhen(1, 19))]).checkGrader).toEqual([]);
    expect(healthOf([...month('01', 19, () => ({})), ...month('02', 30, utgWhen(1, 30))]).checkGrader).toEqual([]);
  });

  it('flags a month whose median delay clears max(3 × the other months’ median, + 15 minutes)', () => {
    // Others: 20 × 10 and 20 × 12 minutes, median (10 + 12)/2 = 11; threshold max(33, 26) minutes.
    const answers = [
      ...month('01', 20, () => ({ delay: 10 })),
      ...month('02', 20, () => ({ delay: 60 })),
      ...month('03', 20, () => ({ delay: 12 })),
    ];
    expect(healthOf(answers).checkGrader).toEqual([
      {
        kind: 'delay',
        month: '2026-02',
        graded: 20,
        medianMs: 60 * MINUTE,
        baselineMs: 11 * MINUTE,
        thresholdMs: 33 * MINUTE,
      },
    ]);
    // 1 → 4 minutes is 4× but only 3 minutes more: not flagged.
    expect(
      healthOf([...month('01', 20, () => ({ delay: 1 })), ...month('02', 20, () => ({ delay: 4 }))]).checkGrader,
    ).toEqual([]);
  });
});

describe('grading health by month, over many months in no order', () => {
  it('gives each month what the month’s rows alone give, and the whole what all rows give', () => {
    // 150 months (more than a month table's first size, and months 64 apart share a place in it).
    const rows = numberedRows(
      Array.from({ length: 900 }, (_, k) => {
        const month = (k * 37) % 150;
        const status = ['evaluated', 'evaluated', 'pending', 'unable_to_grade', 'disputed'][k % 5] ?? 'evaluated';
        return answer({
          created: new Date(Date.UTC(2015, month, 1 + (k % 27), k % 24)).toISOString(),
          delay: status === 'pending' ? undefined : (k * 7919) % 5000,
          status,
        });
      }),
    );
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(rows);
    const all = Array.from({ length: ledger.size }, (_, row) => row);
    const health = gradingHealth(ledger, all, { now: NOW });
    expect(health.monthly).toHaveLength(150);
    for (const point of health.monthly) {
      const ofMonth = all.filter((row) => new Date(ledger.createdAt(row)).toISOString().startsWith(point.month));
      const alone = gradingHealth(ledger, ofMonth, { now: NOW });
      expect(point).toStrictEqual({
        month: point.month,
        answers: alone.answers,
        pending: alone.pending.count,
        unableToGrade: alone.unableToGrade,
        unableToGradeRate: alone.unableToGradeRate,
        delay: alone.delay,
      });
    }
    const reversed = gradingHealth(ledger, [...all].reverse(), { now: NOW });
    expect(reversed).toStrictEqual(health);
  });
});
