import { linkOptions } from '@tanstack/react-router';

import type { CatalogSortField, ListPage, QuestionSummary } from '@assessment-insights/contract';
import { createDataColumnHelper } from '@/components/data-columns';
import { dateTimeCell, linkedNameCell } from '@/components/DataTable';
import { PagedTable, type PagedTableDefinition } from '@/components/ListPagination';
import { questionTypeLabel } from '@/shared/question-type-label';
import { PER_PAGE_OPTIONS, type QuestionsSearch } from '@/features/questions/questions-search';

const column = createDataColumnHelper<QuestionSummary>();

/** A question's page. */
const toQuestion = (questionId: string) => linkOptions({ to: '/questions/$questionId', params: { questionId } });

// Module-level: the table needs stable columns. The first column, the title, links to the question.
const columns = column.columns([
  column.accessor('title', { header: 'Title', cell: linkedNameCell(toQuestion) }),
  column.accessor('type', { header: 'Type', cell: (info) => questionTypeLabel(info.getValue()) }),
  column.accessor('created_at', { header: 'Created', cell: dateTimeCell }),
]);

const table: PagedTableDefinition<QuestionSummary, CatalogSortField> = {
  columns,
  // Column id → the API's sort field; `name` sorts questions by title (docs/api-contract.md §6).
  sortFields: { title: 'name', created_at: 'created_at' },
  perPageOptions: PER_PAGE_OPTIONS,
};

interface QuestionsTableProps {
  caption: string;
  page: ListPage<QuestionSummary>;
  search: QuestionsSearch;
  onSearchChange: (change: Partial<QuestionsSearch>) => void;
  isStale: boolean;
}

/** A page of the catalog and its pagination. */
export function QuestionsTable({ page, ...list }: QuestionsTableProps) {
  return <PagedTable table={table} itemLabel="questions" rows={page.data} pagination={page.pagination} {...list} />;
}
