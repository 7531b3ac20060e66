import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createDataColumnHelper } from './data-columns';
import { DataTable, nextSort, type DataTableProps } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}
const column = createDataColumnHelper<Row>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <a href={`/rows/${info.row.original.id}`}>{info.getValue()}</a>,
  }),
  column.accessor('count', { header: 'Count' }),
]);
const rows: Row[] = [
  { id: 'a', name: '<b>Alpha</b>', count: 3 },
  { id: 'b', name: 'Beta', count: 1 },
  { id: 'c', name: 'Gamma', count: 2 },
];

/** The table of `rows` captioned "Things", with the props a test adds or overrides. */
const things = (props: Partial<DataTableProps<Row>> = {}) => (
  <DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} {...props} />
);

describe('DataTable', () => {
  it('renders rows as text and marks the sorted column', () => {
    render(things({ sort: { value: '-name', fields: { name: 'name' }, onChange: vi.fn() } }));
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<b>Alpha</b>' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Count' })).not.toHaveAttribute('aria-sort');
  });

  it('asks for the next sort when a sortable header is clicked', async () => {
    const onChange = vi.fn();
    render(things({ sort: { value: '-name', fields: { name: 'name' }, onChange } }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-created_at', 'name')).toBe('name');
  });

  it('moves between rows with the arrow keys', async () => {
    render(things());
    screen.getByRole('link', { name: '<b>Alpha</b>' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveFocus();
  });

  it('hides columns the user turned off', () => {
    render(things({ columnVisibility: { count: false } }));
    expect(screen.queryByRole('columnheader', { name: 'Count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '3' })).not.toBeInTheDocument();
  });

  describe('divider', () => {
    const bodies = () => screen.getByRole('table').querySelectorAll('tbody');
    const divider = () => screen.queryByRole('rowheader', { name: 'Later rows' });

    it('starts a second row group at the given row, labelled across every visible column', () => {
      render(things({ divider: { beforeIndex: 2, label: 'Later rows' } }));
      const [first, second] = bodies();
      expect(
        within(first!)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['<b>Alpha</b>3', 'Beta1']);
      expect(within(second!).getAllByRole('row')[0]).toContainElement(divider());
      expect(divider()).toHaveAttribute('scope', 'rowgroup');
      expect(divider()).toHaveAttribute('colspan', '2');
      expect(within(second!).getByRole('link', { name: 'Gamma' })).toBeInTheDocument();
    });

    it('spans only the visible columns', () => {
      render(things({ columnVisibility: { count: false }, divider: { beforeIndex: 1, label: 'Later rows' } }));
      expect(divider()).toHaveAttribute('colspan', '1');
    });

    it('sits at the top when every row is after it, and is left out when no row is', () => {
      const { rerender } = render(things({ divider: { beforeIndex: 0, label: 'Later rows' } }));
      expect(bodies()).toHaveLength(1);
      expect(screen.getAllByRole('row')[1]).toContainElement(divider());

      rerender(things({ divider: { beforeIndex: 3, label: 'Later rows' } }));
      expect(bodies()).toHaveLength(1);
      expect(divider()).not.toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(4);
    });

    it('moves with ↑/↓ across the divider, between buttons as well as links', async () => {
      const withButtons = column.columns([
        column.accessor('name', { header: 'Name', cell: (info) => <button type="button">{info.getValue()}</button> }),
        column.accessor('count', { header: 'Count' }),
      ]);
      render(things({ columns: withButtons, divider: { beforeIndex: 2, label: 'Later rows' } }));
      screen.getByRole('button', { name: 'Beta' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Gamma' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Gamma' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(screen.getByRole('button', { name: '<b>Alpha</b>' })).toHaveFocus();
    });
  });

  it('says the table is busy while a newer page loads behind the one shown', () => {
    const { rerender } = render(things({ isStale: true }));
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    rerender(things({ isStale: false }));
    expect(screen.getByRole('table', { name: 'Things' })).not.toHaveAttribute('aria-busy');
  });

  it('marks the selected row as the current one', () => {
    render(things({ selectedRowId: 'b' }));
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Beta');
    expect(current[0]).toHaveClass('data-table-row--selected');
  });
});
