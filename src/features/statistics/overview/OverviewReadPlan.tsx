import { MAX_PER_PAGE_QUESTION_RESULTS, type Assessment } from '@assessment-insights/contract';
import { useRateLimitState } from '@/hooks/use-rate-limit-state';
import { formatCount } from '@/lib/format-number';
import { formatDuration } from '@/lib/format-time';
import { countOf } from '@/features/statistics/charts/chart-text';
import { OverviewJobStatus } from './OverviewJobStatus';
import type { OverviewRunView } from './overview-run';

/**
 * Where the overview's data comes from, and the plan to read what this browser lacks: the
 * requests at least, their share of today's budget and the time, with Start and Not now; then
 * the assessment being read, with its status (its plan when large, progress and Cancel).
 */
export function OverviewReadPlan({ run, state, assessments }: OverviewRunView) {
  const { read, fromServer } = state;
  const byId = new Map(assessments.map((assessment) => [assessment.id, assessment]));
  switch (read.kind) {
    case 'checking':
      return (
        <p role="status" className="statistics-status">
          Looking for the statistics this browser holds…
        </p>
      );
    case 'plan':
    case 'declined': {
      const unread = read.unread.flatMap((id) => byId.get(id) ?? []);
      return (
        <section className="statistics-status statistics-plan" aria-label="Plan">
          <PlanText unread={unread} total={assessments.length} />
          {read.kind === 'declined' && (
            <p className="muted">Not now: the findings above are from the assessments already read.</p>
          )}
          <div className="actions">
            <button type="button" onClick={() => void run?.start()}>
              Start
            </button>
            {read.kind === 'plan' && (
              <button type="button" className="button-secondary" onClick={() => run?.notNow()}>
                Not now
              </button>
            )}
          </div>
        </section>
      );
    }
    case 'reading': {
      const assessment = byId.get(read.current);
      const job = run?.currentJob() ?? null;
      if (!assessment) return null;
      const position = assessments.length - read.unread.length;
      return (
        <section className="overview-reading" aria-label="Reading">
          <p role="status">
            {fromServer ? 'Loading from the team server' : 'Reading'} {formatCount(position)} of{' '}
            {formatCount(assessments.length)}: {assessment.name}
          </p>
          {job && <OverviewJobStatus job={job} name={assessment.name} />}
        </section>
      );
    }
    case 'done':
      return (
        <p className="statistics-status muted">
          {fromServer
            ? `All ${countOf(assessments.length, 'assessment')} from the team server’s copy of the workspace, at no cost to the API budget.`
            : `All ${countOf(assessments.length, 'assessment')} read; each one’s page opens with these figures at no request.`}
        </p>
      );
  }
}

/** The cost before a request: at least a page per question (the exact count follows their first pages). */
function PlanText({ unread, total }: { unread: readonly Assessment[]; total: number }) {
  const { budget } = useRateLimitState();
  const requests = unread.reduce((sum, assessment) => sum + assessment.questions.length, 0);
  return (
    <>
      <h2>
        {countOf(unread.length, 'assessment')} of {formatCount(total)} {unread.length === 1 ? 'is' : 'are'} not read in
        this browser yet
      </h2>
      <ul className="plan-figures">
        <li>
          At least {formatCount(requests)} requests: the first page of each of their questions, then one per{' '}
          {formatCount(MAX_PER_PAGE_QUESTION_RESULTS)} answers
        </li>
        {budget && (
          <li>
            Of the {formatCount(budget.remainingDay)} left today
            {budget.remainingDay > 0 && ` (${Math.round((requests / budget.remainingDay) * 100)}% or more)`}
          </li>
        )}
        {budget && (
          <li>
            At least {formatDuration((requests / Math.max(1, budget.limitMinute)) * 60_000)} at the workspace’s{' '}
            {formatCount(budget.limitMinute)} a minute
          </li>
        )}
      </ul>
      <p>
        A large assessment shows its exact plan before it goes on. Each assessment’s findings appear as soon as it is
        read, and its page then opens at no request.
      </p>
    </>
  );
}
