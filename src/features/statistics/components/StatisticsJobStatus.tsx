import type { ReactNode } from 'react';

import { ErrorPanel } from '@/components/ErrorPanel';
import { useRateLimitState } from '@/hooks/use-rate-limit-state';
import { formatCount } from '@/lib/format-number';
import { formatClockTime, formatDateTime, formatDuration } from '@/lib/format-time';
import type { LedgerFetchProgress, FetchPlan, StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { NewerSince } from './NewerSince';
import { loadedTeamParts } from '@/features/statistics/team/load-team-parts';
import type { ServerJobState } from './ServerJobStatus';

import './statistics.css';

interface StatisticsJobStatusProps {
  job: StatisticsJob | null;
  state: StatisticsJobState;
  scope: StatisticsScope;
  /** "this question's answers", "this assessment's answers", "the filtered answers". */
  what: string;
  /** Tells two statuses on one page apart ("Group A"): their regions' names must differ. */
  region?: string;
}

/**
 * Where a computation stands, and what the user can do about it: the plan with Start, progress
 * with Cancel, Resume after a cancel or an error (what was read is kept), and once done what the
 * numbers were computed from, how many answers arrived since, and Refresh. A job that reads the
 * team server's copy of the workspace says so in its own words (ServerJobStatus).
 */
export function StatisticsJobStatus({ job, state, scope, what, region }: StatisticsJobStatusProps) {
  const named = (name: string) => (region ? `${name} (${region})` : name);
  const TeamStatus = loadedTeamParts?.ServerJobStatus;
  if (TeamStatus && fromTeamServer(state)) {
    const parts = { Panel: ErrorPanel, Newer: NewerSince };
    return (
      <TeamStatus job={job} state={state as ServerJobState} scope={scope} what={what} named={named} parts={parts} />
    );
  }
  switch (state.kind) {
    case 'opening':
      return (
        <p role="status" className="statistics-status">
          Looking for statistics of {what} computed before…
        </p>
      );
    case 'confirm':
      return (
        <section className="statistics-status statistics-plan" aria-label={named('Plan')}>
          <PlanText plan={state.plan} what={what} />
          <div className="actions">
            <button type="button" onClick={() => job?.answer(true)}>
              Start
            </button>
            <button type="button" className="button-secondary" onClick={() => job?.answer(false)}>
              Not now
            </button>
          </div>
        </section>
      );
    case 'declined':
      return (
        <Stopped className="statistics-status statistics-plan" name={named('Plan')} job={job} resume="Start">
          {state.plan ? <PlanText plan={state.plan} what={what} /> : <p>Not started.</p>}
          <p className="muted">
            Nothing more is read until you start; the {formatCount(state.requests)} requests made are kept.
          </p>
        </Stopped>
      );
    case 'running':
      return (
        <Progress
          progress={state.progress}
          refreshing={state.action === 'refresh'}
          onCancel={() => job?.cancel()}
          named={named}
        />
      );
    case 'cancelled':
      return (
        <Stopped className="statistics-status" name={named('Cancelled')} job={job} resume="Resume">
          <p role="status">
            Cancelled after {formatCount(state.requests)} requests; {formatCount(state.rowsRead)} answers read so far
            are kept. No statistics are shown from part of the answers.
          </p>
        </Stopped>
      );
    case 'failed':
      return (
        <ErrorPanel
          error={state.error}
          title="The statistics could not be computed"
          onRetry={() => job?.resume()}
          retryLabel={state.rowsRead !== null ? 'Resume' : 'Try again'}
        >
          {state.rowsRead !== null && (
            <p>{formatCount(state.rowsRead)} answers read so far are kept: Resume goes on from there.</p>
          )}
        </ErrorPanel>
      );
    case 'ready':
      return (
        <p className="statistics-status statistics-freshness">
          Computed from {formatCount(state.meta.rows)} answers, as of {formatDateTime(state.meta.asOf)}
          {state.from === 'store' ? ' (stored in this browser)' : ''} ·{' '}
          <NewerSince scope={scope} asOf={state.meta.asOf} /> ·{' '}
          <button type="button" className="button-link" onClick={() => job?.refresh()}>
            Refresh
          </button>{' '}
          ·{' '}
          <button type="button" className="button-link" onClick={() => job?.recompute()}>
            Recompute from scratch
          </button>
          {state.meta.mayMissAnswers && (
            <span className="statistics-may-miss">
              {' '}
              · The answers kept changing while they were read and some could not be accounted for, so these figures may
              miss some: Recompute from scratch reads them again.
            </span>
          )}
        </p>
      );
  }
}

interface StoppedProps {
  className: string;
  /** The region's name. */
  name: string;
  job: StatisticsJob | null;
  /** The button that goes on reading from where the job stopped: "Start", "Resume". */
  resume: string;
  /** Why it stopped and what is kept. */
  children: ReactNode;
}

/** A job stopped before its end (not started, or cancelled), and its one way on. */
function Stopped({ className, name, job, resume, children }: StoppedProps) {
  return (
    <section className={className} aria-label={name}>
      {children}
      <div className="actions">
        <button type="button" onClick={() => job?.resume()}>
          {resume}
        </button>
      </div>
    </section>
  );
}

function PlanText({ plan, what }: { plan: FetchPlan; what: string }) {
  const budget = plan.budget;
  const share = budget && budget.remainingDay > 0 ? plan.requestsRemaining / budget.remainingDay : null;
  return (
    <>
      <h3>This is a large computation</h3>
      <p>
        Reading {what} needs {plan.exact ? '' : 'at least '}
        {formatCount(plan.requestsRemaining)} more requests ({formatCount(plan.rowsExpected)} answers)
        {budget && (
          <>
            {' '}
            of the {formatCount(budget.remainingDay)} left today
            {share !== null && ` (${Math.round(share * 100)}%)`}
          </>
        )}
        , about {formatDuration(plan.expectedMs)}.
        {plan.confirmReason === 'over-day-remaining' &&
          ' That is more than is left of today’s budget: it stops when the budget is spent, and Resume continues tomorrow.'}
      </p>
    </>
  );
}

function Progress({
  progress,
  refreshing,
  onCancel,
  named,
}: {
  progress: LedgerFetchProgress | null;
  refreshing: boolean;
  onCancel: () => void;
  named: (name: string) => string;
}) {
  const planned = progress?.requestsPlanned ?? null;
  const done = progress?.requestsDone ?? 0;
  // The workspace's budget is shared (an ATS sync): a job waits out a 429 and says until when.
  const { waitingUntil } = useRateLimitState();
  const paused =
    waitingUntil === null
      ? ''
      : ` · paused by the workspace's rate limit until ${formatClockTime(waitingUntil)}, then goes on by itself`;
  const label = refreshing ? 'Refreshing the statistics' : 'Computing the statistics';
  return (
    <section className="statistics-status statistics-progress" aria-label={named(label)}>
      <label>
        {label}
        <progress max={planned ?? undefined} value={planned === null ? undefined : done} />
      </label>
      <p role="status" aria-live="polite">
        {refreshing
          ? 'Reading the answers added or graded since the last computation…'
          : progress?.phase === 'repair'
            ? `The answers changed while they were read: looking for any that moved past a page unseen · ${formatCount(done)} requests · ${formatCount(progress.rowsRead)} answers`
            : `${formatCount(done)}${planned === null ? '' : ` of ${formatCount(planned)}`} requests · ${formatCount(progress?.rowsRead ?? 0)} answers read` +
              (progress?.etaMs != null ? ` · about ${formatDuration(progress.etaMs)} left` : '')}
        {paused}
      </p>
      <button type="button" className="button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}

/** A job of the team server: waiting for it, stopped, failed, or ready with its rows (not a type guard: ready stays possible after it). */
const fromTeamServer = (state: StatisticsJobState) =>
  state.kind.startsWith('server') || (state.kind === 'ready' && state.from === 'server');
