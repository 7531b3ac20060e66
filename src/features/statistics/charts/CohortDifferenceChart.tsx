import type { CSSProperties, ReactNode } from 'react';

import type { CohortComparison, Difference, QuestionComparison } from '@assessment-insights/statistics-engine';
import { ChartFigure, ChartLegend, ChartTable, LegendItem } from './ChartFigure';
import {
  axisPercent,
  differenceAxis,
  differenceMark,
  differenceSummary,
  DIFFERENCE_SCALE,
  formatDifference,
  formatQ,
  significanceInWords,
  tickLabel,
  type DifferenceAxis,
} from './cohort-difference-summary';

import './cohort-difference-chart.css';

export interface CohortDifferenceChartProps {
  comparison: CohortComparison;
  /** The groups as the summary names them ("group B (pipeline “X”)"). */
  groups: { a: string; b: string };
  /** "3. Reverse a list": the question's name beside its row and in the table. */
  labelOf: (questionId: string) => string;
  /** The question in the table view, e.g. a router <Link>. */
  renderLabel?: (questionId: string, label: string) => ReactNode;
  caption?: string;
}

/**
 * Each question's two differences, B − A, as a dot on its 95% interval against the zero line:
 * success rate in one panel, facility in the other, on one scale (points of 0–100) so their sizes
 * compare. A filled dot is significant after the correction, a hollow one is not. Plain HTML and
 * CSS rather than recharts: the page draws it as soon as the comparison arrives, with no chart
 * code to load.
 */
export function CohortDifferenceChart(props: CohortDifferenceChartProps) {
  const { comparison, groups, labelOf, renderLabel, caption = 'Differences B − A, by question' } = props;
  const { questions } = comparison;
  const axis = differenceAxis(questions);
  const summary = differenceSummary(comparison, groups.b);
  const nameOf = (questionId: string): ReactNode => {
    const label = labelOf(questionId);
    return renderLabel ? renderLabel(questionId, label) : label;
  };
  const plotted = questions.some((question) => question.successRate !== null || question.facility !== null);
  const zero = axisPercent(0, axis);
  const style = { '--diff-steps': axis.ticks.length - 1, '--diff-zero': `${zero}%` } as CSSProperties;

  return (
    <ChartFigure
      caption={caption}
      summary={summary}
      className="cohort-differences"
      table={<DifferenceTable caption={caption} questions={questions} nameOf={nameOf} />}
    >
      {plotted && (
        <>
          {/* The numbers are in the summary and the table view; the drawing is one image to a screen reader. */}
          <div className="diff-plot" role="img" aria-label={`${caption}: ${summary}`} style={style}>
            <div className="diff-row diff-row--head">
              <span className="diff-label" />
              <span>Success rate (percentage points)</span>
              <span>Facility (points)</span>
            </div>
            {questions.map((question) => (
              <QuestionRow
                key={question.questionId}
                question={question}
                label={labelOf(question.questionId)}
                axis={axis}
              />
            ))}
            <div className="diff-row diff-row--axis">
              <span className="diff-label" />
              <AxisTicks axis={axis} />
              <AxisTicks axis={axis} />
            </div>
          </div>
          <p className="chart-note">
            Right of 0, {groups.b} does better than {groups.a}. Each line spans the difference’s 95% interval (not
            corrected for testing many at once); significance is after the correction.
          </p>
          <ChartLegend label="Key">
            <LegendItem swatchClass="diff-swatch">significant</LegendItem>
            <LegendItem swatchClass="diff-swatch diff-swatch--hollow">not significant</LegendItem>
          </ChartLegend>
        </>
      )}
    </ChartFigure>
  );
}

function QuestionRow({ question, label, axis }: { question: QuestionComparison; label: string; axis: DifferenceAxis }) {
  return (
    <div className="diff-row" data-question-id={question.questionId}>
      <span className="diff-label" title={label}>
        {label}
      </span>
      {question.tooFew ? (
        <span className="diff-track diff-track--empty diff-track--wide">too few answers to compare</span>
      ) : (
        <>
          <DifferenceTrack difference={question.successRate} axis={axis} />
          <DifferenceTrack difference={question.facility} axis={axis} />
        </>
      )}
    </div>
  );
}

/** One difference: its interval as a line, its estimate as a dot, filled when significant. */
function DifferenceTrack({ difference, axis }: { difference: Difference | null; axis: DifferenceAxis }) {
  if (!difference) return <span className="diff-track diff-track--empty">not tested</span>;
  const { estimate, lower, upper, significant } = differenceMark(difference);
  const left = axisPercent(lower, axis);
  const width = axisPercent(upper, axis) - left;
  return (
    <span className="diff-track" title={trackTitle(difference)}>
      <span className="diff-interval" style={{ left: `${left}%`, width: `${width}%` }} />
      <span
        className={significant ? 'diff-dot' : 'diff-dot diff-dot--hollow'}
        style={{ left: `${axisPercent(estimate, axis)}%` }}
      />
    </span>
  );
}

/** The numbers behind a mark, on hover: "Success rate +20.4 (6.5 to 33.3), q 0.012, significant". */
function trackTitle(difference: Difference): string {
  const kind = difference.kind === 'success_rate' ? 'Success rate' : 'Facility';
  const numbers = formatDifference(difference, DIFFERENCE_SCALE[difference.kind]);
  return `${kind} ${numbers}, q ${formatQ(difference.q)}, ${difference.significant ? 'significant' : 'not significant'}`;
}

function AxisTicks({ axis }: { axis: DifferenceAxis }) {
  const zeroIndex = axis.ticks.indexOf(0);
  return (
    <span className="diff-ticks">
      {axis.ticks.map((tick, index) => (
        <span
          key={tick}
          // Every other label gives way on a phone; 0's always stays.
          className={(index - zeroIndex) % 2 === 0 ? 'diff-tick' : 'diff-tick diff-tick--minor'}
          style={{ left: `${axisPercent(tick, axis)}%` }}
        >
          {tickLabel(tick)}
        </span>
      ))}
    </span>
  );
}

const DIFFERENCE_COLUMNS = [
  'Question',
  'Success rate, B − A (95% interval)',
  'q, rate',
  'Facility, B − A (95% interval)',
  'q, facility',
  'Significant',
];

interface DifferenceTableProps {
  caption: string;
  questions: readonly QuestionComparison[];
  nameOf: (questionId: string) => ReactNode;
}

function DifferenceTable({ caption, questions, nameOf }: DifferenceTableProps) {
  const shown = (difference: Difference | null) =>
    difference ? formatDifference(difference, DIFFERENCE_SCALE[difference.kind]) : '—';
  return (
    <ChartTable caption={`${caption}, in points`} columns={DIFFERENCE_COLUMNS}>
      {questions.map((question) => (
        <tr key={question.questionId}>
          <th scope="row">{nameOf(question.questionId)}</th>
          <td>{shown(question.successRate)}</td>
          <td>{question.successRate ? formatQ(question.successRate.q) : '—'}</td>
          <td>{shown(question.facility)}</td>
          <td>{question.facility ? formatQ(question.facility.q) : '—'}</td>
          <td>{significanceInWords(question)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
