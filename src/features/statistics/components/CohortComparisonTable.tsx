import type { ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';
import type { CohortComparison, Difference } from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import { comparisonSentences } from '@/features/statistics/words/cohort-compare';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { MIN_ANSWERS_TO_COMPARE } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The comparison as a reader needs it: first what is significant, in sentences (or that nothing
 * is, and after how many tests); what it was computed from; then every question's figures, each
 * difference with its 95% interval and its Benjamini–Hochberg q-value, and "significant" in words.
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
      {sentences.length > 0 ? (
        <ul className="compare-sentences" aria-labelledby="compare-differences">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
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
        Intervals are 95% and not corrected.
        {tooFew > 0 &&
          ` ${formatCount(tooFew)} ${tooFew === 1 ? 'question has' : 'questions have'} too few answers to compare (fewer than ${MIN_ANSWERS_TO_COMPARE} evaluated in a group).`}
      </p>
      <ScrollBox className="table-scroll" label="Questions compared">
        <table className="data-table compare-table">
          <caption>Questions compared, group B against group A</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Evaluated A</th>
              <th scope="col">Evaluated B</th>
              <th scope="col">Success rate A</th>
              <th scope="col">Success rate B</th>
              <th scope="col">Rate difference B − A (95% interval)</th>
              <th scope="col">q, rate</th>
              <th scope="col">Facility A</th>
              <th scope="col">Facility B</th>
              <th scope="col">Facility difference B − A (95% interval)</th>
              <th scope="col">q, facility</th>
              <th scope="col">Significant</th>
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
                <td className="numeric">{orDash(question.successRate, (d) => formatDifference(d, 100))}</td>
                <td className="numeric">{orDash(question.successRate?.q, formatQ)}</td>
                <td className="numeric">{orDash(question.a.facility, formatFacility)}</td>
                <td className="numeric">{orDash(question.b.facility, formatFacility)}</td>
                <td className="numeric">{orDash(question.facility, (d) => formatDifference(d, 1))}</td>
                <td className="numeric">{orDash(question.facility?.q, formatQ)}</td>
                <td>{significanceInWords(question)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

function orDash<T>(value: T | null | undefined, format: (value: T) => string): string {
  return value === null || value === undefined ? '—' : format(value);
}

/** Which differences of a question are significant, in words (never colour alone). */
export function significanceInWords(question: CohortComparison['questions'][number]): string {
  if (question.tooFew) return 'Too few answers to compare';
  const rate = question.successRate?.significant === true;
  const facility = question.facility?.significant === true;
  if (rate && facility) return 'Yes: success rate and facility';
  if (rate) return 'Yes: success rate';
  if (facility) return 'Yes: facility';
  return 'No';
}

/** Points (a rate difference × 100, or a facility difference), signed, with the interval: "+20.0 (5.2 to 33.4)". */
export function formatDifference({ estimate, interval }: Difference, scale: number): string {
  const shown = formatFacility(estimate * scale);
  const signed = estimate * scale >= 0.05 ? `+${shown}` : shown;
  return `${signed} (${formatFacility(interval.lower * scale)} to ${formatFacility(interval.upper * scale)})`;
}

const alphaFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
const qFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A q-value: three decimals, "< 0.001" below that (0.000 would read as certainty). */
export function formatQ(q: number): string {
  return q < 0.001 ? `< ${qFormat.format(0.001)}` : qFormat.format(q);
}
