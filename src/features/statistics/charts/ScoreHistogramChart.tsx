import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';

import { formatCount, formatPercent } from '@/features/statistics/format';
import { histogramBin } from '@assessment-insights/statistics-engine';
import { chartSvgProps } from './chart-size';
import { binsAtOrAbovePassMark, histogramSummary } from './chart-summaries';
import { histogramBinLabel, LOW_CONFIDENCE_REASON, LOW_CONFIDENCE_TEXT, UNGRADED_TEXT } from './chart-text';
import type { ChartSize, HistogramInput } from './chart-types';
import { tooltipContent } from './chart-tooltip';
import { ChartFigure, ChartLegend, ChartTable, LegendItem } from './ChartFigure';
import { plainTick, useCategoryTickInterval } from './axis-ticks';

export interface ScoreHistogramChartProps extends HistogramInput {
  caption?: string;
  /** A fixed size (tests); without it the chart fills its container's width. */
  size?: ChartSize;
}

type PassRelation = 'at-or-above' | 'below' | 'contains';

interface HistogramBin {
  label: string;
  count: number;
  /** Share of evaluated answers, 0–1; null without any. */
  share: number | null;
  pass: PassRelation;
}

const PASS_RELATION_TEXT: Record<PassRelation, string> = {
  'at-or-above': 'at or above',
  below: 'below',
  contains: 'contains the pass mark',
};

function binsOf(histogram: readonly number[], passMark: number): HistogramBin[] {
  const evaluated = histogram.reduce((sum, count) => sum + count, 0);
  const passingBins = binsAtOrAbovePassMark(passMark, histogram.length);
  // Without a whole bin edge at the pass mark, one bin holds scores on both sides of it.
  const firstPassing = passingBins === null ? histogramBin(passMark) + 1 : histogram.length - passingBins;
  return histogram.map((count, bin) => ({
    label: histogramBinLabel(bin),
    count,
    share: evaluated === 0 ? null : count / evaluated,
    pass: bin >= firstPassing ? 'at-or-above' : passingBins === null && bin === firstPassing - 1 ? 'contains' : 'below',
  }));
}

/** The distribution of evaluated scores in 10-point bins, the pass mark marked and explained. */
export function ScoreHistogramChart(props: ScoreHistogramChartProps) {
  const { histogram, passMark, ungraded, lowConfidence, caption = 'Score distribution', size } = props;
  const bins = binsOf(histogram, passMark);
  const markerBin = bins[histogramBin(passMark)];
  // The marker sits at the bin's start when the pass mark is its lower edge, else mid-bin (an approximation the note explains).
  const markerPosition = passMark % 10 === 0 && passMark < 100 ? 'start' : 'middle';
  const barClass = (bin: HistogramBin) =>
    `chart-bar pass--${bin.pass === 'at-or-above' ? 'at-or-above' : 'below'}${lowConfidence ? ' chart-bar--low-confidence' : ''}`;
  const renderBar = ({ x, y, width, height, payload }: BarShapeProps) => (
    <rect x={x} y={y} width={width} height={Math.max(0, height)} className={barClass(payload as HistogramBin)} />
  );

  const summary = histogramSummary(props);
  const { observe: observeChartBox, interval: tickInterval } = useCategoryTickInterval(
    bins.map((bin) => bin.label),
    size?.width,
  );

  return (
    <ChartFigure
      caption={caption}
      summary={summary}
      className="histogram"
      table={<HistogramTable caption={caption} bins={bins} ungraded={ungraded} lowConfidence={lowConfidence} />}
    >
      <div ref={observeChartBox}>
        <BarChart data={bins} {...chartSvgProps(size, caption, summary)} margin={{ top: 24, right: 8, bottom: 24 }}>
          <CartesianGrid vertical={false} stroke="#d9e2ec" />
          <XAxis
            tick={plainTick}
            interval={tickInterval}
            dataKey="label"
            label={{ value: 'Score', position: 'insideBottom', offset: -16 }}
          />
          <YAxis
            tick={plainTick}
            interval={0}
            allowDecimals={false}
            width={48}
            label={{ value: 'Answers', angle: -90, position: 'insideLeft' }}
          />
          <Tooltip content={renderHistogramTooltip} isAnimationActive={false} />
          <Bar dataKey="count" name="Answers" shape={renderBar} isAnimationActive={false} />
          {markerBin && (
            <ReferenceLine
              x={markerBin.label}
              position={markerPosition}
              stroke="#1f2933"
              strokeWidth={2}
              strokeDasharray="6 3"
              label={{ value: `pass mark ${passMark}`, position: 'top' }}
            />
          )}
        </BarChart>
      </div>
      <ChartLegend label="Key">
        <LegendItem swatchClass="pass--at-or-above">Scores at or above the pass mark of {passMark}</LegendItem>
        <LegendItem swatchClass="pass--below">Scores below it</LegendItem>
      </ChartLegend>
      {markerPosition === 'middle' && (
        <p className="chart-note">
          The pass mark of {passMark} falls inside the {markerBin?.label} range, so that bar holds scores on both sides
          of it.
        </p>
      )}
      {lowConfidence && (
        <p className="chart-note">
          Bars are faded: {LOW_CONFIDENCE_TEXT}, {LOW_CONFIDENCE_REASON}.
        </p>
      )}
    </ChartFigure>
  );
}

const renderHistogramTooltip = tooltipContent((bin: HistogramBin) => (
  <>
    <p>Scores {bin.label}</p>
    <p>
      {formatCount(bin.count)} {bin.count === 1 ? 'answer' : 'answers'}
      {bin.share !== null && ` (${formatPercent(bin.share)})`}
    </p>
  </>
));

const HISTOGRAM_COLUMNS = ['Score range', 'Answers', 'Share of evaluated', 'Pass mark'];

interface HistogramTableProps {
  caption: string;
  bins: readonly HistogramBin[];
  ungraded: number;
  lowConfidence: boolean;
}

function HistogramTable({ caption, bins, ungraded, lowConfidence }: HistogramTableProps) {
  return (
    <ChartTable
      caption={
        <>
          {caption}
          {lowConfidence && ` (${LOW_CONFIDENCE_TEXT}: ${LOW_CONFIDENCE_REASON})`}
        </>
      }
      columns={HISTOGRAM_COLUMNS}
      footer={
        <tr>
          <th scope="row">Not evaluated ({UNGRADED_TEXT})</th>
          <td>{formatCount(ungraded)}</td>
          <td colSpan={2}>not in the bins</td>
        </tr>
      }
    >
      {bins.map((bin) => (
        <tr key={bin.label}>
          <th scope="row">{bin.label}</th>
          <td>{formatCount(bin.count)}</td>
          <td>{bin.share === null ? '—' : formatPercent(bin.share)}</td>
          <td>{PASS_RELATION_TEXT[bin.pass]}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
