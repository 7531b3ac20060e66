import type { ColumnVisibilityState } from '@tanstack/react-table';
import { memo } from 'react';

import { DataTable, type DataColumns } from '@/components/DataTable';

import './table.css';

export const UNGRADED_DIVIDER_LABEL = 'Ungraded — always listed last';

interface ResultsTableProps<Row extends { id: string }> {
  caption: string;
  rows: Row[];
  columns: DataColumns<Row>;
  /** Column id → API sort field, for the sortable columns. */
  columnSortFields: Readonly<Record<string, string>>;
  /** The URL's sort value, e.g. `-created_at`. */
  sort: string;
  onSortChange: (sort: string) => void;
  isUngraded: (row: Row) => boolean;
  isStale: boolean;
  columnVisibility: ColumnVisibilityState;
  /** The row open in the detail panel. */
  selectedRowId?: string;
}

/**
 * A page of a results list, with a labelled divider where the ungraded rows begin. Memoized: the
 * explorer re-renders for totals, names and prefetches, which change nothing in its rows.
 */
export const ResultsTable = memo(ResultsTableRows) as typeof ResultsTableRows;

function ResultsTableRows<Row extends { id: string }>({
  caption,
  rows,
  columns,
  columnSortFields,
  sort,
  onSortChange,
  isUngraded,
  isStale,
  columnVisibility,
  selectedRowId,
}: ResultsTableProps<Row>) {
  const ungradedFrom = firstUngradedIndex(rows, isUngraded);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      sort={{ value: sort, fields: columnSortFields, onChange: onSortChange }}
      isStale={isStale}
      columnVisibility={columnVisibility}
      selectedRowId={selectedRowId}
      // table.css: one line per row, long names cut with an ellipsis (the row's detail has them whole).
      className="results-table"
      divider={ungradedFrom === undefined ? undefined : { beforeIndex: ungradedFrom, label: UNGRADED_DIVIDER_LABEL }}
    />
  );
}

/**
 * Where the page's ungraded block begins. The API lists ungraded rows last in both sort
 * directions (SPEC), so they form one block at the end of a page; undefined when the page has
 * none — or when a graded row follows an ungraded one, since a divider saying "always listed
 * last" would then be wrong.
 */
export function firstUngradedIndex<Row>(rows: readonly Row[], isUngraded: (row: Row) => boolean): number | undefined {
  const first = rows.findIndex(isUngraded);
  if (first === -1) return undefined;
  return rows.slice(first).every(isUngraded) ? first : undefined;
}
