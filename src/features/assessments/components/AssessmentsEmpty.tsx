import { EmptyState } from '@/components/EmptyState';
import { formatCount } from '@/lib/format-number';

/** The workspace has no assessment at all. */
export function NoAssessments() {
  return (
    <EmptyState title="No assessments in this workspace">
      <p>
        The API lists no assessments for this workspace yet. Assessments created in the web application appear here.
      </p>
    </EmptyState>
  );
}

/** A page number past the end of the list (an old link, or a catalog that shrank). */
export function PastLastPage({ page, what, onFirstPage }: { page: number; what: string; onFirstPage: () => void }) {
  return (
    <EmptyState
      title={`No ${what} on page ${formatCount(page)}`}
      action={
        <button type="button" onClick={onFirstPage}>
          Go to page 1
        </button>
      }
    >
      <p>This page is past the end of the list.</p>
    </EmptyState>
  );
}

/** The quick filter matches nothing: say what was searched, and offer the way out. */
export function NoMatches({ filter, total, onClear }: { filter: string; total: number; onClear: () => void }) {
  return (
    <EmptyState
      title={`No assessments match “${filter}”`}
      action={
        <button type="button" onClick={onClear}>
          Clear filter
        </button>
      }
    >
      <p>
        None of the {formatCount(total)} assessments in this workspace has a name containing “{filter}”. Case and
        accents are ignored.
      </p>
    </EmptyState>
  );
}
