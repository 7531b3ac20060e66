import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { ListPage } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { questionTitlesQueryOptions } from './api/names';
import type { ExplorerDefinition } from './explorer-definition';
import { toResultsFilterParams, type ResultsSearch } from './results-search';
import { ResultsExplorer } from './ResultsExplorer';

// The Table view's code is held back until the test lets it load.
const tableViewCode = vi.hoisted(() => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
});
vi.mock('./ExplorerTableView', async (importOriginal) => {
  await tableViewCode.held;
  return importOriginal();
});

// The filters' name pickers read the fake API; the list is the test's own.
serveFakeApi();

interface Row {
  id: string;
  name: string;
}
type Params = ReturnType<typeof toResultsFilterParams>;

const rows: ListPage<Row> = {
  data: [{ id: 'row-1', name: 'The first row' }],
  pagination: { page: 1, per_page: 50, total: 1, has_more: false },
};

const definition: ExplorerDefinition<Row, Params> = {
  id: 'test-rows',
  title: 'Test rows',
  description: 'Rows the test serves.',
  itemLabel: 'rows',
  rowNoun: 'row',
  toParams: toResultsFilterParams,
  queryOptions: (params) => queryOptions({ queryKey: ['test-rows', params], queryFn: () => rows }),
  fetchPage: () => Promise.resolve(rows),
  maxPerPage: 100,
  perPageOptions: [50, 100],
  mergedScanLimit: 1_000,
  order: () => (a, b) => a.id.localeCompare(b.id),
  isUngraded: () => false,
  ungradedMeaning: 'none here',
  sortFields: ['created_at'],
  columns: [{ id: 'name', label: 'Name' }, { csv: ['id'] }],
  cells: { name: (row) => row.name },
  subjectFilter: {
    param: 'question_id',
    label: 'Question',
    pluralLabel: 'questions',
    names: questionTitlesQueryOptions,
  },
  csvFileName: 'test-rows',
  rowLabel: (row) => row.name,
};

/** The explorer outside the app's routes (nothing waits for the table's code), its URL state in React state. */
function Explorer() {
  const [search, setSearch] = useState<ResultsSearch>({ page: 1, per_page: 50, sort: '-created_at', view: 'charts' });
  return (
    <ResultsExplorer
      definition={definition}
      search={search}
      onSearchChange={(change) => setSearch((previous) => ({ ...previous, ...change }))}
      charts={() => <p>The charts</p>}
    />
  );
}

describe('the results explorer before its Table view code is in', () => {
  it('holds the table’s place, then shows the page of rows that arrived meanwhile', async () => {
    const { user, queryClient } = await renderWithProviders(<Explorer />);
    expect(screen.getByText('The charts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData(['test-rows', definition.toParams({ page: 1, per_page: 50, sort: '-created_at' })]),
      ).toBe(rows),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    expect(screen.queryByRole('table', { name: 'Test rows' })).not.toBeInTheDocument();

    tableViewCode.release();
    expect(await screen.findByRole('cell', { name: 'The first row' })).toBeInTheDocument();
  });
});
