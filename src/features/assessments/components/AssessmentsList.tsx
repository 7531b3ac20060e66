import type { AssessmentSummary, Pagination as PageInfo } from '@/api/contract';
import { ListPagination } from '@/components/ListPagination';
import {
  PER_PAGE_OPTIONS,
  assessmentsSearchSchema,
  type AssessmentsSearch,
} from '@/features/assessments/assessments-search';
import { AssessmentsTable } from './AssessmentsTable';

export type SearchChange = (change: Partial<AssessmentsSearch>, options?: { replace?: boolean }) => void;

export interface AssessmentsPageProps {
  /** The URL's state, validated by the route. */
  search: AssessmentsSearch;
  /** Writes a change into the URL (the route navigates; the page never holds list state). */
  onSearchChange: SearchChange;
}

interface AssessmentsListProps extends AssessmentsPageProps {
  caption: string;
  rows: AssessmentSummary[];
  pagination: Pick<PageInfo, 'total' | 'has_more'>;
  isStale: boolean;
  itemLabel?: string;
}

/** The table and its pagination, for a page of the API's list or of the filter's matches. */
export function AssessmentsList({
  caption,
  rows,
  pagination,
  search,
  isStale,
  itemLabel = 'assessments',
  onSearchChange,
}: AssessmentsListProps) {
  return (
    <>
      <AssessmentsTable
        caption={caption}
        assessments={rows}
        sort={search.sort}
        onSortChange={(value) => onSearchChange({ sort: assessmentsSearchSchema.shape.sort.parse(value), page: 1 })}
        isStale={isStale}
      />
      <ListPagination
        page={search.page}
        perPage={search.per_page}
        pagination={pagination}
        rowsOnPage={rows.length}
        perPageOptions={PER_PAGE_OPTIONS}
        itemLabel={itemLabel}
        onChange={onSearchChange}
        // The table's date headers name the time zone.
        showTimeZone={false}
        loading={isStale}
      />
    </>
  );
}
