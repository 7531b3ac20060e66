import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DataTable, createDataColumnHelper, nextSort } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}
const column = createDataColumnHelper<Row>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: (info) => <a href={`/rows/${info.row.original.id}`}>{info.getValue()}</a> }),
  column.accessor('count', { header: 'Count' }),
]);
const rows: Row[] = [
  { id: 'a', name: '<b>Alpha</b>', count: 3 },
  { id: 'b', name: 'Beta', count: 1 },
  { id: 'c', name: 'Gamma', count: 2 },
];

describe('DataTable', () => {
  it('renders rows as text and marks the sorted column', () => {
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} sort={{ value: '-name', fields: { name: 'name' }, onChange: vi.fn() }} />);
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<b>Alpha</b>' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Count' })).not.toHaveAttribute('aria-sort');
  });

  it('asks for the next sort when a sortable header is clicked', async () => {
    const onChange = vi.fn();
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} sort={{ value: '-name', fields: { name: 'name' }, onChange }} />);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-created_at', 'name')).toBe('name');
  });

  it('moves between rows with the arrow keys', async () => {
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} />);
    screen.getByRole('link', { name: '<b>Alpha</b>' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveFocus();
  });

  it('hides columns the user turned off', () => {
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} columnVisibility={{ count: false }} />);
    expect(screen.queryByRole('columnheader', { name: 'Count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '3' })).not.toBeInTheDocument();
  });
});
