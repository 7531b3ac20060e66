import type { ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';
import { formatDuration } from '@/lib/format-time';
import { formatCount, formatPercent } from '@/features/statistics/format';
import type { AssessmentFiguresResult } from '@assessment-insights/statistics-engine';
import { graderAlertText } from '@/features/statistics/words/grader-alert';
import { GradingHealthView } from './GradingHealthView';

/**
 * The assessment's grading health (its questions' rows whose assessment is it, as its other
 * figures), then each question's: the ones whose grader needs checking first.
 */
export function AssessmentGradingHealth({
  health: { overall, byQuestion },
  titleOf,
  questionLink,
}: {
  /** Pending ages run to when the answers were read. */
  health: AssessmentFiguresResult['health'];
  titleOf: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  if (overall.answers === 0) return null;
  const rows = [...byQuestion].sort(
    (a, b) => Number(b.health.checkGrader.length > 0) - Number(a.health.checkGrader.length > 0),
  );
  const duration = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));

  return (
    <>
      <GradingHealthView health={overall} what="this assessment’s figures" />
      <ScrollBox className="table-scroll" label="Grading health by question">
        <table className="data-table grading-by-question">
          <caption>Grading health by question (questions to check first)</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Pending (oldest)</th>
              <th scope="col">Unable to grade</th>
              <th scope="col">Median delay</th>
              <th scope="col">90th percentile</th>
              <th scope="col">Check the grader</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ questionId, health }) => (
              <tr key={questionId}>
                <td>{questionLink(questionId, titleOf.get(questionId) ?? questionId)}</td>
                <td className="numeric">
                  {formatCount(health.pending.count)}
                  {health.pending.count > 0 && ` (${duration(health.pending.oldestAgeMs)})`}
                </td>
                <td className="numeric">
                  {health.unableToGradeRate === null ? '—' : formatPercent(health.unableToGradeRate)}
                </td>
                <td className="numeric">{duration(health.delay.medianMs)}</td>
                <td className="numeric">{duration(health.delay.p90Ms)}</td>
                <td>{health.checkGrader.length === 0 ? '—' : health.checkGrader.map(graderAlertText).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}
