import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { ScrollBox } from '@/components/ScrollBox';
import { formatCount } from '@/lib/format-number';
import { questionTypeLabel } from '@/shared/question-type-label';
import type { AssessmentStats, Discrimination } from '@assessment-insights/statistics-engine';
import { DISCRIMINATION_BAND_LABEL, FACILITY_BAND_LABEL, FLAG_LABEL } from '@/features/statistics/words/bands';
import { formatCorrelation, formatFacility, formatPercent } from '@/features/statistics/format';
import { MethodNote } from './MethodNote';
import { alphaHiddenText, alphaIfDroppedText, discriminationText, effectiveWeightText } from './test-assembly-text';

/**
 * The assessment's questions in position order with their figures once computed: facility and
 * discrimination (each with its band named, as Moodle's table shows them), success rate, alpha if
 * dropped, effective weight, flags. Before that the figure cells say they are not computed.
 */
export function AssessmentStatsTable({
  questions,
  stats,
  changeLabels,
  questionLink,
}: {
  questions: Assessment['questions'];
  stats: AssessmentStats | null;
  /** The leak watch's flags ("possibly leaked since April 2026"), by question id. */
  changeLabels?: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const byId = new Map(stats?.questions.map((question) => [question.questionId, question]));
  const notYet = (
    <span className="placeholder-cell">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not computed yet</span>
    </span>
  );
  const alphaRuns = stats?.reliability.runs ?? 0;
  return (
    <>
      <ScrollBox className="table-scroll" label="Questions in position order">
        <table className="data-table assessment-stats-table">
          <caption>Questions in position order</caption>
          <thead>
            <tr>
              {/* "#" on screen, "Position" for screen readers: the narrow column leaves the titles room. */}
              <th scope="col" title="Position">
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">Position</span>
              </th>
              <th scope="col" className="title-column">
                Question
              </th>
              <th scope="col">Type</th>
              <th scope="col">Facility</th>
              <th scope="col">Success rate</th>
              <th scope="col">Discrimination</th>
              <th scope="col">Alpha if dropped</th>
              <th scope="col">Effective weight</th>
              <th scope="col" className="flags-column">
                Flags
              </th>
              <th scope="col">Results</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => {
              const figures = byId.get(question.id);
              return (
                <tr key={question.id}>
                  <td className="numeric">{formatCount(question.position)}</td>
                  <td>{questionLink(question.id, question.title)}</td>
                  <td>{questionTypeLabel(question.type)}</td>
                  <td className="numeric">
                    {!stats
                      ? notYet
                      : figures?.facility == null || figures.facilityBand === null
                        ? '—'
                        : withBand(formatFacility(figures.facility), FACILITY_BAND_LABEL[figures.facilityBand])}
                  </td>
                  <td className="numeric">
                    {!stats ? notYet : figures?.success.rate == null ? '—' : formatPercent(figures.success.rate)}
                  </td>
                  <td className="numeric">
                    {!stats
                      ? notYet
                      : figures
                        ? discriminationCell(figures.discrimination, figures.discriminationBand)
                        : '—'}
                  </td>
                  <td className="numeric">
                    {!stats ? notYet : figures ? alphaIfDroppedText(figures.alphaIfDropped, alphaRuns) : '—'}
                  </td>
                  <td className="numeric">
                    {!stats ? notYet : figures ? effectiveWeightText(figures.effectiveWeight, alphaRuns) : '—'}
                  </td>
                  <td>
                    {!stats
                      ? notYet
                      : [...(figures?.flags.map((flag) => FLAG_LABEL[flag]) ?? []), changeLabels?.get(question.id)]
                          .filter(Boolean)
                          .join(', ')}
                  </td>
                  <td>
                    <Link to="/results" search={{ question_id: question.id }}>
                      Results <span className="visually-hidden">for question {formatCount(question.position)}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      {stats && (
        <MethodNote about="the questions’ figures">
          <p>
            Success rates at pass mark {formatCount(stats.passMark)}.{' '}
            {stats.reliability.alpha === null
              ? `Alpha if dropped: not shown, as Cronbach’s alpha is not (${alphaHiddenText(stats.reliability)}).`
              : `Alpha if dropped is Cronbach’s alpha of the other questions; with every question it is ${formatCorrelation(stats.reliability.alpha)}.`}{' '}
            Effective weight is the question’s share of the spread of run totals.
          </p>
        </MethodNote>
      )}
    </>
  );
}

/** "0.41 (very good)", the band kept whole on the line under the figure when the column is narrow. */
function withBand(figure: string, band: string): ReactNode {
  return (
    <>
      {figure} <span className="figure-band">({band})</span>
    </>
  );
}

function discriminationCell(discrimination: Discrimination, band: Parameters<typeof discriminationText>[1]): ReactNode {
  // The negative band's label is a sentence ("negative: check the grading"): it wraps as text.
  return discrimination.r !== null && band !== null && band !== 'negative'
    ? withBand(formatCorrelation(discrimination.r), DISCRIMINATION_BAND_LABEL[band])
    : discriminationText(discrimination, band);
}
