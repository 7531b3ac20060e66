import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import type { CohortComparison, Difference, QuestionComparison } from '@assessment-insights/statistics-engine';

type CohortSide = QuestionComparison['a'];
import { failOnConsoleWarnings, legendEntries, openTableView, tableText } from './charts.test-support';
import { CohortDifferenceChart } from './CohortDifferenceChart';

const HOSTILE = '<img src=x onerror=alert(1)>';

const side = (evaluated: number, successRate: number, facility: number): CohortSide => ({
  answers: evaluated + 2,
  evaluated,
  successes: Math.round(successRate * evaluated),
  successRate,
  facility,
  sd: 12,
});

const difference = (kind: Difference['kind'], estimate: number, lower: number, upper: number, q: number) =>
  ({ kind, estimate, interval: { lower, upper }, p: q / 2, q, significant: q < 0.05 }) satisfies Difference;

/**
 * Group B passes "SQL joins" 20 points more often and scores 8 points lower on "Loops"; the hostile
 * title differs by nothing significant; "Regular expressions" has too few answers.
 */
const COMPARISON: CohortComparison = {
  passMark: 70,
  alpha: 0.05,
  tests: 6,
  significant: 2,
  onlyInA: [],
  onlyInB: [],
  questions: [
    {
      questionId: 'q-joins',
      a: side(80, 0.3, 55),
      b: side(90, 0.5, 61),
      tooFew: false,
      successRate: difference('success_rate', 0.2, 0.05, 0.35, 0.004),
      facility: difference('facility', 6, -1, 13, 0.12),
    },
    {
      questionId: 'q-hostile',
      a: side(60, 0.4, 50),
      b: side(70, 0.42, 52),
      tooFew: false,
      successRate: difference('success_rate', 0.02, -0.1, 0.14, 0.8),
      facility: difference('facility', 2, -4, 8, 0.6),
    },
    {
      questionId: 'q-loops',
      a: side(75, 0.6, 70),
      b: side(80, 0.55, 62),
      tooFew: false,
      successRate: difference('success_rate', -0.05, -0.2, 0.1, 0.6),
      facility: difference('facility', -8, -15, -1, 0.03),
    },
    {
      questionId: 'q-regex',
      a: side(4, 0.5, 60),
      b: side(40, 0.5, 60),
      tooFew: true,
      successRate: null,
      facility: null,
    },
  ],
};

const LABELS: Record<string, string> = {
  'q-joins': '1. SQL joins',
  'q-hostile': `2. ${HOSTILE}`,
  'q-loops': '3. Loops',
  'q-regex': '4. Regular expressions',
};
const GROUPS = { a: 'group A (graduates)', b: 'group B (analysts)' };
const CAPTION = 'Differences B − A, by question';
const SUMMARY =
  'Of 6 differences tested, 2 are significant (q < 0.05), group B (analysts) higher in 1 and lower in 1; ' +
  '1 question has too few answers to compare and is not plotted.';

function renderChart(comparison: CohortComparison = COMPARISON) {
  const user = userEvent.setup();
  const view = render(
    <CohortDifferenceChart
      comparison={comparison}
      groups={GROUPS}
      labelOf={(id) => LABELS[id] ?? id}
      renderLabel={(id, label) => <a href={`/questions/${id}`}>{label}</a>}
    />,
  );
  return { user, figure: screen.getByRole('figure', { name: CAPTION }), ...view };
}

/** Where a mark sits across its panel, in percent, as drawn. */
const leftOf = (element: Element | null) => parseFloat((element as HTMLElement).style.left);

describe('CohortDifferenceChart', () => {
  failOnConsoleWarnings();

  it('summarises the differences in one sentence: how many are significant, which way, what is not plotted', () => {
    const { figure } = renderChart();

    expect(within(figure).getByText(SUMMARY, { selector: 'p' })).toBeInTheDocument();
    // The drawing is one image to a screen reader, named by the caption and the summary.
    expect(within(figure).getByRole('img', { name: `${CAPTION}: ${SUMMARY}` })).toBeInTheDocument();
  });

  it('draws one mark per difference tested, each with the engine’s numbers, filled only when significant', () => {
    const { figure } = renderChart();

    const marks = within(figure).getAllByTitle(/^(Success rate|Facility) /);
    expect(marks.map((mark) => mark.title)).toEqual([
      'Success rate +20.0 (5.0 to 35.0), q 0.004, significant',
      'Facility +6.0 (-1.0 to 13.0), q 0.120, not significant',
      'Success rate +2.0 (-10.0 to 14.0), q 0.800, not significant',
      'Facility +2.0 (-4.0 to 8.0), q 0.600, not significant',
      'Success rate -5.0 (-20.0 to 10.0), q 0.600, not significant',
      'Facility -8.0 (-15.0 to -1.0), q 0.030, significant',
    ]);
    const hollow = marks.map((mark) => mark.querySelector('.diff-dot')?.classList.contains('diff-dot--hollow'));
    expect(hollow).toEqual([false, true, true, true, true, false]);
    // The question with too few answers has no mark, and says why in its row.
    expect(within(figure).getByText('too few answers to compare')).toBeInTheDocument();
    expect(legendEntries(figure, 'Key')).toEqual(['significant', 'not significant']);
  });

  it('places each dot at its difference and its line across its interval, right of 0 where B is higher', () => {
    const { figure } = renderChart();

    // From the lowest bound (−20) to the highest (+35), in steps of 10: the axis runs −20 to +40.
    const ticks = within(figure).getAllByText(/^[+-]?\d+$/);
    expect(ticks.slice(0, 7).map((tick) => tick.textContent)).toEqual(['-20', '-10', '0', '+10', '+20', '+30', '+40']);
    const at = (points: number) => ((points + 20) / 60) * 100;
    const [joinsRate, , , , loopsRate, loopsFacility] = within(figure).getAllByTitle(/^(Success rate|Facility) /);
    expect(leftOf(joinsRate!.querySelector('.diff-dot'))).toBeCloseTo(at(20), 10);
    expect(leftOf(joinsRate!.querySelector('.diff-interval'))).toBeCloseTo(at(5), 10);
    expect(parseFloat((joinsRate!.querySelector('.diff-interval') as HTMLElement).style.width)).toBeCloseTo(
      at(35) - at(5),
      10,
    );
    // B lower: left of the zero line, which sits at a third of the way across.
    expect(leftOf(loopsRate!.querySelector('.diff-dot'))).toBeLessThan(at(0));
    expect(leftOf(loopsFacility!.querySelector('.diff-dot'))).toBeCloseTo(at(-8), 10);
    expect(leftOf(ticks[2]!)).toBeCloseTo(at(0), 10);
    expect(within(figure).getByText(/^Right of 0, group B \(analysts\) does better than group A/)).toBeInTheDocument();
  });

  it('gives every question’s differences, intervals and q-values in its table view, links and all', async () => {
    const { user, figure } = renderChart();

    const table = await openTableView(user, figure, `${CAPTION}, in points`);
    expect(tableText(table)).toEqual([
      [
        'Question',
        'Success rate, B − A (95% interval)',
        'q, rate',
        'Facility, B − A (95% interval)',
        'q, facility',
        'Significant',
      ],
      ['1. SQL joins', '+20.0 (5.0 to 35.0)', '0.004', '+6.0 (-1.0 to 13.0)', '0.120', 'Rate'],
      [`2. ${HOSTILE}`, '+2.0 (-10.0 to 14.0)', '0.800', '+2.0 (-4.0 to 8.0)', '0.600', 'No'],
      ['3. Loops', '-5.0 (-20.0 to 10.0)', '0.600', '-8.0 (-15.0 to -1.0)', '0.030', 'Facility'],
      ['4. Regular expressions', '—', '—', '—', '—', 'Too few answers to compare'],
    ]);
    expect(within(table).getByRole('link', { name: '1. SQL joins' })).toHaveAttribute('href', '/questions/q-joins');
  });

  it('renders a hostile title as text, beside its row and in the table', () => {
    const { container } = renderChart();

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(`2. ${HOSTILE}`)).toHaveLength(2);
  });

  it('draws nothing but says so when no question has answers enough to compare', () => {
    const { figure } = renderChart({
      ...COMPARISON,
      tests: 0,
      significant: 0,
      questions: COMPARISON.questions.filter((question) => question.tooFew),
    });

    expect(within(figure).getByText('No question has answers enough in both groups to compare.')).toBeInTheDocument();
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderChart();

    // jsdom has no layout: contrast and target size are checked by the e2e suite's axe.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
