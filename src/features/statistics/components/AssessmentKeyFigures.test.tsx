import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  assessmentStats,
  QuestionResultLedger,
  type Finding,
  type PassFailLine,
} from '@assessment-insights/statistics-engine';
import { FIVE_RUNS, numberedRows, runAnswers } from '@assessment-insights/statistics-engine/testing';
import { AssessmentKeyFigures } from './AssessmentKeyFigures';

const questionIds = ['q1', 'q2', 'q3'];

/** The worked example of test-assembly.test.ts, repeated: 30 runs, alpha shown. */
function statsOf(copies: number) {
  const ledger = new QuestionResultLedger();
  const runs = Array.from({ length: copies * 5 }, (_, run) => ({
    candidate: `c${run}`,
    scores: [...(FIVE_RUNS[run % 5] ?? [])],
  }));
  ledger.upsertAll(numberedRows(runAnswers('a1', questionIds, runs)));
  return assessmentStats(ledger, { assessmentId: 'a1', questionIds });
}

const line = { cut: 62.5, runs: 30, passing: 12, passShare: 0.4, consistency: 0.875 } as PassFailLine;
const finding = (severity: Finding['severity']) =>
  ({ questionId: 'q1', evidence: { kind: 'very-hard', facility: 4 }, severity, since: null, recentRuns: 0 }) as Finding;
const findings = [finding(1), finding(3), finding(3)];

/** The value and its note under the term, as read. */
const item = (term: string | RegExp) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('AssessmentKeyFigures', () => {
  it('shows runs, alpha with its SEM, the line’s pass rate and consistency at the cut, and what the findings count', () => {
    const stats = statsOf(6);
    render(<AssessmentKeyFigures stats={stats} line={line} findings={findings} />);
    const strip = screen.getByRole('region', { name: 'Key figures' });
    expect(
      within(strip)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Runs', 'Cronbach’s alpha', 'Pass rate at 62.5', 'Classification consistency at 62.5', 'Findings']);
    expect(item('Runs')).toHaveTextContent('30 30 answered every question');
    expect(item('Cronbach’s alpha')).toHaveTextContent(/^0\.94 SEM \d+\.\d points of the run total$/);
    expect(item(/^Pass rate/)).toHaveTextContent('40.0% 12 of 30 runs');
    expect(item(/^Classification consistency/)).toHaveTextContent('87.5% same verdict on a parallel set of questions');
    expect(item('Findings')).toHaveTextContent('3 1 act now, 0 review, 2 worth a look');
  });

  it('says why alpha is not shown, and that the line is still computing', () => {
    render(<AssessmentKeyFigures stats={statsOf(1)} line={null} findings={null} />);
    expect(item('Cronbach’s alpha')).toHaveTextContent('— 5 runs answered every question; it needs at least 30');
    expect(item('Pass rate')).toHaveTextContent('computing…');
    expect(item('Classification consistency')).toHaveTextContent('computing…');
    expect(item('Findings')).toHaveTextContent('computing…');
  });
});
