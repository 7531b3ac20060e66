import {
  columnVisibilityFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import type { SortValue } from '@assessment-insights/contract';
import { titleCutTextOnHover } from './cut-text-title';
import { DateTime } from './DateTime';
import { ScrollBox } from './ScrollBox';

import './DataTable.css';

/**
 * The app's one table. Rows arrive already paged and sorted by the API, so the table owns no
 * sorting or paging: `sort` is the URL's `sort` value (API syntax: `field` / `-field`) and a
 * header click asks for a new one. Rows are reached with Tab through their links and buttons,
 * and ↑/↓ move between the link or button in each row's first cell. A `divider` splits the rows
 * into two row groups with a labelled heading row (e.g. where the ungraded rows begin).
 * A table wider than its column scrolls inside its own box, first column kept in view; that box
 * is then a focusable, named region, so a keyboard can scroll it too.
 */
export const dataTableFeatures = tableFeatures({ columnVisibilityFeature });
export type DataTableFeatures = typeof dataTableFeatures;
// Column types vary per column: the table only needs to know they belong to its features.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumns<Row extends RowData> = Array<ColumnDef<DataTableFeatures, Row, any>>;

export interface DataTableSort<Field extends string = string> {
  /** Current API sort value, e.g. `-created_at`. */
  value: string;
  /** Column id → API sort field, for the columns the API can sort by. */
  fields: Partial<Record<string, Field>>;
  onChange: (value: SortValue<Field>) => void;
}

export interface DataTableProps<Row extends RowData, Field extends string = string> {
  /** Says what the table lists; read by screen readers (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: DataColumns<Row>;
  data: Row[];
  getRowId: (row: Row) => string;
  sort?: DataTableSort<Field>;
  columnVisibility?: ColumnVisibilityState;
  /** True while a newer page loads behind the one shown. */
  isStale?: boolean;
  /** Starts a second row group at row `beforeIndex` with a heading row saying `label`; none when it is past the last row. */
  divider?: TableDivider;
  /** The row shown elsewhere in full (a detail panel): marked as the current one. */
  selectedRowId?: string;
  /** Classes for the scrolling box around the table; cells carry `data-column` (the column id) for CSS. */
  className?: string;
}

export interface TableDivider {
  beforeIndex: number;
  label: string;
}

export function DataTable<Row extends RowData, Field extends string = string>({
  caption,
  showCaption,
  columns,
  data,
  getRowId,
  sort,
  columnVisibility,
  isStale,
  divider,
  selectedRowId,
  className,
}: DataTableProps<Row, Field>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: { columnVisibility: columnVisibility ?? {} },
  });
  const tableRef = useRef<HTMLTableElement>(null);

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Each row's first cell (the divider row has none); its first link or button stands for the row.
    const cells = [...(tableRef.current?.querySelectorAll<HTMLElement>('tbody > tr > td:first-child') ?? [])];
    const targets = cells.flatMap((cell) => cell.querySelector<HTMLElement>('a[href], button:not(:disabled)') ?? []);
    const current = targets.findIndex((target) => target === document.activeElement);
    if (current === -1) return;
    const next = targets[current + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const rows = table.getRowModel().rows;
  const splitAt = divider && divider.beforeIndex < rows.length ? Math.max(0, divider.beforeIndex) : rows.length;
  const renderRow = (row: (typeof rows)[number]) => {
    const selected = row.id === selectedRowId;
    return (
      <tr
        key={row.id}
        className={selected ? 'data-table-row--selected' : undefined}
        aria-current={selected ? 'true' : undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} data-column={cell.column.id}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  };

  return (
    <ScrollBox label={caption} className={className ? `data-table-scroll ${className}` : 'data-table-scroll'}>
      {/* Busy on the table itself: what a screen reader (and an e2e test) finds is the table. */}
      <table
        ref={tableRef}
        className={isStale ? 'data-table data-table--stale' : 'data-table'}
        aria-busy={isStale || undefined}
        onPointerOver={titleCutTextOnHover}
      >
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = sort?.fields[header.column.id];
                const direction = field && sort ? sortDirection(sort.value, field) : undefined;
                const label: ReactNode = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column={header.column.id}
                    aria-sort={field ? (direction ?? 'none') : undefined}
                  >
                    {field && sort ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => sort.onChange(nextSort(sort.value, field))}
                      >
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
        {/* An empty first group only when there is no second one: a table keeps one body. */}
        {(splitAt > 0 || splitAt === rows.length) && (
          <tbody onKeyDown={onBodyKeyDown}>{rows.slice(0, splitAt).map(renderRow)}</tbody>
        )}
        {divider && splitAt < rows.length && (
          <tbody onKeyDown={onBodyKeyDown}>
            <tr className="data-table-divider">
              <th scope="rowgroup" colSpan={table.getVisibleLeafColumns().length}>
                {divider.label}
              </th>
            </tr>
            {rows.slice(splitAt).map(renderRow)}
          </tbody>
        )}
      </table>
    </ScrollBox>
  );
}

function sortDirection(value: string, field: string): 'ascending' | 'descending' | undefined {
  if (value === field) return 'ascending';
  if (value === `-${field}`) return 'descending';
  return undefined;
}

/** Same column flips direction; a new column starts ascending. */
export function nextSort<Field extends string>(value: string, field: Field): SortValue<Field> {
  return value === field ? `-${field}` : field;
}

/**
 * A cell of the row's name as a link to the row's own page (`toRow`: its `linkOptions`, from the
 * row's id). In the first column, the links are how Tab and ↑/↓ move through the rows
 * (DataTable), and hovering or focusing one preloads the page. Names are untrusted: shown as text.
 */
export const linkedNameCell =
  (toRow: (id: string) => LinkProps) => (info: { row: { original: { id: string } }; getValue: () => string }) => (
    <Link {...toRow(info.row.original.id)}>{info.getValue()}</Link>
  );

/** A cell of one date-time; its column's header names the time zone, not every cell. */
export const dateTimeCell = (info: { getValue: () => string }) => <DateTime iso={info.getValue()} />;
