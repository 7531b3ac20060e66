import { memo, useDeferredValue, useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { rankFindings, RECENT_DAYS } from '@assessment-insights/statistics-engine';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';
import { formatCount } from '@/features/statistics/format';
import { FindingsList, type PlacedFinding } from './FindingsList';
import { OverviewAssessments } from './OverviewAssessments';
import { OverviewReadPlan } from './OverviewReadPlan';
import type { OverviewRunView } from './overview-run';
import { useOverview } from './use-overview';

import './overview.css';

/**
 * What the overview is, shown from the first paint: the page's largest text is there before any
 * data (Largest Contentful Paint).
 */
export function OverviewLede() {
  return (
    <p className="overview-lede">
      What needs attention across the workspace’s assessments, ranked by severity, then by how many candidates of the
      last {RECENT_DAYS} days it touches. Each assessment is computed over all its answers at pass mark{' '}
      {DEFAULT_PASS_MARK}, as its page computes it with no filter.
    </p>
  );
}

/**
 * The workspace at a glance: what needs attention across its assessments, ranked, then one row
 * per assessment. Its data comes from the team server's store where there is one; otherwise from
 * the ledgers this browser holds, with a plan to read the rest.
 */
export function OverviewView({ assessments }: { assessments: readonly Assessment[] }) {
  const { run, state } = useOverview(assessments);
  // The run's updates come synchronously from its store: drawn as a deferred value, each one
  // renders in slices that leave the page responsive, and the last one wins.
  const shown = useDeferredValue(state);
  return <OverviewBody run={run} state={shown} assessments={assessments} />;
}

const OverviewBody = memo(function OverviewBody({ run, state, assessments }: OverviewRunView) {
  const findings = useMemo(() => {
    const placed: PlacedFinding[] = assessments.flatMap((assessment) => {
      const result = state.results.get(assessment.id);
      return result?.kind === 'ready' ? result.figures.findings.map((finding) => ({ finding, assessment })) : [];
    });
    // Ranked across assessments as within one: severity, then recent candidates.
    return rankFindings(
      placed.map((entry) => ({ ...entry, severity: entry.finding.severity, recentRuns: entry.finding.recentRuns })),
    );
  }, [assessments, state.results]);
  const computed = [...state.results.values()].filter((result) => result.kind === 'ready').length;
  return (
    <>
      <p className="muted overview-scope">
        {formatCount(computed)} of {formatCount(assessments.length)} assessments computed.
      </p>
      <OverviewReadPlan run={run} state={state} assessments={assessments} />
      <FindingsList findings={findings} complete={computed === assessments.length} />
      <h2>Assessments</h2>
      <OverviewAssessments assessments={assessments} results={state.results} read={state.read} />
      <details className="method-note">
        <summary>How this is computed</summary>
        <p>
          Each assessment is computed over every answer to its questions, as its page computes it with no filter: the
          findings are its page’s flags. Runs are (source, candidate) pairs with an evaluated answer. Alpha is
          Cronbach’s alpha over the runs that answered every question, with its standard error of measurement in points
          of the run total. The pass rate is the share of those runs whose mean score is at least the pass mark. Unfair
          to a group is the fairness check between standalone and pipeline candidates at equal ability on the other
          questions. A finding’s recent candidates are the runs with an answer it covers created in the {RECENT_DAYS}{' '}
          days before the figures’ “as of”.
        </p>
      </details>
    </>
  );
});
