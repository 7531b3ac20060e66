import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatCount } from '@/lib/format-number';
import { countNewerSince, scopeStorageKey, type StatisticsScope } from '@assessment-insights/statistics-engine';
import { useStatisticsEnvironment } from '@/features/statistics/statistics-environment';

/** Once asked, asked again at most once a minute while the page is open (at most 2 requests each time). */
const NEWER_STALE_MS = 60_000;

/**
 * "M newer since": answers created after the statistics' "as of" (at most 2 cheap requests). It
 * is counted when asked, so opening stored statistics costs no request at all.
 */
export function NewerSince({ scope, asOf }: { scope: StatisticsScope; asOf: string }) {
  const { workspace, fetchPage } = useStatisticsEnvironment();
  const [asked, setAsked] = useState(false);
  // The fetcher is the app's one question-results fetcher: it never changes what is counted.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const newer = useQuery({
    queryKey: ['statistics', 'newer-since', scopeStorageKey(workspace ?? '', scope), asOf],
    queryFn: ({ signal }) => countNewerSince(scope, asOf, fetchPage, signal),
    staleTime: NEWER_STALE_MS,
    refetchInterval: NEWER_STALE_MS,
    enabled: asked && workspace !== null,
  });
  if (!asked && !newer.data) {
    return (
      <button type="button" className="button-link" onClick={() => setAsked(true)}>
        Check for newer answers
      </button>
    );
  }
  if (newer.isError) return <span>newer answers could not be counted</span>;
  if (!newer.data) return <span role="status">counting newer answers…</span>;
  const { count, atLeast, workspaceWide } = newer.data;
  if (count === 0) return <span role="status">no newer answers</span>;
  return (
    <span role="status">
      {atLeast ? 'at least ' : ''}
      {formatCount(count)} newer {count === 1 ? 'answer' : 'answers'}
      {workspaceWide ? ' in the workspace (some may be of other assessments)' : ''} since
    </span>
  );
}
