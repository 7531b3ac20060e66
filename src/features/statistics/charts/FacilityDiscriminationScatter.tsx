import { useId, type ReactNode } from 'react';
import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';

import { DISCRIMINATION_BAND_LABEL, type DiscriminationBand, type FacilityBand } from '../engine/bands';
import { formatCorrelation, formatFacility } from '../engine/format';
import { bandName, scatterSummary } from './chart-summaries';
import { CHART_COLORS, chartSizeStyle } from './chart-style';

import './charts.css';

export interface ScatterPoint {
  questionId: string;
  /** Untrusted (a question title): rendered as text. */
  label: string;
  facility: number | null;
  /** Null when hidden (too few runs, no variance): listed, not plotted. */
  discrimination: number | null;
  band: FacilityBand | null;
  discriminationBand: DiscriminationBand | null;
}

/**
 * Facility against discrimination, one point per question: the lines mark very hard (< 20), very
 * easy (≥ 90) and poor discrimination (< 0.20), so the questions to review sit in the corners.
 */
export default function FacilityDiscriminationScatter({
  points,
  renderLabel,
}: {
  points: readonly ScatterPoint[];
  renderLabel?: (point: ScatterPoint) => ReactNode;
}) {
  const captionId = useId();
  const plotted = points
    .filter((point) => point.facility !== null && point.discrimination !== null)
    .map((point) => ({ x: point.facility, y: point.discrimination, label: point.label }));
  const lowest = Math.min(-0.2, ...plotted.map((point) => point.y ?? 0));
  const hidden = points.filter((point) => point.facility !== null && point.discrimination === null);
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        Facility and discrimination
      </figcaption>
      <p className="chart-summary">{scatterSummary(points)}</p>
      {plotted.length > 0 && (
        <div aria-hidden="true">
          <ScatterChart responsive style={chartSizeStyle} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" dataKey="x" name="Facility" domain={[0, 100]} />
            <YAxis
              type="number"
              dataKey="y"
              name="Discrimination"
              domain={[Math.floor(lowest * 10) / 10, 1]}
              width={40}
            />
            <ReferenceLine x={20} stroke={CHART_COLORS.reference} strokeDasharray="4 4" />
            <ReferenceLine x={90} stroke={CHART_COLORS.reference} strokeDasharray="4 4" />
            <ReferenceLine y={0.2} stroke={CHART_COLORS.reference} strokeDasharray="4 4" />
            <Tooltip />
            <Scatter data={plotted} fill={CHART_COLORS.facility} isAnimationActive={false} />
          </ScatterChart>
        </div>
      )}
      <p className="chart-legend">
        Dashed lines: facility 20 (very hard to the left) and 90 (very easy to the right); discrimination 0.20 (below it
        the question needs review).
      </p>
      {hidden.length > 0 && (
        <p className="muted">
          Not plotted, too few runs for discrimination: {hidden.map((point) => point.label).join('; ')}.
        </p>
      )}
      <details className="chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption>Facility and discrimination per question</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Facility</th>
              <th scope="col">Facility band</th>
              <th scope="col">Discrimination</th>
              <th scope="col">Discrimination band</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.questionId}>
                <th scope="row">{renderLabel ? renderLabel(point) : point.label}</th>
                <td>{point.facility === null ? '—' : formatFacility(point.facility)}</td>
                <td>{bandName(point.band)}</td>
                <td>
                  {point.discrimination === null ? 'not shown (too few runs)' : formatCorrelation(point.discrimination)}
                </td>
                <td>{point.discriminationBand === null ? '—' : DISCRIMINATION_BAND_LABEL[point.discriminationBand]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
