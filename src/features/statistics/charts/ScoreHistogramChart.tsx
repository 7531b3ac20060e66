import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCount } from '../../../lib/format-number';
import { binLabel, histogramSummary } from './chart-summaries';
import { CHART_COLORS, chartSizeStyle } from './chart-style';

import './charts.css';

export interface ScoreHistogramChartProps {
  /** Evaluated answers per 10-point bin (the engine's histogram). */
  histogram: readonly number[];
  passMark: number;
  /** Pending and unable to grade: not in any bin, said beside the chart. */
  ungraded: number;
  lowConfidence: boolean;
}

/** How the evaluated scores spread: bins wholly at or above the pass mark in the darker colour. */
export default function ScoreHistogramChart({
  histogram,
  passMark,
  ungraded,
  lowConfidence,
}: ScoreHistogramChartProps) {
  const captionId = useId();
  const data = histogram.map((count, bin) => ({ bin: binLabel(bin), count, passing: bin * 10 >= passMark }));
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        Score distribution{lowConfidence && <span className="low-confidence-tag"> (low confidence)</span>}
      </figcaption>
      <p className="chart-summary">{histogramSummary({ histogram, passMark, ungraded })}</p>
      <div aria-hidden="true">
        <BarChart responsive style={chartSizeStyle} data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bin" />
          <YAxis allowDecimals={false} width={48} />
          <Tooltip formatter={(value) => [formatCount(Number(value)), 'answers']} />
          <Bar dataKey="count" isAnimationActive={false}>
            {data.map((entry) => (
              <Cell
                key={entry.bin}
                fill={entry.passing ? CHART_COLORS.passing : CHART_COLORS.failing}
                fillOpacity={lowConfidence ? 0.55 : 1}
              />
            ))}
          </Bar>
        </BarChart>
      </div>
      <p className="chart-legend">
        <span className="legend-swatch legend-swatch--passing" aria-hidden="true" /> every score in the bin is at or
        above the pass mark ({formatCount(passMark)}){' '}
        <span className="legend-swatch legend-swatch--failing" aria-hidden="true" /> some or all below it
      </p>
      <details className="chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption>Evaluated answers per score range</caption>
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Answers</th>
              <th scope="col">At or above the pass mark</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.bin}>
                <th scope="row">{entry.bin}</th>
                <td>{formatCount(entry.count)}</td>
                <td>{entry.passing ? 'yes' : 'not all'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Pending or unable to grade</th>
              <td>{formatCount(ungraded)}</td>
              <td>not scored</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}
