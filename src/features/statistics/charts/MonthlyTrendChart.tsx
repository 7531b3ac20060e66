import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCount } from '../../../lib/format-number';
import { formatFacility, formatPercent } from '../engine/format';
import { LOW_CONFIDENCE_BELOW } from '../engine/question-figures';
import type { MonthlyPoint } from '../engine/question-stats';
import { monthLabel, trendSummary } from './chart-summaries';
import { CHART_COLORS, chartSizeStyle } from './chart-style';

import './charts.css';

/** Facility and success rate per calendar month (UTC); months with fewer than 30 evaluated answers drawn hollow. */
export default function MonthlyTrendChart({ monthly }: { monthly: readonly MonthlyPoint[] }) {
  const captionId = useId();
  const data = monthly.map((point) => ({
    month: point.month,
    facility: point.facility,
    successPercent: point.successRate === null ? null : point.successRate * 100,
    n: point.n,
    low: point.n < LOW_CONFIDENCE_BELOW,
  }));
  const dot =
    (color: string) =>
    ({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { low: boolean; month: string } }) =>
      cx === undefined || cy === undefined ? (
        <g key={`${color}-${payload?.month ?? ''}`} />
      ) : (
        <circle
          key={`${color}-${payload?.month ?? ''}`}
          cx={cx}
          cy={cy}
          r={4}
          stroke={color}
          strokeWidth={2}
          fill={payload?.low ? '#ffffff' : color}
        />
      );
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        Monthly trend
      </figcaption>
      <p className="chart-summary">{trendSummary(monthly)}</p>
      <div aria-hidden="true">
        <LineChart responsive style={chartSizeStyle} data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis domain={[0, 100]} width={40} />
          <Tooltip />
          <Legend />
          <Line
            name="Facility"
            dataKey="facility"
            stroke={CHART_COLORS.facility}
            dot={dot(CHART_COLORS.facility)}
            isAnimationActive={false}
            connectNulls
          />
          <Line
            name="Success rate (%)"
            dataKey="successPercent"
            stroke={CHART_COLORS.successRate}
            strokeDasharray="6 3"
            dot={dot(CHART_COLORS.successRate)}
            isAnimationActive={false}
            connectNulls
          />
        </LineChart>
      </div>
      <p className="chart-legend">
        Hollow points: fewer than {LOW_CONFIDENCE_BELOW} evaluated answers that month (low confidence).
      </p>
      <details className="chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption>Facility and success rate per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Answers</th>
              <th scope="col">Evaluated (n)</th>
              <th scope="col">Facility</th>
              <th scope="col">Success rate</th>
            </tr>
          </thead>
          <tbody>
            {monthly.map((point) => (
              <tr key={point.month}>
                <th scope="row">{monthLabel(point.month)}</th>
                <td>{formatCount(point.answers)}</td>
                <td>
                  {formatCount(point.n)}
                  {point.n < LOW_CONFIDENCE_BELOW && ' (low confidence)'}
                </td>
                <td>{point.facility === null ? '—' : formatFacility(point.facility)}</td>
                <td>{point.successRate === null ? '—' : formatPercent(point.successRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
