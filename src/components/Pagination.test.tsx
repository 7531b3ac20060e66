import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Pagination, pageWindow } from './Pagination';

const base = {
  perPage: 50,
  perPageOptions: [25, 50, 100, 200],
  itemLabel: 'assessments',
  onPageChange: vi.fn(),
  onPerPageChange: vi.fn(),
};

describe('Pagination', () => {
  it('shows page numbers and the range when the total is known', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...base} page={3} total={1234} hasMore rowsOnPage={50} onPageChange={onPageChange} />);
    expect(screen.getByText(/101–150 of 1,234/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 25' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('says "more available" and shows no page numbers when only has_more is known', () => {
    render(<Pagination {...base} page={2} total={null} hasMore rowsOnPage={50} />);
    expect(screen.getByText(/51–100, more available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Page \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('while the next page loads over the previous rows, says what is loading, not that those rows are it', () => {
    render(<Pagination {...base} page={2} total={null} hasMore rowsOnPage={50} loading />);
    expect(screen.getByText('Loading assessments 51–100…')).toBeInTheDocument();
    expect(screen.queryByText(/assessments: 51–100/)).not.toBeInTheDocument();
  });

  it('disables Previous on the first page and Next on the last', () => {
    render(<Pagination {...base} page={1} total={12} hasMore={false} rowsOnPage={12} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('changes rows per page', async () => {
    const onPerPageChange = vi.fn();
    render(<Pagination {...base} page={1} total={500} hasMore rowsOnPage={50} onPerPageChange={onPerPageChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '200');
    expect(onPerPageChange).toHaveBeenCalledWith(200);
  });

  it('reports the intent to go to the next page when Next is hovered or focused', async () => {
    const user = userEvent.setup();
    const onNextIntent = vi.fn();
    render(<Pagination {...base} page={1} total={null} hasMore rowsOnPage={50} onNextIntent={onNextIntent} />);
    const next = screen.getByRole('button', { name: 'Next' });

    await user.hover(next);
    expect(onNextIntent).toHaveBeenCalledTimes(1);
    await user.unhover(next);
    await user.tab(); // Previous is disabled: the first stop is Next
    expect(next).toHaveFocus();
    expect(onNextIntent).toHaveBeenCalledTimes(2);
  });

  it('reports no intent from a disabled Next', async () => {
    const user = userEvent.setup();
    const onNextIntent = vi.fn();
    render(<Pagination {...base} page={1} total={12} hasMore={false} rowsOnPage={12} onNextIntent={onNextIntent} />);

    await user.hover(screen.getByRole('button', { name: 'Next' }));
    await user.tab();
    expect(onNextIntent).not.toHaveBeenCalled();
  });

  it('stops Next on the last page the API serves, with no page button past it, though the list holds more', () => {
    const { rerender } = render(
      <Pagination {...base} page={4} total={1000} hasMore rowsOnPage={50} lastReachablePage={5} limitReasonId="why" />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 20' })).not.toBeInTheDocument();

    rerender(
      <Pagination {...base} page={5} total={1000} hasMore rowsOnPage={50} lastReachablePage={5} limitReasonId="why" />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-describedby', 'why');
    expect(screen.getByText('assessments: 201–250 of 1,000')).toBeInTheDocument();
  });

  it('says "of more than" a known floor when the total is not known', () => {
    render(<Pagination {...base} page={1} total={null} totalMoreThan={412} hasMore rowsOnPage={50} />);
    expect(screen.getByText('assessments: 1–50 of more than 412')).toBeInTheDocument();
  });

  it('windows long page lists around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
