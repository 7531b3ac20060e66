import { within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import type { DifVerdict, QuestionDif } from '@assessment-insights/statistics-engine';
import { difGap, questionDif } from '@assessment-insights/statistics-engine/testing';
import { legendEntries, lazyChartTests, openTableView, renderLazyChart, tableText } from './charts.test-support';
import { LazyDifGapChart } from './lazy-charts';

const HOSTILE = '<img src=x onerror=alert(1)>';

const question = (id: string, verdict: DifVerdict | null, overrides: Partial<QuestionDif>) =>
  questionDif(id, verdict, { hiddenReason: null, ...overrides });

const QUESTIONS: QuestionDif[] = [
  question('q-joins', 'unfair-to-a', { gap: difGap(19.5, 13.6, 25.4) }),
  question('q-hostile', 'cannot-tell', {
    gap: difGap(6.1, -4, 16.2),
    uncertainty: 'wide-interval',
    runsToSettle: 140,
  }),
  question('q-loops', 'none', { gap: difGap(0.8, -4, 5.6) }),
  question('q-regex', null, { hiddenReason: 'few-runs', runsA: 12, runsB: 40 }),
];

const LABELS: Record<string, string> = {
  'q-joins': '1. SQL joins',
  'q-hostile': `2. ${HOSTILE}`,
  'q-loops': '3. Loops',
  'q-regex': '4. Regular expressions',
};
const labelOf = (id: string) => LABELS[id] ?? id;
const CAPTION = 'Gap at equal ability, by question';

const renderChart = () =>
  renderLazyChart(
    CAPTION,
    <LazyDifGapChart
      questions={QUESTIONS}
      groups={{ a: 'group A (graduates)', b: 'group B (analysts)' }}
      labelOf={labelOf}
      renderLabel={(id, label) => <a href={`/questions/${id}`}>{label}</a>}
      size={{ width: 720, height: 240 }}
    />,
  );

describe('DifGapChart (lazy)', () => {
  lazyChartTests(() => import('./DifGapChart'));

  it('summarises the verdicts in one sentence, the unchecked question counted', async () => {
    const { figure } = await renderChart();

    expect(
      within(figure).getByText(
        'At equal ability, 1 of 3 questions checked is unfair to group A (graduates), 1 can’t tell, 1 shows no ' +
          'evidence; 1 more was not checked and is not plotted; the widest 95% interval spans 20.2 points.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
  });

  it('plots a dot per checked question with its interval, the zero line and the large-gap limits', async () => {
    const { figure } = await renderChart();

    expect(figure.querySelectorAll('.dif-point')).toHaveLength(3);
    expect(figure.querySelectorAll('.dif-point.dif--unfair-to-a')).toHaveLength(1);
    expect(figure.querySelectorAll('.dif-point.dif-point--hollow.dif--cannot-tell')).toHaveLength(1);
    expect(figure.querySelectorAll('.recharts-errorBar')).toHaveLength(3);
    expect(figure.querySelector('.dif-small-band')).not.toBeNull();
    expect(within(figure).getByText('large-gap limits ±10 points')).toBeInTheDocument();
    // The verdict is named beside each dot, not only coloured and shaped.
    const labels = Array.from(figure.querySelectorAll('.dif-point-label'), (label) => label.textContent);
    expect(labels).toEqual(['unfair to A', 'can’t tell', 'no evidence']);
    // The key names the verdicts the chart shows.
    expect(legendEntries(figure, 'Verdicts')).toEqual([
      'unfair to A',
      'can’t tell',
      'no evidence of unfair functioning',
    ]);
  });

  it('lists the question not checked under the chart, with why', async () => {
    const { figure } = await renderChart();

    const notPlotted = within(figure).getByText('Not plotted:').nextElementSibling as HTMLElement;
    expect(within(notPlotted).getByRole('listitem')).toHaveTextContent(
      '4. Regular expressions: not checked: too few runs (fewer than 30 in a group)',
    );
    expect(within(notPlotted).getByRole('link', { name: '4. Regular expressions' })).toBeInTheDocument();
  });

  it('shows every question as a table, hostile titles as text', async () => {
    const { user, figure } = await renderChart();

    const table = await openTableView(user, figure, `${CAPTION}, in points`);
    expect(tableText(table)).toEqual([
      ['Question', 'Verdict', 'Gap at equal ability, B − A', '95% interval', 'Size'],
      ['1. SQL joins', 'unfair to A', '19.5', '13.6 to 25.4', 'large'],
      [
        `2. ${HOSTILE}`,
        'can’t tell: interval reaches a large gap; about 140 runs a group would settle it',
        '6.1',
        '-4.0 to 16.2',
        'moderate',
      ],
      ['3. Loops', 'no evidence of unfair functioning', '0.8', '-4.0 to 5.6', 'negligible'],
      ['4. Regular expressions', 'not checked: too few runs (fewer than 30 in a group)', '—', '—', '—'],
    ]);
    expect(figure.querySelector('img')).toBeNull();
    expect(within(table).getByRole('link', { name: '1. SQL joins' })).toHaveAttribute('href', '/questions/q-joins');
  });

  it('has no axe violations, the chart drawn', async () => {
    const { figure } = await renderChart();

    // jsdom has no layout: contrast and target size are checked by the e2e suite's axe.
    const results = await axe.run(figure, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
