import type { ReactNode } from 'react';
import {
  ErrorBar,
  ReferenceArea,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type ScatterShapeProps,
} from 'recharts';

import type { DifVerdict, QuestionDif } from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility } from '@/features/statistics/format';
import { chartSvgProps } from './chart-size';
import type { ChartSize } from './chart-types';
import { tooltipContent } from './chart-tooltip';
import { ChartFigure, ChartLegend, ChartTable, LegendItem, NotPlotted } from './ChartFigure';
import {
  DIF_CHART_MARGIN,
  DIF_VERDICT_LABEL,
  DIF_VERDICT_SHORT,
  DIF_VERDICTS,
  difGapChartHeight,
  difGapPoints,
  difGapSummary,
  gapIntervalText,
  LARGE_GAP_TEXT,
  verdictText,
  type DifGapPoint,
} from './dif-gap-summary';
import { SMD_LARGE } from '@assessment-insights/statistics-engine/thresholds';
import { plainTick } from './axis-ticks';

export interface DifGapChartProps {
  questions: readonly QuestionDif[];
  /** The groups as the summary names them ("group A (pipeline “X”)"). */
  groups: { a: string; b: string };
  /** "3. Reverse a list": the question's name on the axis, in the tooltip and the table. */
  labelOf: (questionId: string) => string;
  /** The question in the table and the list of questions not plotted, e.g. a router <Link>. */
  renderLabel?: (questionId: string, label: string) => ReactNode;
  caption?: string;
  /** A fixed size (tests); without it the chart fills its container's width. */
  size?: ChartSize;
}

/** What fits the axis's 220 pixels at its smaller font; the table and tooltip give the whole title. */
const AXIS_LABEL_CHARS = 26;

interface PlottedRow extends DifGapPoint {
  estimate: number;
  /** ErrorBar's offsets below and above the estimate; undefined draws no bar. */
  error: [number, number] | undefined;
}

/** Symmetric about 0 and never inside the large-gap limits, so the shaded band always shows whole. */
function xExtent(rows: readonly PlottedRow[]): number {
  const furthest = Math.max(
    SMD_LARGE,
    ...rows.flatMap(({ gap }) => [
      Math.abs(gap.estimate),
      ...(gap.interval ? [-gap.interval.lower, gap.interval.upper] : []),
    ]),
  );
  return Math.min(100, Math.ceil((furthest + 1) / 5) * 5);
}

function ticksOf(extent: number): number[] {
  const step = extent <= 20 ? 5 : extent <= 50 ? 10 : 25;
  const ticks: number[] = [];
  for (let tick = -Math.floor(extent / step) * step; tick <= extent; tick += step) ticks.push(tick);
  return ticks;
}

const truncated = (label: string) =>
  label.length > AXIS_LABEL_CHARS ? `${label.slice(0, AXIS_LABEL_CHARS - 1).trimEnd()}…` : label;

/**
 * The shape says the verdict as well as the colour: ◀ unfair to B (B lower), ▶ unfair to A,
 * ◆ mixed, ○ can’t tell, ● no evidence.
 */
function marker(verdict: DifVerdict, cx: number, cy: number): ReactNode {
  const className = `dif-point dif--${verdict}`;
  switch (verdict) {
    case 'unfair-to-b':
      return <path d={`M${cx - 7},${cy} L${cx + 5},${cy - 7} L${cx + 5},${cy + 7} Z`} className={className} />;
    case 'unfair-to-a':
      return <path d={`M${cx + 7},${cy} L${cx - 5},${cy - 7} L${cx - 5},${cy + 7} Z`} className={className} />;
    case 'mixed':
      return <path d={`M${cx},${cy - 7} L${cx + 7},${cy} L${cx},${cy + 7} L${cx - 7},${cy} Z`} className={className} />;
    case 'cannot-tell':
      return <circle cx={cx} cy={cy} r={5.5} className={`${className} dif-point--hollow`} />;
    case 'none':
      return <circle cx={cx} cy={cy} r={5} className={className} />;
  }
}

function renderPoint({ cx, cy, payload }: ScatterShapeProps) {
  if (cx === undefined || cy === undefined) return <g />;
  const { verdict } = payload as PlottedRow;
  return (
    <g>
      {marker(verdict, cx, cy)}
      <text x={cx} y={cy - 11} textAnchor="middle" className="dif-point-label">
        {DIF_VERDICT_SHORT[verdict]}
      </text>
    </g>
  );
}

/**
 * The gap at equal ability per question (B − A, in points): a dot with its 95% interval, the zero
 * line, and the band within the large-gap limits shaded. Questions not checked are listed under
 * the chart, not plotted.
 */
export function DifGapChart(props: DifGapChartProps) {
  const { questions, groups, labelOf, renderLabel, caption = 'Gap at equal ability, by question', size } = props;
  const { plotted, notPlotted } = difGapPoints(questions, labelOf);
  const rows: PlottedRow[] = plotted.map((point) => ({
    ...point,
    estimate: point.gap.estimate,
    error: point.gap.interval
      ? [point.gap.estimate - point.gap.interval.lower, point.gap.interval.upper - point.gap.estimate]
      : undefined,
  }));
  const labelById = new Map(rows.map((row) => [row.questionId, row.label]));
  const nameOf = (question: QuestionDif): ReactNode => {
    const label = labelOf(question.questionId);
    return renderLabel ? renderLabel(question.questionId, label) : label;
  };
  const extent = xExtent(rows);
  const summary = difGapSummary(plotted, notPlotted, groups);
  const svgProps = chartSvgProps(size, caption, summary);
  // Without a fixed size, as tall as its rows (chart-size's default height is one chart's, not a list's).
  const sized = size ? svgProps : { ...svgProps, style: { width: '100%', height: difGapChartHeight(rows.length) } };

  return (
    <ChartFigure
      caption={caption}
      summary={summary}
      className="dif-gap"
      table={<DifGapTable caption={caption} questions={questions} nameOf={nameOf} />}
    >
      {rows.length > 0 && (
        <>
          <ScatterChart {...sized} margin={DIF_CHART_MARGIN}>
            <XAxis
              tick={plainTick}
              type="number"
              dataKey="estimate"
              name="Gap at equal ability"
              domain={[-extent, extent]}
              ticks={ticksOf(extent)}
              tickFormatter={(value: number) => formatCount(value)}
              label={{ value: 'Gap at equal ability, B − A (points)', position: 'insideBottom', offset: -24 }}
            />
            <YAxis
              tick={plainTick}
              type="category"
              dataKey="questionId"
              name="Question"
              width={220}
              interval={0}
              reversed
              tickFormatter={(id: string) => truncated(labelById.get(id) ?? id)}
            />
            <ReferenceArea
              x1={-SMD_LARGE}
              x2={SMD_LARGE}
              className="dif-small-band"
              label={{ value: `large-gap limits ${LARGE_GAP_TEXT}`, position: 'top' }}
            />
            <ReferenceLine x={0} stroke="#1f2933" strokeWidth={1.5} />
            <Tooltip content={renderDifTooltip} isAnimationActive={false} />
            <Scatter data={rows} name="Questions" shape={renderPoint} isAnimationActive={false}>
              <ErrorBar
                dataKey="error"
                direction="x"
                width={6}
                stroke="#1f2933"
                strokeWidth={1.5}
                isAnimationActive={false}
              />
            </Scatter>
          </ScatterChart>
          <p className="chart-note">
            Left of 0, B scores lower than A at equal ability. Each line spans the gap’s 95% interval; the shaded band
            is within the large-gap limits ({LARGE_GAP_TEXT}), and beyond them a gap is large. The shape and the name
            give the verdict:
          </p>
          <ChartLegend label="Verdicts">
            {DIF_VERDICTS.filter((verdict) => plotted.some((point) => point.verdict === verdict)).map((verdict) => (
              <LegendItem key={verdict} swatchClass={`dif--${verdict} dif-swatch--${verdict}`}>
                {DIF_VERDICT_LABEL[verdict]}
              </LegendItem>
            ))}
          </ChartLegend>
        </>
      )}
      <NotPlotted
        items={notPlotted.map((question) => ({
          key: question.questionId,
          label: nameOf(question),
          reason: verdictText(question),
        }))}
      />
    </ChartFigure>
  );
}

const renderDifTooltip = tooltipContent((row: PlottedRow) => (
  <>
    <p>
      <strong>{row.label}</strong>
    </p>
    <p>{verdictText(row.question)}</p>
    <p>
      Gap {formatFacility(row.gap.estimate)} points (95% interval {gapIntervalText(row.gap)}), {row.gap.size}
    </p>
  </>
));

const DIF_COLUMNS = ['Question', 'Verdict', 'Gap at equal ability, B − A', '95% interval', 'Size'];

interface DifGapTableProps {
  caption: string;
  questions: readonly QuestionDif[];
  nameOf: (question: QuestionDif) => ReactNode;
}

function DifGapTable({ caption, questions, nameOf }: DifGapTableProps) {
  return (
    <ChartTable caption={`${caption}, in points`} columns={DIF_COLUMNS}>
      {questions.map((question) => (
        <tr key={question.questionId}>
          <th scope="row">{nameOf(question)}</th>
          <td>{verdictText(question)}</td>
          <td>{question.gap ? formatFacility(question.gap.estimate) : '—'}</td>
          <td>{question.gap ? gapIntervalText(question.gap) : '—'}</td>
          <td>{question.gap?.size ?? '—'}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
