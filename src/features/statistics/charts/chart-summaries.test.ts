import { describe, expect, it } from 'vitest';

import type { MonthlyPoint } from '@assessment-insights/statistics-engine';
import { histogramSummary, rankingSummary, scatterSummary, trendSummary } from './chart-summaries';
import { formatMonth, histogramBinLabel } from './chart-text';
import type { RankedQuestion, ScatterQuestion } from './chart-types';

// The test environment's locale is en-US, as in the engine's format tests.

function ranked(
  label: string,
  rate: number | null,
  n: number,
  overrides: Partial<RankedQuestion> = {},
): RankedQuestion {
  return {
    questionId: label,
    label,
    rate,
    interval: null,
    n,
    ungraded: 0,
    band: null,
    lowConfidence: n < 30,
    ...overrides,
  };
}

function point(label: string, facility: number | null, r: number | null, overrides: Partial<ScatterQuestion> = {}) {
  const question: ScatterQuestion = {
    questionId: label,
    label,
    facility,
    discrimination: r,
    band: null,
    discriminationBand: null,
    runs: 120,
    ...overrides,
  };
  return question;
}

function month(name: string, answers: number, n: number, facility: number | null, successRate: number | null) {
  const monthly: MonthlyPoint = { month: name, answers, n, facility, successRate };
  return monthly;
}

describe('rankingSummary', () => {
  it('names the hardest and the easiest question with their rates and n', () => {
    const items = [
      ranked('Y', 0.91, 301),
      ranked('Middle', 0.5, 80, { ungraded: 7 }),
      ranked('X', 0.125, 340, { ungraded: 1 }),
      ranked('Unrated', null, 0),
      ranked('Also unrated', null, 0),
    ];
    expect(rankingSummary(items)).toBe(
      "Of 5 questions, the hardest is 'X' at 12.5% (n = 340); the easiest is 'Y' at 91.0% (n = 301); " +
        '2 have no evaluated answers to rank; 8 answers are pending or could not be graded.',
    );
  });

  it('counts the low-confidence questions', () => {
    expect(rankingSummary([ranked('A', 0.8, 12), ranked('B', 0.4, 1200), ranked('C', 0.2, 3)])).toBe(
      "Of 3 questions, the hardest is 'C' at 20.0% (n = 3); the easiest is 'A' at 80.0% (n = 12); 2 are low " +
        'confidence (fewer than 30 evaluated answers); no answers are pending or could not be graded.',
    );
  });

  it('copes with one rated question, none, and no questions at all', () => {
    expect(rankingSummary([ranked('Only', 0.6, 40), ranked('Unrated', null, 0)])).toBe(
      "Of 2 questions, only 'Only' has a success rate: 60.0% (n = 40); 1 has no evaluated answers to rank; " +
        'no answers are pending or could not be graded.',
    );
    expect(rankingSummary([ranked('A', null, 0, { ungraded: 3 }), ranked('B', null, 0)])).toBe(
      'None of the 2 questions has evaluated answers yet; 3 answers are pending or could not be graded.',
    );
    expect(rankingSummary([])).toBe('There are no questions to rank.');
  });
});

describe('histogramSummary', () => {
  const histogram = [0, 10, 20, 30, 512, 400, 300, 500, 300, 130];

  it('gives the share at or above the pass mark and the most common range', () => {
    expect(histogramSummary({ histogram, passMark: 70, ungraded: 131, lowConfidence: false })).toBe(
      'Of 2,202 evaluated answers, 930 (42.2%) scored 70 or more and the most common score range is 40–49 ' +
        '(512 answers); 131 more are pending or could not be graded.',
    );
  });

  it('leaves the share out when the pass mark falls inside a bin', () => {
    expect(histogramSummary({ histogram, passMark: 75, ungraded: 1, lowConfidence: false })).toBe(
      'Of 2,202 evaluated answers, the most common score range is 40–49 (512 answers); 1 more is pending or could ' +
        'not be graded.',
    );
  });

  it('says low confidence, and never NaN when nothing is evaluated', () => {
    expect(
      histogramSummary({ histogram: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0], passMark: 70, ungraded: 0, lowConfidence: true }),
    ).toBe(
      'Of 1 evaluated answer, 1 (100.0%) scored 70 or more and the most common score range is 70–79 (1 answer); ' +
        'low confidence: fewer than 30 evaluated answers; no answers are pending or could not be graded.',
    );
    const none = histogramSummary({
      histogram: new Array<number>(10).fill(0),
      passMark: 70,
      ungraded: 12,
      lowConfidence: true,
    });
    expect(none).toBe('No answers have been evaluated yet; 12 answers are pending or could not be graded.');
    expect(none).not.toMatch(/NaN/);
  });
});

describe('trendSummary', () => {
  it('compares the first and the last month with evaluated answers', () => {
    const monthly = [
      month('2025-10', 410, 400, 61.24, 0.401),
      month('2025-11', 3, 0, null, null),
      month('2025-12', 20, 18, 70, 0.5),
      month('2026-03', 620, 600, 67.5, 0.448),
    ];
    expect(trendSummary(monthly)).toBe(
      'From Oct 2025 to Mar 2026, facility went from 61.2 to 67.5 and the success rate from 40.1% to 44.8%; ' +
        '1 month has no evaluated answers; 1 month is low confidence (fewer than 30 evaluated answers); ' +
        '35 answers are pending or could not be graded.',
    );
  });

  it('describes a single month, months without evaluated answers, and no months', () => {
    expect(trendSummary([month('2026-03', 2202, 2202, 67.5, 0.448)])).toBe(
      'In Mar 2026, facility was 67.5 and the success rate 44.8% over 2,202 evaluated answers; no answers are ' +
        'pending or could not be graded.',
    );
    expect(trendSummary([month('2026-02', 4, 0, null, null), month('2026-03', 2, 0, null, null)])).toBe(
      'None of the 2 months has evaluated answers yet; 6 answers are pending or could not be graded.',
    );
    expect(trendSummary([])).toBe('There are no answers to show by month.');
  });
});

describe('scatterSummary', () => {
  it('counts the plotted questions, those that need review and the extremes', () => {
    const points = [
      point('A', 55, 0.45, { band: 'about-right', discriminationBand: 'very-good' }),
      point('B', 12, 0.1, { band: 'very-hard', discriminationBand: 'poor' }),
      point('C', 95, -0.12, { band: 'very-easy', discriminationBand: 'negative' }),
      point('D', 70, 0.25, { band: 'easy', discriminationBand: 'marginal' }),
      point('E', 60, null, { band: 'about-right', runs: 12, hiddenReason: 'few-runs' }),
    ];
    expect(scatterSummary(points, 131)).toBe(
      'Of 5 questions, 4 are plotted and 2 discriminate below 0.2 (needs review), 1 of them negatively (check ' +
        'grading); 1 is very hard (facility below 20) and 1 is very easy (facility 90 or more); 1 has no ' +
        'discrimination to show and is listed below; 131 answers are pending or could not be graded.',
    );
  });

  it('says when nothing can be plotted or nothing needs review', () => {
    expect(scatterSummary([point('A', 55, 0.45, { discriminationBand: 'very-good' })], 0)).toBe(
      'Of 1 question, 1 is plotted and none discriminates below 0.2; no answers are pending or could not be graded.',
    );
    expect(scatterSummary([point('A', 55, null), point('B', null, null)], 2)).toBe(
      'None of the 2 questions has a discrimination to show yet; 2 answers are pending or could not be graded.',
    );
    expect(scatterSummary([], 0)).toBe('There are no questions to plot.');
  });
});

describe('chart text', () => {
  it('labels the histogram bins, 100 in the top one', () => {
    expect(Array.from({ length: 10 }, (_, bin) => histogramBinLabel(bin))).toEqual([
      '0–9',
      '10–19',
      '20–29',
      '30–39',
      '40–49',
      '50–59',
      '60–69',
      '70–79',
      '80–89',
      '90–100',
    ]);
  });

  it('shows the engine’s UTC months in words, whatever the time zone', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
  });
});
