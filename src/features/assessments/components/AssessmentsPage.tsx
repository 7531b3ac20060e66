import { ErrorPanel } from '@/components/ErrorPanel';
import { ListBody, ListSkeleton } from '@/components/ListBody';
import { foldForMatch } from '@/lib/fold-for-match';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAssessments } from '@/features/assessments/api/get-assessments';
import { toAssessmentsParams } from '@/features/assessments/assessments-search';
import { NoAssessments, PastLastPage } from './AssessmentsEmpty';
import { AssessmentsList, type AssessmentsPageProps } from './AssessmentsList';
import { FilteredAssessments } from './FilteredAssessments';
import { NameFilter } from './NameFilter';

import './assessments.css';

/** The assessment catalog: sort by name or creation, page through, filter by name. */
export function AssessmentsPage({ search, onSearchChange }: AssessmentsPageProps) {
  useDocumentTitle('Assessments');
  const filtering = search.q !== undefined && foldForMatch(search.q) !== '';

  return (
    <section aria-labelledby="page-heading" className="assessments-page">
      <h1 id="page-heading">Assessments</h1>
      <p className="muted">Every assessment in the workspace. Open one to see its questions in order.</p>
      <NameFilter value={search.q} onChange={(q) => onSearchChange({ q, page: 1 }, { replace: true })} />
      {filtering ? (
        <FilteredAssessments search={search} onSearchChange={onSearchChange} />
      ) : (
        <AssessmentPages search={search} onSearchChange={onSearchChange} />
      )}
    </section>
  );
}

/** One page of the catalog, as the API pages and sorts it. */
function AssessmentPages({ search, onSearchChange }: AssessmentsPageProps) {
  const assessments = useAssessments(toAssessmentsParams(search));
  return (
    <ListBody
      list={assessments}
      skeleton={<ListSkeleton label="assessments" columns={4} perPage={search.per_page} />}
      renderError={(error, retry) => (
        <ErrorPanel error={error} title="The assessments could not be loaded" onRetry={retry} />
      )}
      renderEmpty={() =>
        search.page === 1 ? (
          <NoAssessments />
        ) : (
          <PastLastPage what="assessments" page={search.page} onFirstPage={() => onSearchChange({ page: 1 })} />
        )
      }
      renderRows={({ data, pagination }, isStale) => (
        <AssessmentsList
          caption="Assessments"
          rows={data}
          pagination={pagination}
          search={search}
          isStale={isStale}
          onSearchChange={onSearchChange}
        />
      )}
    />
  );
}
