import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { numberedRows } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { histogramBin } from './histogram-bin';
import { questionFigures } from './question-figures';
import { wilsonInterval } from '../../math/wilson';

const evaluated = (score: number): Partial<QuestionResult> => ({ status: 'evaluated', score });
const pending: Partial<QuestionResult> = { status: 'pending', score: null, evaluated_at: null };

function figuresOf(rows: Array<Partial<QuestionResult>>, passMark?: number) {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(rows));
  return questionFigures(
    ledger,
    rows.map((_, row) => row),
    passMark,
  );
}

describe('questionFigures', () => {
  const mixed = [
    evaluated(40),
    evaluated(70),
    evaluated(90),
    evaluated(100),
    evaluated(55),
    pending,
    pending,
    { status: 'unable_to_grade', score: null },
    { status: 'disputed', score: 80 },
  ];

  it('counts every answer by status and computes the figures from evaluated ones only', () => {
    const figures = figuresOf(mixed);
    expect(figures.counts).toEqual({ answers: 9, evaluated: 5, pending: 2, unableToGrade: 1, unscored: 0, other: 1 });
    // The unknown status's 80 is not in the mean: (40 + 70 + 90 + 100 + 55)/5 = 71.
    expect(figures.facility).toBe(71);
    expect(figures.scores).toMatchObject({ n: 5, median: 70, min: 40, max: 100 });
    // 70, 90 and 100 reach the default pass mark of 70.
    expect(figures.success).toEqual({ passMark: 70, successes: 3, n: 5, rate: 0.6, interval: wilsonInterval(3, 5) });
    expect(figures.lowConfidence).toBe(true);
    expect(figures.ungradedShare).toBe(3 / 9);
    expect(figures.histogram).toEqual([0, 0, 0, 0, 1, 1, 0, 1, 0, 2]);
  });

  it('counts an evaluated answer without a score in 0–100 apart, and leaves it out of every figure', () => {
    const figures = figuresOf([evaluated(40), evaluated(80), evaluated(120), { status: 'evaluated', score: null }]);
    expect(figures.counts).toEqual({ answers: 4, evaluated: 2, pending: 0, unableToGrade: 0, unscored: 2, other: 0 });
    expect(figures.facility).toBe(60);
    expect(figures.success).toMatchObject({ successes: 1, n: 2 });
  });

  it('counts a score equal to the pass mark as a success', () => {
    expect(figuresOf(mixed, 55).success).toMatchObject({ passMark: 55, successes: 4, rate: 0.8 });
    expect(figuresOf(mixed, 100).success).toMatchObject({ successes: 1, rate: 0.2 });
  });

  it('has counts but no mean, rate or interval without answers or with only pending ones', () => {
    const empty = figuresOf([]);
    expect(empty).toEqual({
      counts: { answers: 0, evaluated: 0, pending: 0, unableToGrade: 0, unscored: 0, other: 0 },
      facility: null,
      scores: { n: 0, mean: null, sd: null, median: null, min: null, max: null },
      success: { passMark: 70, successes: 0, n: 0, rate: null, interval: null },
      lowConfidence: true,
      ungradedShare: null,
      histogram: new Array(10).fill(0),
    });
    const onlyPending = figuresOf([pending, pending]);
    expect(onlyPending.counts).toMatchObject({ answers: 2, pending: 2, evaluated: 0 });
    expect(onlyPending.facility).toBeNull();
    expect(onlyPending.success.rate).toBeNull();
    expect(onlyPending.ungradedShare).toBe(1);
  });

  it('gives one evaluated answer a facility but no SD, and equal scores an SD of 0', () => {
    expect(figuresOf([evaluated(64)]).scores).toMatchObject({ mean: 64, sd: null, median: 64 });
    expect(figuresOf([evaluated(64), evaluated(64), evaluated(64)]).scores.sd).toBe(0);
  });

  it('is not low confidence from 30 evaluated answers on', () => {
    expect(figuresOf(new Array<Partial<QuestionResult>>(29).fill(evaluated(50))).lowConfidence).toBe(true);
    expect(figuresOf(new Array<Partial<QuestionResult>>(30).fill(evaluated(50))).lowConfidence).toBe(false);
  });
});

describe('histogramBin', () => {
  it('uses 10-point bins [0,10) … [90,100] with 100 in the top bin', () => {
    expect([0, 9.9, 10, 55, 89.9, 90, 99.9, 100].map(histogramBin)).toEqual([0, 0, 1, 5, 8, 9, 9, 9]);
  });
});
