import { useMemo } from 'react';

import { ErrorPanel } from '@/components/ErrorPanel';
import { ListSkeleton } from '@/components/ListBody';
import { formatCount } from '@/lib/format-number';
import { useAllAssessments } from '@/features/assessments/api/get-all-assessments';
import { NoAssessments, NoMatches, PastLastPage } from './AssessmentsEmpty';
import { AssessmentsList, type AssessmentsPageProps } from './AssessmentsList';
import { matchByName } from './name-match';

/**
 * The quick filter. The API cannot filter by name, so the whole catalog is loaded first (pages of
 * 200 in the URL's sort, with progress), then matched here and paged with the URL's page and
 * per_page. Clearing the filter or leaving the page cancels the loading.
 */
export function FilteredAssessments({ search, onSearchChange }: AssessmentsPageProps) {
  const all = useAllAssessments(search.sort);
  const filter = (search.q ?? '').trim();
  const matches = useMemo(() => matchByName(all.rows, filter), [all.rows, filter]);
  const pageRows = useMemo(
    () => matches.slice((search.page - 1) * search.per_page, search.page * search.per_page),
    [matches, search.page, search.per_page],
  );
  const clearFilter = () => onSearchChange({ q: undefined, page: 1 });

  if (all.error) {
    return (
      <ErrorPanel error={all.error} title="The assessments could not be loaded for the filter" onRetry={all.retry}>
        {all.rows.length > 0 && (
          <p>
            {formatCount(all.rows.length)} assessments had loaded before the error; the filter needs all of them. Trying
            again loads on from there.
          </p>
        )}
      </ErrorPanel>
    );
  }
  if (!all.complete) {
    return (
      <>
        <p className="catalog-progress" role="status">
          {progressText(all.rows.length, all.expectedTotal)}
        </p>
        <ListSkeleton label="assessments" columns={4} perPage={search.per_page} />
      </>
    );
  }
  if (all.rows.length === 0) return <NoAssessments />;
  if (matches.length === 0) return <NoMatches filter={filter} total={all.rows.length} onClear={clearFilter} />;

  return (
    <>
      <p className="match-summary" role="status">
        {formatCount(matches.length)} of {formatCount(all.rows.length)} assessments match “{filter}”
      </p>
      {pageRows.length === 0 ? (
        <PastLastPage what="matching assessments" page={search.page} onFirstPage={() => onSearchChange({ page: 1 })} />
      ) : (
        <AssessmentsList
          caption={`Assessments matching “${filter}”`}
          rows={pageRows}
          pagination={{ total: matches.length, has_more: search.page * search.per_page < matches.length }}
          search={search}
          isStale={false}
          itemLabel="matching assessments"
          onSearchChange={onSearchChange}
        />
      )}
    </>
  );
}

/** "Loading all assessments… 200 of ~450": the total is approximate, the catalog may change meanwhile. */
function progressText(loaded: number, expectedTotal: number | null): string {
  if (loaded === 0) return 'Loading all assessments…';
  if (expectedTotal === null) return `Loading all assessments… ${formatCount(loaded)} so far`;
  return `Loading all assessments… ${formatCount(loaded)} of ~${formatCount(expectedTotal)}`;
}
