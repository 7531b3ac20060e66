import { describe, expect, it } from 'vitest';

import type { DifVerdict, QuestionDif } from '@assessment-insights/statistics-engine';
import { difGap, questionDif } from '@assessment-insights/statistics-engine/testing';
import { difGapPoints, difGapSummary, LARGE_GAP_TEXT, verdictText } from './dif-gap-summary';

// The test environment's locale is en-US, as in the engine's format tests.

const GROUPS = { a: 'Pipeline A', b: 'Pipeline B' };

function question(
  id: string,
  verdict: DifVerdict | null,
  gap: [estimate: number, lower: number, upper: number] | null,
  overrides: Partial<QuestionDif> = {},
): QuestionDif {
  const uncertainty = verdict === 'cannot-tell' ? 'wide-interval' : null;
  return questionDif(id, verdict, { gap: gap && difGap(...gap), uncertainty, ...overrides });
}

const summaryOf = (questions: QuestionDif[]) => {
  const { plotted, notPlotted } = difGapPoints(questions, (id) => id);
  return difGapSummary(plotted, notPlotted, GROUPS);
};

describe('difGapSummary', () => {
  it('counts unfair, can’t tell and no evidence apart, and gives the widest interval', () => {
    expect(
      summaryOf([
        question('q1', 'unfair-to-a', [19.5, 13.6, 25.4]),
        question('q2', 'unfair-to-a', [12, 8, 16]),
        question('q3', 'cannot-tell', [6.1, -4, 20.1]),
        question('q4', 'none', [0.8, -4, 5.6]),
      ]),
    ).toBe(
      'At equal ability, 2 of 4 questions checked are unfair to Pipeline A, 1 can’t tell, 1 shows no evidence; ' +
        'the widest 95% interval spans 24.1 points.',
    );
  });

  it('counts the questions not checked, which the chart leaves out', () => {
    expect(summaryOf([question('q1', 'unfair-to-b', [-12, -18, -6]), question('q2', null, null)])).toBe(
      'At equal ability, the one question checked is unfair to Pipeline B; 1 more was not checked and is not ' +
        'plotted; the widest 95% interval spans 12.0 points.',
    );
  });

  it('counts a can’t tell without a gap apart from the questions not checked', () => {
    const unmatched = question('q2', 'cannot-tell', null, { uncertainty: 'unreliable-matching' });
    expect(summaryOf([question('q1', 'none', [1, -2, 4]), unmatched, question('q3', null, null)])).toBe(
      'At equal ability, the one question checked shows no evidence of unfair functioning; 1 more can’t tell, ' +
        'with no gap to plot; 1 more was not checked and is not plotted; the widest 95% interval spans 6.0 points.',
    );
  });

  it('never reads as "no evidence" for all when some can’t tell', () => {
    const summary = summaryOf([question('q1', 'cannot-tell', [4, -8, 16]), question('q2', 'none', [1, -2, 4])]);
    expect(summary).toBe(
      'At equal ability, 1 of 2 questions checked can’t tell, 1 shows no evidence; the widest 95% interval spans ' +
        '24.0 points.',
    );
  });

  it('says so when every question shows no evidence, or none could be checked', () => {
    expect(summaryOf([question('q1', 'none', [1, -2, 4]), question('q2', 'none', [-1, -3, 1])])).toBe(
      'At equal ability, both questions checked show no evidence of unfair functioning; the widest 95% interval ' +
        'spans 6.0 points.',
    );
    expect(summaryOf([question('q1', null, null), question('q2', null, null)])).toBe(
      'None of the 2 questions could be checked at equal ability.',
    );
    expect(summaryOf([])).toBe('There are no questions to check.');
  });

  it('names a mixed verdict and a gap without an interval', () => {
    const noInterval = question('q2', 'none', [2, 0, 0]);
    noInterval.gap = noInterval.gap && { ...noInterval.gap, interval: null, standardError: null };
    expect(summaryOf([question('q1', 'mixed', [-6, -9, -3]), noInterval])).toBe(
      'At equal ability, 1 of 2 questions checked is mixed (the two tests disagree), 1 shows no evidence; the ' +
        'widest 95% interval spans 6.0 points; 1 has no interval.',
    );
  });
});

describe('verdictText', () => {
  it('gives a can’t-tell question its reason and the runs that would settle it', () => {
    expect(verdictText(question('q', 'cannot-tell', [6.1, -4, 16.2], { runsToSettle: 140 }))).toBe(
      'can’t tell: interval reaches a large gap; about 140 runs a group would settle it',
    );
    expect(verdictText(question('q', 'cannot-tell', [2, -9, 13], { uncertainty: 'unreliable-matching' }))).toBe(
      'can’t tell: other questions too unreliable to match on',
    );
    expect(verdictText(question('q', null, null))).toBe('not checked: too few runs (fewer than 30 in a group)');
    expect(verdictText(question('q', 'unfair-to-b', [-12, -18, -6]))).toBe('unfair to B');
  });

  it('builds the large-gap limits from the engine’s threshold', () => {
    expect(LARGE_GAP_TEXT).toBe('±10 points');
  });
});
