import {
  columnVisibilityFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import './DataTable.css';

/**
 * The app's one table. Rows arrive already paged and sorted by the API, so the table owns no
 * sorting or paging: `sort` is the URL's `sort` value (API syntax: `field` / `-field`) and a
 * header click asks for a new one. Rows are reached with Tab through their links, and ↑/↓ move
 * between the rows' first links.
 */
export const dataTableFeatures = tableFeatures({ columnVisibilityFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export const createDataColumnHelper = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();
// Column types vary per column: the table only needs to know they belong to its features.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumns<Row extends RowData> = Array<ColumnDef<DataTableFeatures, Row, any>>;

export interface DataTableSort {
  /** Current API sort value, e.g. `-created_at`. */
  value: string;
  /** Column id → API sort field, for the columns the API can sort by. */
  fields: Partial<Record<string, string>>;
  onChange: (value: string) => void;
}

export interface DataTableProps<Row extends RowData> {
  /** Says what the table lists; read by screen readers (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: DataColumns<Row>;
  data: Row[];
  getRowId: (row: Row) => string;
  sort?: DataTableSort;
  columnVisibility?: ColumnVisibilityState;
  /** True while a newer page loads behind the one shown. */
  isStale?: boolean;
}

export function DataTable<Row extends RowData>({ caption, showCaption, columns, data, getRowId, sort, columnVisibility, isStale }: DataTableProps<Row>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: { columnVisibility: columnVisibility ?? {} },
  });
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(bodyRef.current?.querySelectorAll<HTMLAnchorElement>('tr > td:first-child a') ?? [])];
    const current = links.findIndex((link) => link === document.activeElement);
    if (current === -1) return;
    const next = links[current + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="data-table-wrap" aria-busy={isStale || undefined}>
      <table className={isStale ? 'data-table data-table--stale' : 'data-table'}>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = sort?.fields[header.column.id];
                const direction = field && sort ? sortDirection(sort.value, field) : undefined;
                const label: ReactNode = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th key={header.id} scope="col" aria-sort={field ? (direction ?? 'none') : undefined}>
                    {field && sort ? (
                      <button type="button" className="sort-button" onClick={() => sort.onChange(nextSort(sort.value, field))}>
                        {label}
                        <span aria-hidden="true" className="sort-indicator">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef} onKeyDown={onBodyKeyDown}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function sortDirection(value: string, field: string): 'ascending' | 'descending' | undefined {
  if (value === field) return 'ascending';
  if (value === `-${field}`) return 'descending';
  return undefined;
}

/** Same column flips direction; a new column starts ascending. */
export function nextSort(value: string, field: string): string {
  return value === field ? `-${field}` : field;
}
