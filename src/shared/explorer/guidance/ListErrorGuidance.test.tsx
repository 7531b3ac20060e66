import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, type ApiErrorInit } from '@/api/errors';
import { serveFakeApi } from '@/testing/fake-api-server';
import { EVERY_FILTER_CLEARED } from '@/shared/explorer/filters/results-filters.test-support';
import { getQuestionResults } from '@/shared/explorer/results-api.test-support';
import { toResultsFilterParams, type ResultsSearch } from '@/shared/explorer/results-search';
import { ListErrorGuidance } from './ListErrorGuidance';

const { fake } = serveFakeApi();
await fake.ready;

function apiError(overrides: Partial<ApiErrorInit>): ApiError {
  return new ApiError({
    status: 400,
    code: 'internal_error',
    message: 'Something broke.',
    requestId: 'req_guidanceguidanceguidance',
    method: 'GET',
    path: '/question-results',
    ...overrides,
  });
}

/** The error the API gives for a search, as the list would see it. */
async function errorFor(search: ResultsSearch): Promise<unknown> {
  try {
    await getQuestionResults(toResultsFilterParams(search));
  } catch (error) {
    return error;
  }
  throw new Error('expected the API to refuse the request');
}

const base: ResultsSearch = { page: 1, per_page: 50, sort: '-created_at' };

function renderGuidance(error: unknown, search: ResultsSearch = base) {
  const handlers = { onSearchChange: vi.fn(), onPickPipeline: vi.fn(), onRetry: vi.fn() };
  const user = userEvent.setup();
  render(<ListErrorGuidance error={error} search={search} itemLabel="answers" mergedScanLimit={250} {...handlers} />);
  return { user, ...handlers };
}

describe('ListErrorGuidance', () => {
  it('explains paging past the merged budget and offers a way out that keeps every other filter', async () => {
    const search: ResultsSearch = { ...base, page: 9, status: 'evaluated', created_after: '2026-01-01T00:00:00Z' };
    const error = await errorFor(search);
    const { user, onSearchChange, onPickPipeline } = renderGuidance(error, search);

    const panel = screen.getByRole('region', { name: 'This page is past what a mixed list can show' });
    // The same number as the API's own message.
    expect(panel).toHaveTextContent(
      'Without a source or a pipeline, the API lists only the first 250 answers of both sources together.',
    );
    expect(panel).toHaveTextContent('every other filter stays as it is');
    // The API's own words and the details for support.
    expect(within(screen.getByRole('alert')).getByText(/merged lists can only be paged through/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/their first 250 rows/);
    expect(within(panel).getByText('pagination_limit_exceeded')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy details' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Show only standalone' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ source: 'standalone' });
    await user.click(within(panel).getByRole('button', { name: 'Show only pipeline' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ source: 'pipeline' });
    await user.click(within(panel).getByRole('button', { name: 'Pick a pipeline' }));
    expect(onPickPipeline).toHaveBeenCalledTimes(1);
    await user.click(within(panel).getByRole('button', { name: 'Back to page 1' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1 });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('the escape it offers works: the same page of one source loads', async () => {
    const search: ResultsSearch = { ...base, page: 9, status: 'evaluated' };
    const { user, onSearchChange } = renderGuidance(await errorFor(search), search);

    await user.click(screen.getByRole('button', { name: 'Show only pipeline' }));
    const change = onSearchChange.mock.lastCall?.[0] as Partial<ResultsSearch>;
    const page = await getQuestionResults(toResultsFilterParams({ ...search, ...change }));
    expect(page.pagination.page).toBe(9);
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('offers only the other source when a source is already chosen', () => {
    renderGuidance(apiError({ code: 'pagination_limit_exceeded' }), { ...base, source: 'pipeline', page: 40 });
    expect(screen.getByRole('button', { name: 'Show only standalone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show only pipeline' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a pipeline' })).toBeInTheDocument();
  });

  it('offers to clear the status filter when the rejected value cannot be identified', async () => {
    const error = apiError({ code: 'invalid_filter', message: 'That filter is not supported.' });
    const { user, onSearchChange } = renderGuidance(error, { ...base, status: 'pending,evaluated', page: 3 });

    const panel = screen.getByRole('region', { name: 'The API does not accept this status filter' });
    expect(panel).toHaveTextContent('That filter is not supported.');
    expect(panel).toHaveTextContent('req_guidanceguidanceguidance');
    await user.click(within(panel).getByRole('button', { name: 'Clear the status filter' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: undefined, page: 1 });
  });

  it('says it is correcting the filter when the rejected value is known (useRejectedStatus changes the URL)', async () => {
    const search: ResultsSearch = { ...base, status: 'evaluated,bogus' };
    renderGuidance(await errorFor(search), search);

    expect(screen.getByRole('status')).toHaveTextContent('Removing the status the API does not accept…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to clear every filter for a parameter the API refuses', async () => {
    const search: ResultsSearch = { ...base, created_after: 'yesterday', source: 'pipeline', page: 2, sort: 'score' };
    const error = await errorFor(search);
    const { user, onSearchChange } = renderGuidance(error, search);

    const panel = screen.getByRole('region', { name: 'The API does not accept this address' });
    expect(within(panel).getByText('invalid_parameter')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/created_after must be an ISO 8601 date-time/);
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenCalledWith(EVERY_FILTER_CLEARED);
  });

  it('offers to try again for any other failure, leaving the filters alone', async () => {
    const { user, onRetry, onSearchChange } = renderGuidance(
      apiError({ status: 503, code: 'service_unavailable', message: 'Down for maintenance.' }),
    );

    expect(screen.getByRole('heading', { name: 'The answers could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Down for maintenance.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('copes with something that is not an API error', async () => {
    const { user, onRetry } = renderGuidance(new TypeError('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
