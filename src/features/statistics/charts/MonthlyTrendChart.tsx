import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis, type DotItemDotProps } from 'recharts';

import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import type { MonthlyPoint } from '@assessment-insights/statistics-engine';
import { chartSvgProps } from './chart-size';
import { isLowConfidenceMonth, monthUngraded, trendSummary } from './chart-summaries';
import { formatMonth, LOW_CONFIDENCE_REASON, LOW_CONFIDENCE_TEXT, NO_EVALUATED_ANSWERS } from './chart-text';
import type { ChartSize } from './chart-types';
import { tooltipContent } from './chart-tooltip';
import { ChartFigure, ChartLegend, ChartTable, LegendItem } from './ChartFigure';
import { plainTick, useCategoryTickInterval } from './axis-ticks';

export interface MonthlyTrendChartProps {
  /** The engine's months with at least one answer, oldest first. */
  monthly: readonly MonthlyPoint[];
  caption?: string;
  /** A fixed size (tests); without it the chart fills its container's width. */
  size?: ChartSize;
  /** The leak watch's flagged change: its month ("2026-04") is marked, and said in the summary. */
  change?: { month: string; label: string };
}

interface TrendRow {
  point: MonthlyPoint;
  label: string;
  facility: number | null;
  /** The success rate as a percent, on the facility's 0–100 axis. */
  successPercent: number | null;
  lowConfidence: boolean;
}

type Series = 'facility' | 'success';

/** A month's dot: hollow when the month is of low confidence (the tooltip and table say so). */
function trendDot(series: Series) {
  return function TrendDot({ cx, cy, payload }: DotItemDotProps) {
    if (cx === undefined || cy === undefined) return null;
    const low = (payload as TrendRow).lowConfidence;
    return (
      <circle
        cx={cx}
        cy={cy}
        r={low ? 5 : 4}
        className={`trend-dot trend-line--${series}${low ? ' trend-dot--low-confidence' : ''}`}
      />
    );
  };
}

/** The two lines on the one 0–100 axis: facility solid, the success rate dashed. */
const TREND_LINES = [
  { series: 'facility', dataKey: 'facility', name: 'Facility', dot: trendDot('facility') },
  {
    series: 'success',
    dataKey: 'successPercent',
    name: 'Success rate (%)',
    dot: trendDot('success'),
    strokeDasharray: '6 4',
  },
] as const;

/** Facility and success rate per calendar month, with each month's evaluated answers. */
export function MonthlyTrendChart({
  monthly,
  caption = 'Facility and success rate by month',
  size,
  change,
}: MonthlyTrendChartProps) {
  const rows: TrendRow[] = monthly.map((point) => ({
    point,
    label: formatMonth(point.month),
    facility: point.facility,
    successPercent: point.successRate === null ? null : point.successRate * 100,
    lowConfidence: isLowConfidenceMonth(point),
  }));
  const changeLabel = change && formatMonth(change.month);
  const { observe: observeChartBox, interval: tickInterval } = useCategoryTickInterval(
    rows.map((row) => row.label),
    size?.width,
  );
  const summary = `${trendSummary(monthly)}${change ? ` Change point: ${change.label} (marked at ${changeLabel}).` : ''}`;

  return (
    <ChartFigure
      caption={caption}
      summary={summary}
      className="trend"
      table={<TrendTable caption={caption} rows={rows} />}
    >
      <div ref={observeChartBox}>
        <LineChart data={rows} {...chartSvgProps(size, caption, summary)} margin={{ top: 8, right: 16, bottom: 8 }}>
          <CartesianGrid vertical={false} stroke="#d9e2ec" />
          <XAxis tick={plainTick} interval={tickInterval} dataKey="label" />
          <YAxis tick={plainTick} interval={0} domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} width={40} />
          <Tooltip content={renderTrendTooltip} isAnimationActive={false} />
          {changeLabel && rows.some((row) => row.label === changeLabel) && (
            <ReferenceLine
              x={changeLabel}
              className="trend-change"
              stroke="#6d28d9"
              strokeWidth={2}
              strokeDasharray="2 3"
              label={{ value: 'change', position: 'insideTopLeft', fill: '#5b21b6' }}
            />
          )}
          {TREND_LINES.map(({ series, ...line }) => (
            <Line
              key={series}
              {...line}
              className={`trend-line trend-line--${series}`}
              activeDot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <ChartLegend label="Key">
        <LegendItem swatchClass="chart-swatch--line trend-line--facility">Facility (mean score, 0–100)</LegendItem>
        <LegendItem swatchClass="chart-swatch--line chart-swatch--dashed trend-line--success">
          Success rate (%)
        </LegendItem>
        {change && (
          <LegendItem swatchClass="chart-swatch--line trend-change-swatch">Dotted line: {change.label}</LegendItem>
        )}
        <LegendItem swatchClass="chart-swatch--hollow">
          Hollow dot: {LOW_CONFIDENCE_TEXT} ({LOW_CONFIDENCE_REASON} that month)
        </LegendItem>
      </ChartLegend>
    </ChartFigure>
  );
}

const renderTrendTooltip = tooltipContent((row: TrendRow) => (
  <>
    <p>
      <strong>{row.label}</strong>
    </p>
    {row.facility === null ? (
      <p>{NO_EVALUATED_ANSWERS}</p>
    ) : (
      <>
        <p>Facility {formatFacility(row.facility)}</p>
        {row.point.successRate !== null && <p>Success rate {formatPercent(row.point.successRate)}</p>}
      </>
    )}
    <p>n = {formatCount(row.point.n)}</p>
    {row.lowConfidence && <p>{LOW_CONFIDENCE_TEXT}</p>}
  </>
));

const TREND_COLUMNS = ['Month', 'Facility', 'Success rate', 'Evaluated (n)', 'Ungraded', 'Confidence'];

function TrendTable({ caption, rows }: { caption: string; rows: readonly TrendRow[] }) {
  return (
    <ChartTable caption={caption} columns={TREND_COLUMNS}>
      {rows.map(({ point, label, lowConfidence }) => (
        <tr key={point.month}>
          <th scope="row">{label}</th>
          <td>{point.facility === null ? '—' : formatFacility(point.facility)}</td>
          <td>{point.successRate === null ? '—' : formatPercent(point.successRate)}</td>
          <td>{formatCount(point.n)}</td>
          <td>{formatCount(monthUngraded(point))}</td>
          <td>{point.n === 0 ? NO_EVALUATED_ANSWERS : lowConfidence ? LOW_CONFIDENCE_TEXT : '—'}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
