/** Test support for a list's columns: its table of some rows, read cell by cell. */
import type { RowData } from '@tanstack/table-core';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import { DataTable } from '@/components/DataTable';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { ListTable } from './list-columns';

/** The ids the table library knows the columns by, in order. */
export const tableColumnIds = <Row extends RowData>(table: ListTable<Row>) =>
  table.columns.map((column) => column.id ?? ('accessorKey' in column ? column.accessorKey : undefined));

/** The list's table of these rows, inside `around` where the cells need a context. */
export function renderListTable<Row extends { id: string }>(
  table: ListTable<Row>,
  rows: Row[],
  around: (table: ReactNode) => ReactNode = (table) => table,
) {
  return renderWithProviders(
    around(<DataTable caption="Rows" columns={table.columns} data={rows} getRowId={(row) => row.id} />),
  );
}

/** The cell of body row `rowIndex` (0: the first under the header) in the column with this id. */
export function cellOf<Row extends RowData>(table: ListTable<Row>, rowIndex: number, columnId: string): HTMLElement {
  return within(screen.getAllByRole('row')[rowIndex + 1]!).getAllByRole('cell')[
    table.menu.findIndex(({ id }) => id === columnId)
  ]!;
}
