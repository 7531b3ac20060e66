import { useSyncExternalStore } from 'react';

import { ErrorPanel } from '@/components/ErrorPanel';
import { formatCount } from '@/lib/format-number';
import { formatDuration } from '@/lib/format-time';
import type { StatisticsJob } from '@/features/statistics/worker/job-state';

/**
 * Where the overview's read of one assessment stands, and what the user can do about it: its
 * exact plan when it is large (Start, Not now), progress with Cancel, Resume after a stop. The
 * overview's own words: its page says the same at length, and would cost every statistics page a
 * file more to share (decision 031).
 */
export function OverviewJobStatus({ job, name }: { job: StatisticsJob; name: string }) {
  const state = useSyncExternalStore(job.subscribe, job.getState);
  switch (state.kind) {
    case 'opening':
    case 'ready':
      return null;
    case 'confirm': {
      const { plan } = state;
      const left = plan.budget?.remainingDay ?? null;
      const share = left !== null && left > 0 ? ` (${Math.round((plan.requestsRemaining / left) * 100)}%)` : '';
      return (
        <section className="statistics-status statistics-plan" aria-label={`Plan (${name})`}>
          <p>
            {name} is large: it needs {plan.exact ? '' : 'at least '}
            {formatCount(plan.requestsRemaining)} more requests ({formatCount(plan.rowsExpected)} answers)
            {left !== null && ` of the ${formatCount(left)} left today${share}`}, about{' '}
            {formatDuration(plan.expectedMs)}.
          </p>
          <div className="actions">
            <button type="button" onClick={() => job.answer(true)}>
              Start
            </button>
            <button type="button" className="button-secondary" onClick={() => job.answer(false)}>
              Not now
            </button>
          </div>
        </section>
      );
    }
    case 'running':
    case 'server': {
      const progress = state.kind === 'running' ? state.progress : null;
      const planned = progress?.requestsPlanned ?? null;
      const done = progress?.requestsDone ?? 0;
      return (
        <section className="statistics-status statistics-progress" aria-label={`Reading ${name}`}>
          <label>
            Reading {name}
            <progress max={planned ?? undefined} value={planned === null ? undefined : done} />
          </label>
          <p role="status" aria-live="polite">
            {state.kind === 'server'
              ? 'Loading its answers from the team server…'
              : `${formatCount(done)}${planned === null ? '' : ` of ${formatCount(planned)}`} requests · ${formatCount(progress?.rowsRead ?? 0)} answers read` +
                (progress?.etaMs != null ? ` · about ${formatDuration(progress.etaMs)} left` : '')}
          </p>
          <button type="button" className="button-secondary" onClick={() => job.cancel()}>
            Cancel
          </button>
        </section>
      );
    }
    case 'declined':
    case 'cancelled':
    case 'server-stopped':
      return (
        <section className="statistics-status" aria-label={`Stopped (${name})`}>
          <p role="status">
            {state.kind === 'declined' ? 'Not started' : 'Cancelled'}
            {'requests' in state ? ` after ${formatCount(state.requests)} requests; what was read is kept` : ''}. The
            overview goes on once this one is read.
          </p>
          <div className="actions">
            <button type="button" onClick={() => job.resume()}>
              {state.kind === 'declined' ? 'Start' : 'Resume'}
            </button>
          </div>
        </section>
      );
    case 'failed':
    case 'server-failed':
      return <ErrorPanel error={state.error} title={`${name} could not be read`} onRetry={() => job.resume()} />;
  }
}
