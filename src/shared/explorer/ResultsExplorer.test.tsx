import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { API, apiErrorResponse, recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';
import { APP_TEST_TIMEOUT, answersTable, searchOf, serveResultsApp } from './results-app.test-support';

const { server, db, pipeline, question, answer, servePage } = await serveResultsApp();

describe('the question results explorer', { timeout: APP_TEST_TIMEOUT }, () => {
  it('sends the URL state as the request, under the same names', async () => {
    const requests = recordRequests(server, '/question-results');
    const search = `question_id=${question.id}&status=pending,evaluated&source=pipeline&sort=score&per_page=25`;
    await renderApp(`/results?${search}`);

    await answersTable();
    const request = requests.at(-1)!;
    expect(Object.fromEntries(request.searchParams)).toEqual({
      question_id: question.id,
      status: 'pending,evaluated',
      source: 'pipeline',
      sort: 'score',
      per_page: '25',
      page: '1',
    });
  });

  it('writes each filter change to the URL and the next request, back on page 1', async () => {
    const requests = recordRequests(server, '/question-results');
    const { router, user } = await renderApp('/results?page=3&sort=score');
    await answersTable();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'pipeline');
    await waitFor(() => expect(searchOf(router)).toMatchObject({ source: 'pipeline', sort: 'score' }));
    expect(searchOf(router).page).toBeUndefined();
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('source')).toBe('pipeline'));
    expect(requests.at(-1)!.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: /^More filters/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Unable to grade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('status')).toBe('pending,unable_to_grade'));

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.get('created_after')).toMatch(/^2026-03-01T00:00:00([+-]\d\d:\d\d|Z)$/),
    );
    expect(searchOf(router)).toMatchObject({ source: 'pipeline', status: 'pending,unable_to_grade' });
  });

  it('changes rows per page keeping the first row of the page in view, in the URL and the request', async () => {
    const requests = recordRequests(server, '/question-results');
    const { router, user } = await renderApp('/results?source=pipeline&page=3');
    await answersTable();

    // Rows 101–150: row 101 is on page 5 of 25.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(searchOf(router)).toMatchObject({ source: 'pipeline', page: 5, per_page: 25 }));
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1)!.searchParams)).toMatchObject({ page: '5', per_page: '25' }),
    );
    expect(await screen.findByText(/^answers: 101–125/)).toBeInTheDocument();
  });

  it.each([
    ['score', 'lowest first'],
    ['-score', 'highest first'],
  ])('puts the "Ungraded — always listed last" divider where the ungraded block begins (sort=%s)', async (sort) => {
    const rows = [answer(1, true), answer(2, true), answer(3, false), answer(4, false)];
    servePage(rows);
    await renderApp(`/results?sort=${sort}`);

    const bodyRows = within(await answersTable())
      .getAllByRole('row')
      .slice(1);
    const dividerAt = bodyRows.findIndex((row) => row.textContent === 'Ungraded — always listed last');
    expect(dividerAt).toBe(2);
    expect(bodyRows).toHaveLength(5);
    expect(screen.getByText(/are always listed last, in both directions/)).toBeInTheDocument();
  });

  it('shows no divider on a page with no ungraded rows, and one at the top of an all-ungraded page', async () => {
    servePage([answer(1, true), answer(2, true)]);
    const { unmount } = await renderApp('/results');
    await answersTable();
    expect(screen.queryByText('Ungraded — always listed last')).not.toBeInTheDocument();
    unmount();

    servePage([answer(3, false), answer(4, false)]);
    await renderApp('/results?page=2');
    const bodyRows = within(await answersTable())
      .getAllByRole('row')
      .slice(1);
    expect(bodyRows[0]).toHaveTextContent('Ungraded — always listed last');
  });

  it('explains the merged paging budget and lets the user pin a source, keeping the page and filters', async () => {
    const { router, user } = await renderApp('/results?page=6&status=evaluated');

    expect(await screen.findByRole('heading', { name: /past what a mixed list can show/i })).toBeInTheDocument();
    expect(screen.getByText('pagination_limit_exceeded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show only pipeline' }));

    await waitFor(() => expect(searchOf(router)).toMatchObject({ source: 'pipeline', page: 6, status: 'evaluated' }));
    expect(within(await answersTable()).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('"Pick a pipeline" takes the user to the pipeline filter', async () => {
    const { user } = await renderApp('/results?page=6');
    await user.click(await screen.findByRole('button', { name: 'Pick a pipeline' }));
    expect(document.activeElement).toHaveAccessibleName(/Pipeline/);
  });

  it('drops a status the API rejects, says which, and keeps the rest of the filter', async () => {
    const requests = recordRequests(server, '/question-results');
    const { router } = await renderApp(`/results?status=evaluated,bogus&pipeline_id=${pipeline.id}`);

    expect(await screen.findByText(/“bogus”/)).toBeInTheDocument();
    await waitFor(() => expect(searchOf(router)).toMatchObject({ status: 'evaluated', pipeline_id: pipeline.id }));
    await answersTable();
    expect(requests.at(-1)!.searchParams.get('status')).toBe('evaluated');
    expect(requests.at(-1)!.searchParams.get('pipeline_id')).toBe(pipeline.id);
    // The notice outlives the corrected request.
    expect(screen.getByText(/“bogus”/)).toBeInTheDocument();
  });

  it('keeps the filters and offers a retry when the API fails', async () => {
    server.use(
      http.get(
        `${API}/question-results`,
        () => apiErrorResponse(403, 'forbidden', 'Not allowed right now', 'req_abcdefghijklmnopqrstuvwx'),
        { once: true },
      ),
    );
    const { router, user } = await renderApp('/results?source=standalone');

    expect(await screen.findByText('req_abcdefghijklmnopqrstuvwx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await answersTable();
    expect(searchOf(router)).toMatchObject({ source: 'standalone' });
  });

  it('says which filters left the list empty and removes one at a click', async () => {
    servePage([]);
    const { router, user } = await renderApp(`/results?status=pending&pipeline_id=${pipeline.id}`);

    expect(await screen.findByRole('heading', { name: 'No answers match these filters' })).toBeInTheDocument();
    expect(screen.getByText(`Pipeline: ${pipeline.name}`, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Pending' }));
    await waitFor(() => expect(searchOf(router).status).toBeUndefined());
    expect(searchOf(router).pipeline_id).toBe(pipeline.id);
  });

  it('opens a row to show the full answer as text, never as markup', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    servePage([answer(1, true, { answer: { text: hostile } })]);
    const { user } = await renderApp('/results');

    await user.click(within(await answersTable()).getByRole('button', { name: /^Open answer/ }));
    const panel = await screen.findByRole('region', { name: /^Answer created/ });
    // The JSON viewer's code loads with the first detail shown.
    expect(
      (await within(panel).findAllByText(new RegExp(hostile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('the assessment results explorer', { timeout: APP_TEST_TIMEOUT }, () => {
  it('shows runs with the counts behind each mean score', async () => {
    const requests = recordRequests(server, '/assessment-results');
    const assessment = [...db.assessments.values()][0]!;
    await renderApp(`/assessment-results?assessment_id=${assessment.id}&per_page=200`);

    const rows = within(await screen.findByRole('table', { name: 'Assessment results' })).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(requests.at(-1)!.searchParams.get('per_page')).toBe('200');
    expect(requests.at(-1)!.searchParams.get('assessment_id')).toBe(assessment.id);
    expect(screen.getAllByText(/graded of \d+ answered/).length).toBeGreaterThan(0);
  });
});
