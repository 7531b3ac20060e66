import { memo } from 'react';
import { ScrollBox } from '@/components/ScrollBox';
import { formatDuration } from '@/lib/format-time';
import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import type { GradingHealth, SensitivityFigures } from '@assessment-insights/statistics-engine';
import { formatMonth } from '@/features/statistics/charts/chart-text';
import { graderAlertText } from '@/features/statistics/words/grader-alert';

const duration = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));
const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

/**
 * Whether the grading holds the numbers back: the pending backlog and its age, the unable-to-grade
 * rate, how long grading takes (median, 90th percentile) and by month, and what facility and
 * success rate would be if every pending answer had scored 0, or 100. A month whose
 * unable-to-grade rate or delay jumped is flagged "check the grader", with the figures.
 */
// Memoized as QuestionStatsView: the same figures are not drawn again while new ones compute.
export const GradingHealthView = memo(function GradingHealthView({
  health,
  what,
}: {
  health: GradingHealth;
  what: string;
}) {
  const { pending, sensitivity } = health;
  return (
    <section aria-labelledby="grading-health" className="grading-health">
      <h3 id="grading-health">Grading health</h3>
      {health.checkGrader.length > 0 && (
        <div role="note" className="grading-alert">
          <strong>Check the grader:</strong>
          <ul>
            {health.checkGrader.map((alert) => (
              <li key={`${alert.kind}-${alert.month}`}>{graderAlertText(alert)}.</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="key-figures grading-figures">
        <div>
          <dt>Pending</dt>
          <dd>
            {formatCount(pending.count)}
            {pending.count > 0 && (
              <span className="muted">
                {' '}
                (oldest {duration(pending.oldestAgeMs)}, median {duration(pending.medianAgeMs)} waiting)
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Unable to grade</dt>
          <dd>
            {formatCount(health.unableToGrade)}{' '}
            <span className="muted">({rate(health.unableToGradeRate)} of answers)</span>
          </dd>
        </div>
        <div>
          <dt>Grading delay</dt>
          <dd>
            median {duration(health.delay.medianMs)}, 90% within {duration(health.delay.p90Ms)}{' '}
            <span className="muted">({formatCount(health.delay.graded)} graded)</span>
          </dd>
        </div>
      </dl>
      <ScrollBox className="table-scroll" label="What the pending answers could change">
        <table className="data-table sensitivity-table">
          <caption>
            What the pending answers could change in {what} (pass mark {formatCount(health.passMark)})
          </caption>
          <thead>
            <tr>
              <th scope="col">If the pending answers…</th>
              <th scope="col">Answers counted</th>
              <th scope="col">Facility</th>
              <th scope="col">Success rate</th>
            </tr>
          </thead>
          <tbody>
            <SensitivityRow label="are left out (as shown)" figures={sensitivity.asIs} />
            <SensitivityRow label="all scored 0" figures={sensitivity.pendingAsZero} />
            <SensitivityRow label="all scored 100" figures={sensitivity.pendingAsFull} />
          </tbody>
        </table>
      </ScrollBox>
      <details className="grading-months">
        <summary>Grading by month</summary>
        <ScrollBox className="table-scroll" label="Grading by month">
          <table className="data-table">
            <caption>Grading by month (UTC, by when answered)</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Answers</th>
                <th scope="col">Pending</th>
                <th scope="col">Unable to grade</th>
                <th scope="col">Median delay</th>
                <th scope="col">90th percentile</th>
              </tr>
            </thead>
            <tbody>
              {health.monthly.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className="numeric">{formatCount(month.answers)}</td>
                  <td className="numeric">{formatCount(month.pending)}</td>
                  <td className="numeric">
                    {formatCount(month.unableToGrade)} ({rate(month.unableToGradeRate)})
                  </td>
                  <td className="numeric">{duration(month.delay.medianMs)}</td>
                  <td className="numeric">{duration(month.delay.p90Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </details>
    </section>
  );
});

function SensitivityRow({ label, figures }: { label: string; figures: SensitivityFigures }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="numeric">{formatCount(figures.n)}</td>
      <td className="numeric">{figures.facility === null ? '—' : formatFacility(figures.facility)}</td>
      <td className="numeric">{rate(figures.successRate)}</td>
    </tr>
  );
}
