import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { lazyChartTests, openTableView, renderLazyChart, tableText } from './charts.test-support';
import type { ScatterQuestion } from './chart-types';
import { LazyFacilityDiscriminationScatter } from './lazy-charts';

const POINTS: ScatterQuestion[] = [
  {
    questionId: 'q-a',
    label: 'Arrays',
    facility: 55.04,
    discrimination: 0.452,
    band: 'about-right',
    discriminationBand: 'very-good',
    runs: 120,
  },
  {
    questionId: 'q-b',
    label: 'Bit masks',
    facility: 12.3,
    discrimination: 0.1,
    band: 'very-hard',
    discriminationBand: 'poor',
    runs: 118,
  },
  {
    questionId: 'q-c',
    label: 'Closures',
    facility: 95,
    discrimination: -0.123,
    band: 'very-easy',
    discriminationBand: 'negative',
    runs: 121,
  },
  {
    questionId: 'q-d',
    label: 'Dynamic programming',
    facility: 60,
    discrimination: null,
    band: 'about-right',
    discriminationBand: null,
    runs: 12,
    hiddenReason: 'few-runs',
  },
];

const renderScatter = () =>
  renderLazyChart(
    'Facility and discrimination',
    <LazyFacilityDiscriminationScatter
      points={POINTS}
      ungraded={131}
      renderLabel={(point) => <a href={`/questions/${point.questionId}`}>{point.label}</a>}
      size={{ width: 640, height: 320 }}
    />,
  );

describe('FacilityDiscriminationScatter (lazy)', () => {
  lazyChartTests(() => import('./FacilityDiscriminationScatter'));

  it('shows every question as a table with links, hidden discrimination said why', async () => {
    const { user, figure } = await renderScatter();

    const table = await openTableView(user, figure, 'Facility and discrimination per question');
    expect(tableText(table)).toEqual([
      ['Question', 'Facility', 'Facility band', 'Discrimination', 'Discrimination band', 'Runs'],
      ['Arrays', '55.0', 'about right', '0.45', 'very good', '120'],
      ['Bit masks', '12.3', 'very hard', '0.10', 'poor', '118'],
      ['Closures', '95.0', 'very easy', '-0.12', 'negative: check the grading', '121'],
      ['Dynamic programming', '60.0', 'about right', 'discrimination not shown: 12 runs, fewer than 30', '—', '12'],
    ]);
    expect(within(table).getByRole('link', { name: 'Closures' })).toHaveAttribute('href', '/questions/q-c');
  });

  it('plots the questions with both figures, explains the lines and lists the rest below', async () => {
    const { figure } = await renderScatter();

    expect(figure).toHaveTextContent(
      'Of 4 questions, 3 are plotted and 2 discriminate below 0.2 (needs review), 1 of them negatively (check ' +
        'grading); 1 is very hard (facility below 20) and 1 is very easy (facility 90 or more); 1 has no ' +
        'discrimination to show and is listed below; 131 answers are pending or could not be graded.',
    );
    expect(figure).toHaveTextContent('discrimination 0.2 (below 0.2 needs review; below 0, check the grading)');
    expect(within(figure).getByText('needs review below 0.2')).toBeInTheDocument();
    const bands = within(figure).getByRole('list', { name: 'Discrimination bands' });
    expect(bands).toHaveTextContent('very goodgoodmarginalpoornegative: check the grading');
    expect(figure.querySelectorAll('circle.chart-point')).toHaveLength(3);

    const notPlotted = within(figure).getByText('Not plotted:').nextElementSibling as HTMLElement;
    expect(within(notPlotted).getByRole('listitem')).toHaveTextContent(
      'Dynamic programming: discrimination not shown: 12 runs, fewer than 30',
    );
    expect(within(notPlotted).getByRole('link', { name: 'Dynamic programming' })).toBeInTheDocument();
  });
});
