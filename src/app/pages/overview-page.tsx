import { useDeferredValue } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { ErrorPanel } from '@/components/ErrorPanel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/format-number';
import { useAssessmentsWithQuestions } from '@/features/assessments/api/use-assessments-with-questions';
import { OverviewLede, OverviewView } from '@/features/statistics/overview/OverviewView';

/** The app's front page: what needs attention across the workspace's assessments. */
export function OverviewRoutePage() {
  useDocumentTitle('Overview');
  const loading = useAssessmentsWithQuestions();
  const { loaded, total, error, retry } = loading;
  // The overview draws once all assessments are in; deferred, it draws in slices, not one long task.
  const assessments = useDeferredValue(loading.assessments);
  return (
    <section aria-labelledby="page-heading" className="overview-page">
      <h1 id="page-heading">Overview</h1>
      <OverviewLede />
      {error ? (
        <ErrorPanel error={error} title="The assessments could not be loaded" onRetry={retry} />
      ) : assessments === null ? (
        <p role="status" className="muted">
          Loading the assessments… {formatCount(loaded)}
          {total !== null && ` of ${formatCount(total)}`}
        </p>
      ) : assessments.length === 0 ? (
        <EmptyState title="No assessments yet">
          <p>The workspace has no assessments. Those created in the web application appear here.</p>
        </EmptyState>
      ) : (
        // One chunk with the page: split apart, the view's shared parts would take the query
        // library out of the entry, and every page would load one file more (bench:bundle).
        <OverviewView assessments={assessments} />
      )}
    </section>
  );
}
