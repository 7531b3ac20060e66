import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { lastPageWithin, ListPagination, pageKeepingFirstRow } from './ListPagination';

const base = {
  pagination: { total: 1000, has_more: true },
  rowsOnPage: 50,
  perPageOptions: [10, 25, 50, 100],
  itemLabel: 'answers',
};

describe('ListPagination', () => {
  it('keeps the first row of the page in view when the page size changes', async () => {
    const onChange = vi.fn();
    render(<ListPagination {...base} page={7} perPage={50} onChange={onChange} />);

    // Rows 301–350: row 301 is on page 4 of 100 and on page 31 of 10.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onChange).toHaveBeenLastCalledWith({ page: 4, per_page: 100 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(onChange).toHaveBeenLastCalledWith({ page: 31, per_page: 10 });
  });

  it('moves to the page asked for, with the page size unchanged', async () => {
    const onChange = vi.fn();
    render(<ListPagination {...base} page={7} perPage={50} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith({ page: 8 });
  });

  it('says why paging stops where the API serves no more rows, and keeps a new page size within them', async () => {
    const onChange = vi.fn();
    const rowLimit = {
      rows: 250,
      reason: 'Only the first 250 answers.',
      actions: <button type="button">Way on</button>,
    };
    const { rerender } = render(
      <ListPagination {...base} page={4} perPage={50} onChange={onChange} rowLimit={rowLimit} />,
    );
    expect(screen.queryByText('Only the first 250 answers.')).not.toBeInTheDocument();

    rerender(<ListPagination {...base} page={5} perPage={50} onChange={onChange} rowLimit={rowLimit} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Only the first 250 answers.');
    expect(screen.getByRole('button', { name: 'Way on' })).toBeInTheDocument();

    // Row 201 is on page 3 of 100, past row 250: the last page served at 100 is 2.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, per_page: 100 });
  });

  it('says which time zone dates are shown in, unless asked not to', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { rerender } = render(<ListPagination {...base} page={1} perPage={50} onChange={vi.fn()} />);
    expect(screen.getByText(`Dates are shown in your time zone, ${zone}.`)).toBeInTheDocument();

    rerender(<ListPagination {...base} page={1} perPage={50} onChange={vi.fn()} showTimeZone={false} />);
    expect(screen.queryByText(/Dates are shown in your time zone/)).not.toBeInTheDocument();
  });
});

describe('lastPageWithin', () => {
  it.each([
    [250, 50, 5],
    [250, 100, 2],
    [1000, 200, 5],
    [250, 300, 1],
  ])('%i rows at %i per page → page %i', (rows, perPage, expected) => {
    expect(lastPageWithin(rows, perPage)).toBe(expected);
  });
});

describe('pageKeepingFirstRow', () => {
  it.each([
    [1, 50, 10, 1],
    [2, 50, 25, 3],
    [2, 50, 200, 1],
    [3, 25, 50, 2],
    [31, 10, 100, 4],
  ])('page %i at %i rows, then %i rows per page → page %i', (page, perPage, nextPerPage, expected) => {
    expect(pageKeepingFirstRow(page, perPage, nextPerPage)).toBe(expected);
  });
});
