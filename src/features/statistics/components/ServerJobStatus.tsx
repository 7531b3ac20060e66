import { CLIENT_ERROR, isApiError } from '@/api/errors';
import type { ErrorPanel } from '@/components/ErrorPanel';
import { formatCount } from '@/lib/format-number';
import { formatDateTime } from '@/lib/format-time';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import {
  READ_API_DIRECTLY,
  SERVER_MAY_MISS,
  SERVER_READY_NOTE,
  SERVER_STOPPED,
  serverFailureTitle,
  serverFallbackText,
  serverProgressLabel,
  serverProgressText,
} from '@/features/statistics/words/team-server';
import type { NewerSince } from './NewerSince';

/** A job of the team server: waiting for it, stopped, failed, or ready with its rows. */
export type ServerJobState = Extract<
  StatisticsJobState,
  { kind: 'server' | 'server-stopped' | 'server-failed' | 'ready' }
>;

export interface ServerJobStatusProps {
  job: StatisticsJob | null;
  state: ServerJobState;
  what: string;
  /** A region's name, told apart from another status's on the page. */
  named: (name: string) => string;
  scope: StatisticsScope;
  /**
   * The error panel and "M newer since", handed in by StatisticsJobStatus, not imported: this
   * chunk importing them made the bundler split them, and what they share with the entry, out of
   * the entry (one more file on every page).
   */
  parts: { Panel: typeof ErrorPanel; Newer: typeof NewerSince };
}

/**
 * Where a job that reads the team server's copy of the workspace stands (decision 030): its rows
 * loading, or the server's read awaited with its progress and Cancel; stopped, with Resume; the
 * server unable to give them, said with the code and request id, with the browser's own path
 * offered; once loaded, what the figures come from (its "as of" is the server's sync) and
 * Refresh. Loaded only where a team server serves the app; its styles are StatisticsJobStatus's.
 */
export function ServerJobStatus({ job, state, scope, what, named, parts }: ServerJobStatusProps) {
  const { Panel, Newer } = parts;
  switch (state.kind) {
    case 'server': {
      const label = serverProgressLabel(state.action, state.sync);
      const progress = state.sync?.progress ?? null;
      const planned = progress?.requestsPlanned ?? null;
      return (
        <section className="statistics-status statistics-progress" aria-label={named(label)}>
          <label>
            {label}
            <progress max={planned ?? undefined} value={planned === null ? undefined : progress?.requestsDone} />
          </label>
          <p role="status" aria-live="polite">
            {serverProgressText(what, state.action, state.sync)}
          </p>
          <button type="button" className="button-secondary" onClick={() => job?.cancel()}>
            Cancel
          </button>
        </section>
      );
    }
    case 'server-stopped':
      return (
        <section className="statistics-status" aria-label={named('Stopped')}>
          <p role="status">{SERVER_STOPPED}</p>
          <div className="actions">
            <button type="button" onClick={() => job?.resume()}>
              Resume
            </button>
          </div>
        </section>
      );
    case 'server-failed':
      return (
        <Panel
          error={state.error}
          title={serverFailureTitle(storeUnavailable(state.error))}
          onRetry={() => job?.resume()}
        >
          <p>{serverFallbackText(what)}</p>
          <div className="actions">
            <button type="button" onClick={() => job?.readApiDirectly()}>
              {READ_API_DIRECTLY}
            </button>
          </div>
        </Panel>
      );
    case 'ready':
      return (
        <p className="statistics-status statistics-freshness">
          Computed from {formatCount(state.meta.rows)} answers, as of {formatDateTime(state.meta.asOf)} (
          {SERVER_READY_NOTE}) · <Newer scope={scope} asOf={state.meta.asOf} /> ·{' '}
          <button type="button" className="button-link" onClick={() => job?.refresh()}>
            Refresh
          </button>
          {/* No "Recompute from scratch": the team server reads its copy itself; a page asks it to sync. */}
          {state.meta.mayMissAnswers && <span className="statistics-may-miss"> · {SERVER_MAY_MISS}</span>}
        </p>
      );
  }
}

/** The server's database cannot answer, or the server cannot be reached: either way its copy is out of reach. */
function storeUnavailable(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'store_unavailable' ||
      error.code === CLIENT_ERROR.api_unreachable ||
      error.code === CLIENT_ERROR.request_timeout)
  );
}
