import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createDataColumnHelper } from '@/components/data-columns';
import { UNGRADED_DIVIDER_LABEL, ResultsTable, firstUngradedIndex } from './ResultsTable';

interface Row {
  id: string;
  score: number | null;
}
const isUngraded = (row: Row) => row.score === null;
const row = (id: string, score: number | null): Row => ({ id, score });

const column = createDataColumnHelper<Row>();
const columns = column.columns([
  column.accessor('id', { header: 'Id', cell: (info) => <button type="button">{info.getValue()}</button> }),
  column.accessor('score', { header: 'Score', cell: (info) => info.getValue() ?? 'none' }),
]);

describe('firstUngradedIndex', () => {
  it('finds the ungraded block at the end, whichever way the page is sorted', () => {
    // As the API lists them: graded rows by score, then ungraded ones, in both directions.
    const ascending = [row('a', 10), row('b', 50), row('c', 90), row('d', null), row('e', null)];
    const descending = [row('c', 90), row('b', 50), row('a', 10), row('d', null), row('e', null)];
    expect(firstUngradedIndex(ascending, isUngraded)).toBe(3);
    expect(firstUngradedIndex(descending, isUngraded)).toBe(3);
  });

  it('is 0 for a page entirely ungraded, and undefined for a page with none or no rows', () => {
    expect(firstUngradedIndex([row('d', null), row('e', null)], isUngraded)).toBe(0);
    expect(firstUngradedIndex([row('a', 10), row('b', 50)], isUngraded)).toBeUndefined();
    expect(firstUngradedIndex([], isUngraded)).toBeUndefined();
  });

  it('is undefined when a graded row follows an ungraded one: "always listed last" would not hold', () => {
    expect(firstUngradedIndex([row('a', 10), row('d', null), row('b', 50)], isUngraded)).toBeUndefined();
  });
});

describe('ResultsTable', () => {
  const renderTable = (rows: Row[], sort = '-score') =>
    render(
      <ResultsTable
        caption="Answers"
        rows={rows}
        columns={columns}
        columnSortFields={{ score: 'score' }}
        sort={sort}
        onSortChange={vi.fn()}
        isUngraded={isUngraded}
        isStale={false}
        columnVisibility={{}}
        selectedRowId="b"
      />,
    );

  it('puts the labelled divider right before the first ungraded row', () => {
    renderTable([row('c', 90), row('b', 50), row('d', null)]);
    const rows = within(screen.getByRole('table', { name: 'Answers' })).getAllByRole('row');
    expect(rows.map((tr) => tr.textContent)).toEqual(['IdScore▼', 'c90', 'b50', UNGRADED_DIVIDER_LABEL, 'dnone']);
    expect(screen.getByRole('rowheader', { name: 'Ungraded — always listed last' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });

  it('shows no divider on a page without ungraded rows', () => {
    renderTable([row('a', 10), row('b', 50)], 'score');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });
});
