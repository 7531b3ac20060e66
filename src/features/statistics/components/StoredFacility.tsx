import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { formatCount } from '@/lib/format-number';
import { formatDateTime } from '@/lib/format-time';
import { formatFacility } from '@/features/statistics/format';
import { useStatisticsJobs } from '@/features/statistics/jobs/statistics-jobs';
import { useStatisticsEnvironment } from '@/features/statistics/statistics-environment';

/**
 * A question's facility as its statistics stored in this browser have it — read from IndexedDB,
 * never a request — with what it was computed from. Where none are stored, says so and links to
 * the question's page, where they are computed.
 */
export function StoredFacility({ questionId }: { questionId: string }) {
  const { workspace } = useStatisticsEnvironment();
  const jobs = useStatisticsJobs();
  const stored = useQuery({
    queryKey: ['statistics', 'stored-facility', workspace, questionId],
    // Read and reduced in the statistics worker, which holds the browser's store.
    queryFn: () => jobs.service().storedFacility(workspace ?? '', questionId),
    enabled: workspace !== null,
  });
  // IndexedDB can be missing or refuse (private windows): not a reason to break the table.
  if (stored.isError) return <span className="muted">unavailable in this browser</span>;
  if (stored.data === undefined) return <span className="muted">…</span>;
  const figures = stored.data;
  if (figures === null) {
    return (
      <Link to="/questions/$questionId" params={{ questionId }} className="muted">
        not computed<span className="visually-hidden"> yet: open the question’s statistics</span>
      </Link>
    );
  }
  const basis = `over ${formatCount(figures.evaluated)} evaluated answers, as of ${formatDateTime(figures.asOf)}`;
  if (figures.facility === null) return <span className="muted">no evaluated answers</span>;
  return (
    <span title={`Facility ${basis}`}>
      {formatFacility(figures.facility)}
      {figures.lowConfidence && <span className="muted"> (low confidence)</span>}
      <span className="visually-hidden"> {basis}</span>
    </span>
  );
}
