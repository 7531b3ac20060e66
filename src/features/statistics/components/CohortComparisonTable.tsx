import type { ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';
import type { CohortComparison, Difference } from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import { CohortDifferenceChart } from '@/features/statistics/charts/CohortDifferenceChart';
import {
  DIFFERENCE_SCALE,
  formatEstimate,
  formatInterval,
  significanceInWords,
} from '@/features/statistics/charts/cohort-difference-summary';
import { comparisonSentences } from '@/features/statistics/words/cohort-compare';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { MIN_ANSWERS_TO_COMPARE } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The comparison as a reader needs it: first every difference drawn with its interval (its
 * q-values in the chart's table), what is significant in sentences under "In words" (or that
 * nothing is, and after how many tests); what it was computed from; then every question's
 * figures, each difference with its 95% interval, and "significant" in words.
 */
export function CohortComparisonTable({
  comparison,
  names,
  labelOf,
  questionLink,
}: {
  comparison: CohortComparison;
  names: GroupNames;
  /** "3. Reverse a list": how a question is named in the table. */
  labelOf: (questionId: string) => string;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const { questions, tests, alpha, passMark } = comparison;
  const sentences = questions.flatMap((question) => (question.tooFew ? [] : comparisonSentences(question, names)));
  const sum = (pick: (question: (typeof questions)[number]) => number) =>
    questions.reduce((total, question) => total + pick(question), 0);
  const tooFew = questions.filter((question) => question.tooFew).length;
  const threshold = alphaFormat.format(alpha);
  return (
    <>
      <h2 id="compare-differences">Differences between the groups</h2>
      <CohortDifferenceChart
        comparison={comparison}
        groups={names}
        labelOf={labelOf}
        renderLabel={(questionId, label) => questionLink(questionId, label)}
      />
      {sentences.length > 0 ? (
        <details className="compare-in-words">
          <summary>In words</summary>
          <ul className="compare-sentences" aria-labelledby="compare-differences">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="statistics-note">
          No difference between the groups is significant after correcting for {formatCount(tests)}{' '}
          {tests === 1 ? 'test' : 'tests'} (Benjamini–Hochberg, q &lt; {threshold}).
        </p>
      )}
      <p className="compare-basis">
        Computed from {formatCount(sum((question) => question.a.answers))} answers in group A (
        {formatCount(sum((question) => question.a.evaluated))} evaluated) and{' '}
        {formatCount(sum((question) => question.b.answers))} in group B (
        {formatCount(sum((question) => question.b.evaluated))} evaluated), success at pass mark {formatCount(passMark)}:{' '}
        {formatCount(tests)} {tests === 1 ? 'test' : 'tests'} (success rate by Newcombe’s interval, facility by
        Welch’s), corrected together for testing many at once (Benjamini–Hochberg, significant when q &lt; {threshold}).
        Intervals are 95% and not corrected; each q-value is in the chart’s table.
        {tooFew > 0 &&
          ` ${formatCount(tooFew)} ${tooFew === 1 ? 'question has' : 'questions have'} too few answers to compare (fewer than ${MIN_ANSWERS_TO_COMPARE} evaluated in a group).`}
      </p>
      <ScrollBox className="table-scroll" label="Questions compared">
        <table className="data-table compare-table">
          <caption>Questions compared, group B against group A</caption>
          {/* Two heading rows: each column's own heading is short ("A", "q"), so it is as wide as its figures. */}
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Question
              </th>
              <th scope="col" colSpan={2} className="compare-group-start">
                Evaluated
              </th>
              <th scope="col" colSpan={3} className="compare-group-start">
                Success rate
              </th>
              <th scope="col" colSpan={3} className="compare-group-start">
                Facility
              </th>
              <th scope="col" rowSpan={2} className="compare-group-start">
                Significant
              </th>
            </tr>
            <tr>
              <th scope="col" className="compare-group-start">
                A
              </th>
              <th scope="col">B</th>
              <th scope="col" className="compare-group-start">
                A
              </th>
              <th scope="col">B</th>
              <th scope="col">B − A (95% interval)</th>
              <th scope="col" className="compare-group-start">
                A
              </th>
              <th scope="col">B</th>
              <th scope="col">B − A (95% interval)</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => (
              <tr key={question.questionId}>
                <th scope="row">{questionLink(question.questionId, labelOf(question.questionId))}</th>
                <td className="numeric">{formatCount(question.a.evaluated)}</td>
                <td className="numeric">{formatCount(question.b.evaluated)}</td>
                <td className="numeric">{orDash(question.a.successRate, formatPercent)}</td>
                <td className="numeric">{orDash(question.b.successRate, formatPercent)}</td>
                <DifferenceCell difference={question.successRate} />
                <td className="numeric">{orDash(question.a.facility, formatFacility)}</td>
                <td className="numeric">{orDash(question.b.facility, formatFacility)}</td>
                <DifferenceCell difference={question.facility} />
                <td>{significanceInWords(question)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

/** "+20.0 (5.2 to 33.4)": the estimate first, its interval quieter beside it. */
function DifferenceCell({ difference }: { difference: Difference | null }) {
  if (!difference) return <td className="numeric">—</td>;
  const scale = DIFFERENCE_SCALE[difference.kind];
  return (
    <td className="numeric">
      {formatEstimate(difference, scale)} <span className="compare-interval">{formatInterval(difference, scale)}</span>
    </td>
  );
}

function orDash<T>(value: T | null | undefined, format: (value: T) => string): string {
  return value === null || value === undefined ? '—' : format(value);
}

const alphaFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
