import { describe, expect, it } from 'vitest';

import type { MonthlyPoint } from '@assessment-insights/statistics-engine';
import { lazyChartTests, legendEntries, openTableView, renderLazyChart, tableText } from './charts.test-support';
import { LazyMonthlyTrendChart } from './lazy-charts';

const MONTHLY: MonthlyPoint[] = [
  { month: '2025-12', answers: 410, n: 400, facility: 61.24, successRate: 0.401 },
  { month: '2026-01', answers: 3, n: 0, facility: null, successRate: null },
  { month: '2026-02', answers: 20, n: 18, facility: 70, successRate: 0.5 },
  { month: '2026-03', answers: 2333, n: 2202, facility: 67.5, successRate: 0.448 },
];

const renderTrend = (monthly: readonly MonthlyPoint[]) =>
  renderLazyChart(
    'Facility and success rate by month',
    <LazyMonthlyTrendChart monthly={monthly} size={{ width: 640, height: 300 }} />,
  );

describe('MonthlyTrendChart (lazy)', () => {
  lazyChartTests(() => import('./MonthlyTrendChart'));

  it('shows facility, success rate, n and ungraded answers per month as a table, low confidence said', async () => {
    const { user, figure } = await renderTrend(MONTHLY);

    const table = await openTableView(user, figure, 'Facility and success rate by month');
    expect(tableText(table)).toEqual([
      ['Month', 'Facility', 'Success rate', 'Evaluated (n)', 'Ungraded', 'Confidence'],
      ['Dec 2025', '61.2', '40.1%', '400', '10', '—'],
      ['Jan 2026', '—', '—', '0', '3', 'no evaluated answers'],
      ['Feb 2026', '70.0', '50.0%', '18', '2', 'low confidence'],
      ['Mar 2026', '67.5', '44.8%', '2,202', '131', '—'],
    ]);
  });

  it('summarises the trend and keys the lines and the hollow low-confidence dots in text', async () => {
    const { figure } = await renderTrend(MONTHLY);

    expect(figure).toHaveTextContent(
      'From Dec 2025 to Mar 2026, facility went from 61.2 to 67.5 and the success rate from 40.1% to 44.8%; ' +
        '1 month has no evaluated answers; 1 month is low confidence (fewer than 30 evaluated answers); ' +
        '146 answers are pending or could not be graded.',
    );
    expect(legendEntries(figure, 'Key')).toEqual([
      'Facility (mean score, 0–100)',
      'Success rate (%)',
      'Hollow dot: low confidence (fewer than 30 evaluated answers that month)',
    ]);
    // One hollow dot per line for February, the month of 18 evaluated answers.
    expect(figure.querySelectorAll('circle.trend-dot--low-confidence')).toHaveLength(2);
  });
});
