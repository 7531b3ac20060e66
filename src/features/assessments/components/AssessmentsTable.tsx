import { Link } from '@tanstack/react-router';

import type { AssessmentSummary, CatalogSortField } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { formatCount } from '@/lib/format-number';
import { displayTimeZone } from '@/lib/format-time';
import { DateTime } from '@/components/DateTime';

const column = createDataColumnHelper<AssessmentSummary>();
const timeZone = displayTimeZone();

// Module-level: the table needs stable columns. The name comes first, as a link, so Tab and ↑/↓
// move through the rows (DataTable), and hovering or focusing it preloads the assessment.
// Names are untrusted text: rendered as text, never as markup.
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Link to="/assessments/$assessmentId" params={{ assessmentId: info.row.original.id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('question_count', {
    header: 'Questions',
    cell: (info) => <span className="numeric">{formatCount(info.getValue())}</span>,
  }),
  column.accessor('created_at', {
    // The zone is stated once per column, not in every cell.
    header: `Created (${timeZone})`,
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
  column.accessor('updated_at', {
    header: `Updated (${timeZone})`,
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
]);

/** Column id → the API's sort field (docs/api-contract.md §5: catalog lists sort by `name` and `created_at`). */
const SORT_FIELDS: Readonly<Record<string, CatalogSortField>> = { name: 'name', created_at: 'created_at' };

interface AssessmentsTableProps {
  caption: string;
  assessments: AssessmentSummary[];
  /** The URL's `sort`, in the API's syntax. */
  sort: string;
  onSortChange: (sort: string) => void;
  isStale: boolean;
}

export function AssessmentsTable({ caption, assessments, sort, onSortChange, isStale }: AssessmentsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={assessments}
      getRowId={(assessment) => assessment.id}
      sort={{ value: sort, fields: SORT_FIELDS, onChange: onSortChange }}
      isStale={isStale}
    />
  );
}
