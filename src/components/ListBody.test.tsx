import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ListPage } from '@assessment-insights/contract';
import { gate } from '@/testing/msw-helpers';
import { ListBody, ListSkeleton } from './ListBody';

interface Row {
  id: string;
  name: string;
}

const pageOf = (rows: Row[]): ListPage<Row> => ({
  data: rows,
  pagination: { page: 1, per_page: 25, total: rows.length, has_more: false },
});

/** Answers each request with the next of `answers`, once the test opens its gate. */
function scriptedList(answers: Array<ListPage<Row> | Error>) {
  const gates = answers.map(() => gate());
  let request = 0;
  const queryFn = async () => {
    const index = request++;
    await gates[index]!.opened;
    const answer = answers[index]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { queryFn, answer: (index: number) => gates[index]!.open() };
}

function renderList(queryFn: () => Promise<ListPage<Row>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Rows() {
    const list = useQuery({ queryKey: ['rows'], queryFn });
    return (
      <ListBody
        list={list}
        skeleton={<ListSkeleton label="rows" columns={2} perPage={25} />}
        renderError={(error, retry) => (
          <div role="alert">
            {error.message}{' '}
            <button type="button" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        renderEmpty={() => <p>No rows</p>}
        renderRows={(page) => (
          <ul>
            {page.data.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
        )}
      />
    );
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <Rows />
    </QueryClientProvider>,
  );
}

describe('ListBody', () => {
  it('shows the skeleton while loading, the error, the skeleton again while retrying, then the rows', async () => {
    const user = userEvent.setup();
    const list = scriptedList([new Error('The API is down'), pageOf([{ id: '1', name: 'First row' }])]);
    renderList(list.queryFn);

    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    // At most ten placeholder rows (a screenful), whatever the page size.
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(11);
    list.answer(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('The API is down');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    list.answer(1);
    expect(await screen.findByRole('listitem')).toHaveTextContent('First row');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state for a page without rows', async () => {
    const list = scriptedList([pageOf([])]);
    renderList(list.queryFn);

    list.answer(0);
    expect(await screen.findByText('No rows')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
