import type { ReactNode } from 'react';
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type ScatterShapeProps,
} from 'recharts';

import { type FacilityBand } from '@assessment-insights/statistics-engine';
import { DISCRIMINATION_BAND_LABEL, FACILITY_BAND_LABEL } from '@/features/statistics/words/bands';
import { formatCorrelation, formatCount, formatFacility } from '@/features/statistics/format';
import { chartSvgProps } from './chart-size';
import { isPlotted, scatterSummary } from './chart-summaries';
import { countOf, NO_EVALUATED_ANSWERS } from './chart-text';
import type { ChartSize, ScatterQuestion } from './chart-types';
import { tooltipContent } from './chart-tooltip';
import { ChartFigure, ChartLegend, ChartTable, LegendItem, NotPlotted } from './ChartFigure';
import {
  MIN_RUNS,
  DISCRIMINATION_BANDS,
  NEEDS_REVIEW_BELOW,
  VERY_EASY_FROM,
  VERY_HARD_BELOW,
} from '@assessment-insights/statistics-engine/thresholds';
import { plainTick } from './axis-ticks';

export type { ScatterQuestion } from './chart-types';

export interface FacilityDiscriminationScatterProps {
  points: readonly ScatterQuestion[];
  /** Pending and unable-to-grade answers of the scope, outside every figure. */
  ungraded: number;
  caption?: string;
  /** The question in the table and the list of questions not plotted, e.g. a router <Link>. */
  renderLabel?: (point: ScatterQuestion) => ReactNode;
  /** A fixed size (tests); without it the chart fills its container's width. */
  size?: ChartSize;
}

type PlottedQuestion = ScatterQuestion & { facility: number; discrimination: number };

/** The key lists the best band first. */
const DISCRIMINATION_BANDS_BEST_FIRST = [...DISCRIMINATION_BANDS].reverse();
/** The reference lines at the flags' thresholds, as the chart labels them: "20", "90", "0.2". */
const hardLine = formatCount(VERY_HARD_BELOW);
const easyLine = formatCount(VERY_EASY_FROM);
const reviewLine = formatCount(NEEDS_REVIEW_BELOW);
const REFERENCE_LINE = { stroke: '#52606d', strokeDasharray: '4 4', strokeWidth: 1.5 } as const;

const facilityBandText = (band: FacilityBand | null) => (band ? FACILITY_BAND_LABEL[band] : '—');

/** Why a question has no point: no evaluated answers, or its discrimination is hidden. */
function notPlottedReason(point: ScatterQuestion): string {
  if (point.facility === null) return NO_EVALUATED_ANSWERS;
  switch (point.hiddenReason) {
    case 'few-runs':
      return `discrimination not shown: ${countOf(point.runs, 'run')}, fewer than ${formatCount(MIN_RUNS)}`;
    case 'no-variance':
      return 'discrimination not shown: the scores do not vary';
    case 'few-questions':
      return 'discrimination not shown: no other question to compare with';
    default:
      return 'discrimination not shown';
  }
}

function renderPoint({ cx, cy, payload }: ScatterShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  const { discriminationBand } = payload as PlottedQuestion;
  return <circle cx={cx} cy={cy} r={6} className={`chart-point dband--${discriminationBand ?? 'poor'}`} />;
}

/**
 * Each question's facility against its discrimination: the lines at facility 20 and 90 and at
 * discrimination 0.2 mark the bands docs/statistics.md flags. Questions without both figures are
 * listed under the chart rather than plotted.
 */
export function FacilityDiscriminationScatter(props: FacilityDiscriminationScatterProps) {
  const { points, ungraded, caption = 'Facility and discrimination', renderLabel, size } = props;
  const plotted = points.filter(isPlotted);
  const notPlotted = points.filter((point) => !isPlotted(point));
  const labelOf = (point: ScatterQuestion): ReactNode => (renderLabel ? renderLabel(point) : point.label);
  const lowest = Math.min(0, ...plotted.map((point) => point.discrimination));
  // −0.2 to 1 unless a question discriminates more negatively than that.
  const yMin = Math.max(-1, Math.min(-0.2, Math.floor(lowest * 5) / 5));
  const summary = scatterSummary(points, ungraded);

  return (
    <ChartFigure
      caption={caption}
      summary={summary}
      className="scatter"
      table={<ScatterTable caption={caption} points={points} labelOf={labelOf} />}
    >
      <ScatterChart {...chartSvgProps(size, caption, summary)} margin={{ top: 16, right: 16, bottom: 24 }}>
        <CartesianGrid stroke="#d9e2ec" />
        <XAxis
          tick={plainTick}
          interval={0}
          type="number"
          dataKey="facility"
          name="Facility"
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          label={{ value: 'Facility (mean score)', position: 'insideBottom', offset: -16 }}
        />
        <YAxis
          tick={plainTick}
          interval={0}
          type="number"
          dataKey="discrimination"
          name="Discrimination"
          domain={[yMin, 1]}
          tickFormatter={formatCorrelation}
          width={48}
        />
        <ReferenceLine x={VERY_HARD_BELOW} {...REFERENCE_LINE} label={{ value: hardLine, position: 'top' }} />
        <ReferenceLine x={VERY_EASY_FROM} {...REFERENCE_LINE} label={{ value: easyLine, position: 'top' }} />
        <ReferenceLine
          y={NEEDS_REVIEW_BELOW}
          {...REFERENCE_LINE}
          label={{ value: `needs review below ${reviewLine}`, position: 'insideBottomRight' }}
        />
        <Tooltip content={renderScatterTooltip} isAnimationActive={false} />
        <Scatter data={plotted} name="Questions" shape={renderPoint} isAnimationActive={false} />
      </ScatterChart>
      <p className="chart-note">
        Dashed lines: facility {hardLine} and {easyLine} (very hard below {hardLine}, very easy from {easyLine}) and
        discrimination {reviewLine} (below {reviewLine} needs review; below 0, check the grading). Colour gives the
        discrimination band:
      </p>
      <ChartLegend label="Discrimination bands">
        {DISCRIMINATION_BANDS_BEST_FIRST.map((band) => (
          <LegendItem key={band} swatchClass={`dband--${band}`}>
            {DISCRIMINATION_BAND_LABEL[band]}
          </LegendItem>
        ))}
      </ChartLegend>
      <NotPlotted
        items={notPlotted.map((point) => ({
          key: point.questionId,
          label: labelOf(point),
          reason: notPlottedReason(point),
        }))}
      />
    </ChartFigure>
  );
}

const renderScatterTooltip = tooltipContent((point: PlottedQuestion) => (
  <>
    <p>
      <strong>{point.label}</strong>
    </p>
    <p>
      Facility {formatFacility(point.facility)} ({facilityBandText(point.band)})
    </p>
    <p>
      Discrimination {formatCorrelation(point.discrimination)}
      {point.discriminationBand && ` (${DISCRIMINATION_BAND_LABEL[point.discriminationBand]})`} over{' '}
      {countOf(point.runs, 'run')}
    </p>
  </>
));

const SCATTER_COLUMNS = ['Question', 'Facility', 'Facility band', 'Discrimination', 'Discrimination band', 'Runs'];

interface ScatterTableProps {
  caption: string;
  points: readonly ScatterQuestion[];
  labelOf: (point: ScatterQuestion) => ReactNode;
}

function ScatterTable({ caption, points, labelOf }: ScatterTableProps) {
  return (
    <ChartTable caption={`${caption} per question`} columns={SCATTER_COLUMNS}>
      {points.map((point) => (
        <tr key={point.questionId}>
          <th scope="row">{labelOf(point)}</th>
          <td>{point.facility === null ? NO_EVALUATED_ANSWERS : formatFacility(point.facility)}</td>
          <td>{facilityBandText(point.band)}</td>
          <td>{point.discrimination === null ? notPlottedReason(point) : formatCorrelation(point.discrimination)}</td>
          <td>{point.discriminationBand ? DISCRIMINATION_BAND_LABEL[point.discriminationBand] : '—'}</td>
          <td>{formatCount(point.runs)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
