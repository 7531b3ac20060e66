import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PATHS } from '@assessment-insights/contract';
import { ApiError } from '@/api/errors';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import { getQuestionResults } from '@/shared/explorer/results-api.test-support';
import { toResultsFilterParams, type OnSearchChange, type ResultsSearch } from '@/shared/explorer/results-search';
import { RejectedStatusNotice, rejectedStatusSentence } from './RejectedStatusNotice';
import { useRejectedStatus } from './use-rejected-status';

const { fake, server } = serveFakeApi();
await fake.ready;

const base: ResultsSearch = { page: 4, per_page: 25, sort: '-created_at', source: 'pipeline' };

/** A list page in miniature: the URL state, the query, the hook and its notice. */
function ListHarness({ initial, onChange }: { initial: ResultsSearch; onChange: OnSearchChange }) {
  const [search, setSearch] = useState(initial);
  const onSearchChange: OnSearchChange = (change, options) => {
    onChange(change, options);
    setSearch((current) => ({ ...current, ...change }));
  };
  const params = toResultsFilterParams(search);
  const list = useQuery({
    queryKey: ['question-results', params],
    queryFn: ({ signal }) => getQuestionResults(params, signal),
  });
  const { notice, dismiss } = useRejectedStatus({ error: list.error, search, onSearchChange });
  return (
    <>
      {notice && <RejectedStatusNotice notice={notice} onDismiss={dismiss} />}
      <p>status filter: {search.status ?? 'none'}</p>
      {list.data && <p>{list.data.data.length} rows loaded</p>}
      <button type="button" onClick={() => onSearchChange({ status: 'pending', page: 1 })}>
        Pick pending
      </button>
    </>
  );
}

function renderList(initial: ResultsSearch) {
  const onChange = vi.fn<OnSearchChange>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ListHarness initial={initial} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { user, onChange };
}

const notice = () => screen.findByRole('region', { name: 'Status filter corrected' });

describe('useRejectedStatus with the fake API', () => {
  it('drops the rejected value once, keeps the rest, and keeps saying so after the list loads', async () => {
    const requests = recordRequests(server, PATHS.questionResults);
    const { onChange } = renderList({ ...base, status: 'evaluated,bogus' });

    const region = await notice();
    const sentence = within(region).getByText(
      'The API does not accept status “bogus”, so it was removed from the filter. Showing: Evaluated.',
    );
    expect(sentence.closest('[role="status"]')).toHaveTextContent('Status filter corrected');
    expect(region).toHaveTextContent(/Unknown status value "bogus"/);
    expect(await screen.findByText('25 rows loaded')).toBeInTheDocument();
    expect(screen.getByText('status filter: evaluated')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status filter corrected' })).toBeInTheDocument();

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ status: 'evaluated', page: 1 }, { replace: true });
    expect(requests.map((url) => url.searchParams.get('status'))).toEqual(['evaluated,bogus', 'evaluated']);
    // Every other filter went along unchanged.
    expect(requests.at(-1)?.searchParams.get('source')).toBe('pipeline');
    expect(requests.at(-1)?.searchParams.get('per_page')).toBe('25');
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('shows the request id with a copy button, and goes away when dismissed', async () => {
    const { user } = renderList({ ...base, status: 'bogus' });

    const region = await notice();
    expect(region).toHaveTextContent('Showing all statuses.');
    const requestId = within(region).getByText(/^req_/).textContent ?? '';
    await user.click(within(region).getByRole('button', { name: 'Copy request id' }));
    expect(await navigator.clipboard.readText()).toBe(requestId);

    await screen.findByText('25 rows loaded');
    expect(screen.getByText('status filter: none')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Status filter corrected' })).not.toBeInTheDocument();
  });

  it('goes away when the user picks statuses again', async () => {
    const { user, onChange } = renderList({ ...base, status: 'evaluated,bogus' });
    await notice();
    await screen.findByText('25 rows loaded');

    await user.click(screen.getByRole('button', { name: 'Pick pending' }));
    expect(screen.queryByRole('region', { name: 'Status filter corrected' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('changes nothing when the filter is fine', async () => {
    const { onChange } = renderList({ ...base, status: 'evaluated,pending' });
    await screen.findByText('25 rows loaded');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Status filter corrected' })).not.toBeInTheDocument();
  });
});

/** The hook alone, with the error handed in: what a rerender with the same error does. */
function HookHarness({
  error,
  search,
  onSearchChange,
}: {
  error: unknown;
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
}) {
  const { notice } = useRejectedStatus({ error, search, onSearchChange });
  return <p>{notice ? notice.rejected.join(' ') : 'no notice'}</p>;
}

describe('useRejectedStatus', () => {
  const invalidFilter = (message: string) =>
    new ApiError({
      status: 400,
      code: 'invalid_filter',
      message,
      requestId: null,
      method: 'GET',
      path: '/question-results',
    });

  it('corrects each error once, however often the page renders', () => {
    const onSearchChange = vi.fn<OnSearchChange>();
    const error = invalidFilter('Nope.');
    const search = { ...base, status: 'evaluated,later' };
    const { rerender } = render(<HookHarness error={error} search={search} onSearchChange={onSearchChange} />);
    rerender(<HookHarness error={error} search={{ ...search }} onSearchChange={onSearchChange} />);
    rerender(<HookHarness error={error} search={{ ...search }} onSearchChange={() => {}} />);

    expect(screen.getByText('later')).toBeInTheDocument();
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'evaluated', page: 1 }, { replace: true });
  });

  it('leaves an error it cannot explain to the error guidance', () => {
    const onSearchChange = vi.fn<OnSearchChange>();
    render(
      <HookHarness
        error={invalidFilter('Nope.')}
        search={{ ...base, status: 'evaluated' }}
        onSearchChange={onSearchChange}
      />,
    );
    expect(screen.getByText('no notice')).toBeInTheDocument();
    expect(onSearchChange).not.toHaveBeenCalled();
  });
});

describe('rejectedStatusSentence', () => {
  it('says which values went and what is shown, in plain words', () => {
    expect(rejectedStatusSentence({ rejected: ['a', 'b'], kept: ['pending', 'unable_to_grade'] })).toBe(
      'The API does not accept statuses “a” and “b”, so they were removed from the filter. Showing: Pending and Unable to grade.',
    );
    expect(rejectedStatusSentence({ rejected: ['<img src=x>'], kept: [] })).toBe(
      'The API does not accept status “<img src=x>”, so it was removed from the filter. Showing all statuses.',
    );
  });
});
