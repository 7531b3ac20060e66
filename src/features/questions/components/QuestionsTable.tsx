import { Link } from '@tanstack/react-router';

import type { CatalogSortField, QuestionSummary } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { questionTypeLabel } from '@/shared/question-type-label';
import { DateTime } from '@/components/DateTime';

const column = createDataColumnHelper<QuestionSummary>();

// Module-level: the table needs stable columns. The title comes first, as a link, so Tab and
// ↑/↓ move through the rows (DataTable), and hovering or focusing it preloads the question.
const columns = column.columns([
  column.accessor('title', {
    header: 'Title',
    cell: (info) => (
      <Link to="/questions/$questionId" params={{ questionId: info.row.original.id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('type', { header: 'Type', cell: (info) => questionTypeLabel(info.getValue()) }),
  column.accessor('created_at', {
    header: 'Created',
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
]);

/** Column id → the API's sort field; `name` sorts questions by title (docs/api-contract.md §6). */
const SORT_FIELDS: Readonly<Record<string, CatalogSortField>> = { title: 'name', created_at: 'created_at' };

interface QuestionsTableProps {
  caption: string;
  questions: QuestionSummary[];
  sort: string;
  onSortChange: (sort: string) => void;
  isStale: boolean;
}

export function QuestionsTable({ caption, questions, sort, onSortChange, isStale }: QuestionsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={questions}
      getRowId={(question) => question.id}
      sort={{ value: sort, fields: SORT_FIELDS, onChange: onSortChange }}
      isStale={isStale}
    />
  );
}
