import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { emptyPage, expectShownOnceAnswered, listApi } from '@/testing/list-page-tests';
import { renderApp } from '@/testing/render-with-providers';
import { API, apiErrorResponse, recordRequests } from '@/testing/msw-helpers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const questionApi = listApi(server, '/questions');
const questions = [...db.questions.values()];
const assessments = [...db.assessments.values()].sort((a, b) => a.name.localeCompare(b.name));
const assessment = assessments[0]!;
const inAssessment = questions.filter((question) => question.assessment_ids.includes(assessment.id));
const newestFirst = [...questions].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const table = () => screen.findByRole('table', { name: /^Questions/ });
const titleLinks = (within_: HTMLElement) => within(within_).getAllByRole('link');

describe('the question catalog', () => {
  it('shows a skeleton while the questions load, then the rows', async () => {
    const held = await questionApi.holdWhileOpening('/questions');

    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
    await expectShownOnceAnswered(held, table, { what: 'questions', title: 'Questions' });
  });

  it('lists the newest questions first: title linked, type labelled, created date, page summary', async () => {
    await renderApp('/questions');

    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(50);
    const first = newestFirst[0]!;
    const link = within(rows[0]!).getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', `/questions/${first.id}`);
    const labels = { multiple_choice: 'Multiple choice', coding: 'Coding', free_text: 'Free text', video: 'Video' };
    expect(rows[0]).toHaveTextContent(labels[first.type]);
    expect(within(rows[0]!).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      first.created_at,
    );
    expect(screen.getByText(`questions: 1–50 of ${questions.length}`)).toBeInTheDocument();
    expect(screen.getByText(/Dates are shown in your time zone, .+\./)).toBeInTheDocument();
  });

  it('shows an unknown question type as it comes', async () => {
    const row = { id: UNKNOWN_ID, title: 'Draw a diagram', type: 'whiteboard', created_at: '2026-01-05T10:00:00Z' };
    questionApi.answer({ ...emptyPage, data: [row], pagination: { ...emptyPage.pagination, total: 1 } });
    await renderApp('/questions');

    expect(within(await table()).getByRole('row', { name: /Draw a diagram/ })).toHaveTextContent('whiteboard');
  });

  it('filters by an assessment chosen by name: the URL and the request carry assessment_id', async () => {
    const requests = recordRequests(server, '/questions');
    const { user, router } = await renderApp('/questions');
    await table();

    const select = screen.getByRole('combobox', { name: 'Assessment' });
    await waitFor(() => expect(within(select).getByRole('option', { name: assessment.name })).toBeInTheDocument());
    await user.selectOptions(select, assessment.name);

    await waitFor(() => expect(router.state.location.search).toEqual({ assessment_id: assessment.id }));
    const caption = `Questions in ${assessment.name}`;
    // The previous page stays on screen, marked busy, until the filtered one arrives.
    const rows = within(await screen.findByRole('table', { name: caption, busy: false }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(inAssessment.length);
    expect(requests.at(-1)?.searchParams.get('assessment_id')).toBe(assessment.id);
    expect(select).toHaveValue(assessment.id);
  });

  it('sorts by title when the Title header is clicked, in the URL and the request', async () => {
    const requests = recordRequests(server, '/questions');
    const { user, router } = await renderApp('/questions');
    await table();

    await user.click(screen.getByRole('button', { name: /Title/ }));

    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name' }));
    const byTitle = [...questions].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id));
    await waitFor(() =>
      expect(titleLinks(within(screen.getByRole('table')).getAllByRole('row')[1]!)[0]).toHaveTextContent(
        byTitle[0]!.title,
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('name');
  });

  it('pages through with Next and the rows-per-page select, keeping the first row of the page in view', async () => {
    const requests = recordRequests(server, '/questions');
    const { user, router } = await renderApp('/questions');
    await table();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`questions: 51–100 of ${questions.length}`)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');

    // The first row of the page stays in view: row 51 is on page 3 of 25.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText(`questions: 51–75 of ${questions.length}`)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 3, per_page: 25 });
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toMatchObject({ page: '3', per_page: '25' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '200');
    expect(await screen.findByText(`questions: 1–${questions.length} of ${questions.length}`)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ per_page: 200 });
    expect(requests.at(-1)?.searchParams.get('per_page')).toBe('200');
  });

  it('still lists the questions when the assessment names fail, and offers to load them again', async () => {
    server.use(
      http.get(
        `${API}/assessments`,
        () => apiErrorResponse(403, 'forbidden', 'Not allowed.', 'req_namesnamesnamesnamesnam'),
        { once: true },
      ),
    );
    const { user } = await renderApp('/questions');

    expect(await table()).toBeInTheDocument();
    expect(await screen.findByText(/The assessment names could not be loaded \(Not allowed\.\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load them again' }));

    const select = screen.getByRole('combobox', { name: 'Assessment' });
    expect(await within(select).findByRole('option', { name: assessment.name })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when the workspace has no questions', async () => {
    questionApi.answer(emptyPage);
    await renderApp('/questions');

    const empty = await screen.findByRole('region', { name: 'No questions in this workspace' });
    expect(empty).toHaveTextContent('The workspace has no questions yet.');
  });

  it('says when the chosen assessment has no questions, with a way to show all', async () => {
    server.use(
      http.get(`${API}/questions`, ({ request }) =>
        new URL(request.url).searchParams.has('assessment_id') ? HttpResponse.json(emptyPage) : undefined,
      ),
    );
    const { user, router } = await renderApp(`/questions?assessment_id=${assessment.id}`);

    const empty = await screen.findByRole('region', { name: 'This assessment has no questions' });
    await waitFor(() => expect(empty).toHaveTextContent(`The assessment “${assessment.name}” has no questions yet`));
    await user.click(within(empty).getByRole('link', { name: 'Show all questions' }));

    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it('says when the assessment_id filter names no assessment', async () => {
    const { user, router } = await renderApp(`/questions?assessment_id=${UNKNOWN_ID}&sort=name`);

    const empty = await screen.findByRole('region', { name: 'No assessment with this id' });
    expect(empty).toHaveTextContent(UNKNOWN_ID);
    await user.click(within(empty).getByRole('link', { name: 'Show all questions' }));

    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ sort: 'name' });
  });

  it('shows an error with its message, code and request id, keeps the filters, and retries', async () => {
    questionApi.failFirst(400, 'invalid_parameter', 'The sort value is not supported.', 'req_abcdefghijklmnopqrstuvwx');
    const { user, router } = await renderApp(`/questions?assessment_id=${assessment.id}&sort=name`);

    const panel = await screen.findByRole('region', { name: 'The questions could not be loaded' });
    expect(panel).toHaveTextContent('The sort value is not supported.');
    expect(within(panel).getByText('invalid_parameter')).toBeInTheDocument();
    expect(within(panel).getByText('req_abcdefghijklmnopqrstuvwx')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ assessment_id: assessment.id, sort: 'name' });
    expect(screen.getByRole('combobox', { name: 'Assessment' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: `Questions in ${assessment.name}` })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ assessment_id: assessment.id, sort: 'name' });
  });

  it('corrects malformed params in the URL in place, and asks the API for valid ones', async () => {
    const requests = recordRequests(server, '/questions');
    const { router } = await renderApp('/questions?page=abc&per_page=9999&sort=bogus&assessment_id=nope');

    expect(router.state.location.href).toBe('/questions');
    // Replaced in place: no history entry was added.
    expect((router.history as { length: number }).length).toBe(1);
    expect(await table()).toBeInTheDocument();
    const sent = requests.at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ page: '1', per_page: '50', sort: '-created_at' });
  });

  it('preloads a question when its link is hovered, so opening it needs no new request', async () => {
    const first = newestFirst[0]!;
    const requests = recordRequests(server, '/questions/:id');
    const nameRequests = recordRequests(server, '/assessments');
    const { user } = await renderApp('/questions');
    const link = within(await table()).getByRole('link', { name: first.title });

    await user.hover(link);
    await waitFor(() => expect(requests.map((url) => url.pathname)).toContain(`/api/public/v1/questions/${first.id}`));
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prompt' })).toHaveTextContent(first.prompt.split('\n')[0]!);
    expect(requests).toHaveLength(1);
    // The assessment names serve both pages: one request.
    expect(nameRequests).toHaveLength(1);
  });

  it('says when a page is past the last one, with a way to the first', async () => {
    const { user, router } = await renderApp('/questions?page=9');

    const empty = await screen.findByRole('region', { name: 'No questions on page 9' });
    expect(empty).toHaveTextContent(`There are ${questions.length} questions, all on earlier pages.`);
    await user.click(within(empty).getByRole('link', { name: 'Go to the first page' }));

    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });
});
