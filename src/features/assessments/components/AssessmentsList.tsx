import { linkOptions } from '@tanstack/react-router';

import type { AssessmentSummary, CatalogSortField, Pagination as PageInfo } from '@assessment-insights/contract';
import { createDataColumnHelper } from '@/components/data-columns';
import { dateTimeCell, linkedNameCell } from '@/components/DataTable';
import { PagedTable, type PagedTableDefinition } from '@/components/ListPagination';
import { formatCount } from '@/lib/format-number';
import { displayTimeZone } from '@/lib/format-time';
import { PER_PAGE_OPTIONS, type AssessmentsSearch } from '@/features/assessments/assessments-search';

export type SearchChange = (change: Partial<AssessmentsSearch>, options?: { replace?: boolean }) => void;

export interface AssessmentsPageProps {
  /** The URL's state, validated by the route. */
  search: AssessmentsSearch;
  /** Writes a change into the URL (the route navigates; the page never holds list state). */
  onSearchChange: SearchChange;
}

const column = createDataColumnHelper<AssessmentSummary>();

/** An assessment's page. */
const toAssessment = (assessmentId: string) =>
  linkOptions({ to: '/assessments/$assessmentId', params: { assessmentId } });
const timeZone = displayTimeZone();

// Module-level: the table needs stable columns. The first column, the name, links to the assessment.
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: linkedNameCell(toAssessment) }),
  column.accessor('question_count', {
    header: 'Questions',
    cell: (info) => <span className="numeric">{formatCount(info.getValue())}</span>,
  }),
  // The zone is stated once per column, not in every cell.
  column.accessor('created_at', { header: `Created (${timeZone})`, cell: dateTimeCell }),
  column.accessor('updated_at', { header: `Updated (${timeZone})`, cell: dateTimeCell }),
]);

const table: PagedTableDefinition<AssessmentSummary, CatalogSortField> = {
  columns,
  // Column id → the API's sort field (docs/api-contract.md §5: catalog lists sort by `name` and `created_at`).
  sortFields: { name: 'name', created_at: 'created_at' },
  perPageOptions: PER_PAGE_OPTIONS,
  // The date headers name the time zone.
  showTimeZone: false,
};

interface AssessmentsListProps extends AssessmentsPageProps {
  caption: string;
  rows: AssessmentSummary[];
  pagination: Pick<PageInfo, 'total' | 'has_more'>;
  isStale: boolean;
  itemLabel?: string;
}

/** The table and its pagination, for a page of the API's list or of the filter's matches. */
export function AssessmentsList({ itemLabel = 'assessments', ...list }: AssessmentsListProps) {
  return <PagedTable table={table} itemLabel={itemLabel} {...list} />;
}
