import { Link } from '@tanstack/react-router';

import type { Assessment } from '@assessment-insights/contract';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';
import { ScrollBox } from '@/components/ScrollBox';
import { formatDateTime } from '@/lib/format-time';
import { formatCorrelation, formatCount, formatPercent, formatSem } from '@/features/statistics/format';
import type { OverviewRead, OverviewResult } from './overview-run';

/**
 * One compact row per assessment: its runs, alpha with its SEM, pass rate at the pass mark, how
 * many findings, and "as of" (the definitions of its page, docs/statistics.md).
 */
export function OverviewAssessments({
  assessments,
  results,
  read,
}: {
  assessments: readonly Assessment[];
  results: ReadonlyMap<string, OverviewResult>;
  read: OverviewRead;
}) {
  const caption = `Assessments, with their figures at pass mark ${DEFAULT_PASS_MARK}`;
  return (
    <ScrollBox label={caption} className="table-scroll">
      <table className="data-table overview-assessments">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Assessment</th>
            <th scope="col" className="numeric">
              Runs
            </th>
            <th scope="col" className="numeric">
              Alpha (SEM)
            </th>
            <th scope="col" className="numeric">
              Pass rate
            </th>
            <th scope="col" className="numeric">
              Findings
            </th>
            <th scope="col">As of</th>
          </tr>
        </thead>
        <tbody>
          {assessments.map((assessment) => (
            <tr key={assessment.id}>
              <th scope="row">
                <Link to="/assessments/$assessmentId" params={{ assessmentId: assessment.id }}>
                  {assessment.name}
                </Link>
              </th>
              <AssessmentCells result={results.get(assessment.id)} status={statusOf(assessment.id, read)} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function AssessmentCells({ result, status }: { result: OverviewResult | undefined; status: string }) {
  if (!result)
    return (
      <td colSpan={5} className="muted">
        {status}
      </td>
    );
  if (result.kind === 'failed')
    return <td colSpan={5}>The figures could not be computed: open the assessment to retry.</td>;
  const { figures, meta } = result;
  const { alpha, sem } = figures.reliability;
  const { passShare, runs } = figures.line;
  return (
    <>
      <td className="numeric">{formatCount(figures.runs)}</td>
      <td className="numeric">
        {alpha === null || sem === null ? '—' : `${formatCorrelation(alpha)} (${formatSem(sem)})`}
      </td>
      <td className="numeric" title={`Of ${formatCount(runs)} runs that answered every question`}>
        {passShare === null ? '—' : formatPercent(passShare)}
      </td>
      <td className="numeric">{formatCount(figures.findings.length)}</td>
      <td>
        {formatDateTime(meta.asOf)}
        {meta.mayMissAnswers ? ' (may miss answers)' : ''}
      </td>
    </>
  );
}

function statusOf(id: string, read: OverviewRead): string {
  if (read.kind === 'reading' && read.current === id) return 'Reading…';
  if ((read.kind === 'reading' || read.kind === 'plan' || read.kind === 'declined') && read.unread.includes(id))
    return 'Not read in this browser yet';
  return 'Opening…';
}
