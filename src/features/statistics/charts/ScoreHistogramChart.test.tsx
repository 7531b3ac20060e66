import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { lazyChartTests, openTableView, renderLazyChart, tableText } from './charts.test-support';
import type { ChartSize, HistogramInput } from './chart-types';
import { LazyScoreHistogramChart } from './lazy-charts';

const SIZE = { width: 640, height: 300 };
const HISTOGRAM = [0, 10, 20, 30, 512, 400, 300, 500, 300, 130];

const renderHistogram = (input: Partial<HistogramInput> & { size?: ChartSize } = {}) =>
  renderLazyChart(
    'Score distribution',
    <LazyScoreHistogramChart
      histogram={HISTOGRAM}
      passMark={70}
      ungraded={131}
      lowConfidence={false}
      size={SIZE}
      {...input}
    />,
  );

describe('ScoreHistogramChart (lazy)', () => {
  lazyChartTests(() => import('./ScoreHistogramChart'));

  it('summarises the bins, explains the pass mark and shows the bins as a table with the ungraded answers', async () => {
    const { user, figure } = await renderHistogram();

    expect(figure).toHaveTextContent(
      'Of 2,202 evaluated answers, 930 (42.2%) scored 70 or more and the most common score range is 40–49 ' +
        '(512 answers); 131 more are pending or could not be graded.',
    );
    const key = within(figure).getByRole('list', { name: 'Key' });
    expect(key).toHaveTextContent('Scores at or above the pass mark of 70');
    expect(await within(figure).findByText('pass mark 70')).toBeInTheDocument();
    expect(figure).not.toHaveTextContent('low confidence');

    const table = await openTableView(user, figure, 'Score distribution');
    expect(tableText(table)).toEqual([
      ['Score range', 'Answers', 'Share of evaluated', 'Pass mark'],
      ['0–9', '0', '0.0%', 'below'],
      ['10–19', '10', '0.5%', 'below'],
      ['20–29', '20', '0.9%', 'below'],
      ['30–39', '30', '1.4%', 'below'],
      ['40–49', '512', '23.3%', 'below'],
      ['50–59', '400', '18.2%', 'below'],
      ['60–69', '300', '13.6%', 'below'],
      ['70–79', '500', '22.7%', 'at or above'],
      ['80–89', '300', '13.6%', 'at or above'],
      ['90–100', '130', '5.9%', 'at or above'],
      ['Not evaluated (pending or could not be graded)', '131', 'not in the bins'],
    ]);
  });

  it('says when the pass mark falls inside a bin, and marks low confidence in the chart and table', async () => {
    const { user, figure } = await renderHistogram({
      histogram: [0, 0, 1, 2, 3, 4, 5, 6, 0, 0],
      passMark: 75,
      ungraded: 0,
      lowConfidence: true,
    });

    expect(figure).toHaveTextContent('The pass mark of 75 falls inside the 70–79 range');
    expect(figure).toHaveTextContent('low confidence: fewer than 30 evaluated answers; no answers are pending');
    expect(figure).toHaveTextContent('Bars are faded: low confidence, fewer than 30 evaluated answers.');
    const table = await openTableView(
      user,
      figure,
      'Score distribution (low confidence: fewer than 30 evaluated answers)',
    );
    expect(tableText(table).slice(7, 10)).toEqual([
      ['60–69', '5', '23.8%', 'below'],
      ['70–79', '6', '28.6%', 'contains the pass mark'],
      ['80–89', '0', '0.0%', 'at or above'],
    ]);
  });

  it('says so when nothing is evaluated yet', async () => {
    const { figure } = await renderHistogram({ histogram: new Array<number>(10).fill(0), ungraded: 4 });

    expect(figure).toHaveTextContent(
      'No answers have been evaluated yet; 4 answers are pending or could not be graded.',
    );
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });

  it('labels every bin where they fit, and every other one on a phone-wide chart, so labels never overlap', async () => {
    const binLabels = () =>
      [...document.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) => tick.textContent);
    await renderHistogram();
    await waitFor(() =>
      expect(binLabels()).toEqual([
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
      ]),
    );
    cleanup();

    await renderHistogram({ size: { width: 320, height: 300 } });
    await waitFor(() => expect(binLabels()).toEqual(['0–9', '20–29', '40–49', '60–69', '80–89']));
  });
});
