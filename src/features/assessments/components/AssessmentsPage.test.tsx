import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { emptyPage, expectShownOnceAnswered, listApi } from '@/testing/list-page-tests';
import { renderApp } from '@/testing/render-with-providers';
import { API, recordRequests } from '@/testing/msw-helpers';
import { listPage, makeAssessments } from '@/features/assessments/assessments.test-support';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const assessmentApi = listApi(server, '/assessments');
const assessments = [...db.assessments.values()];
const newestFirst = [...assessments].sort(
  (a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
);
const byName = [...assessments].sort((a, b) => a.name.localeCompare(b.name));

const table = (name = 'Assessments') => screen.findByRole('table', { name });
/** The names in the table, top to bottom. */
const namesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('the assessment catalog', () => {
  it('keeps the layout with a skeleton while the assessments load, then shows them', async () => {
    const held = await assessmentApi.holdWhileOpening('/assessments');

    expect(screen.getByRole('heading', { level: 1, name: 'Assessments' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading assessments…');
    await expectShownOnceAnswered(held, table, { what: 'assessments', title: 'Assessments' });
  });

  it('lists the newest first, in the API’s order: name linked, question count, dates in the stated time zone', async () => {
    await renderApp('/assessments');

    const list = await table();
    expect(namesIn(list)).toEqual(newestFirst.map((assessment) => assessment.name));
    const first = newestFirst[0]!;
    const row = within(list).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: first.name })).toHaveAttribute('href', `/assessments/${first.id}`);
    expect(row).toHaveTextContent(String(first.question_ids.length));
    const times = within(row).getAllByText((_, element) => element?.tagName === 'TIME');
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([first.created_at, first.updated_at]);
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(list).getByRole('columnheader', { name: `Created (${zone})` })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(list).getByRole('columnheader', { name: `Updated (${zone})` })).toBeInTheDocument();
    expect(screen.getByText(`assessments: 1–${assessments.length} of ${assessments.length}`)).toBeInTheDocument();
  });

  it('sorts by name when the Name header is clicked: the URL, the request and the rows follow', async () => {
    const requests = recordRequests(server, '/assessments');
    const { user, router } = await renderApp('/assessments');
    const list = await table();

    await user.click(within(list).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name' }));
    await waitFor(() =>
      expect(namesIn(screen.getByRole('table', { name: 'Assessments' }))).toEqual(byName.map((a) => a.name)),
    );
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('name');

    await user.click(within(screen.getByRole('table', { name: 'Assessments' })).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-name' }));
    await waitFor(() =>
      expect(namesIn(screen.getByRole('table', { name: 'Assessments' }))).toEqual(byName.map((a) => a.name).reverse()),
    );
  });

  it('pages through the API’s pages and changes the page size, keeping both in the URL', async () => {
    const many = makeAssessments(120, (index) => `Assessment ${index + 1}`);
    server.use(http.get(`${API}/assessments`, ({ request }) => listPage(many, new URL(request.url))));
    const { user, router } = await renderApp('/assessments');
    await table();
    expect(screen.getByText('assessments: 1–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(namesIn(screen.getByRole('table', { name: 'Assessments' }))[0]).toBe('Assessment 51'));
    expect(screen.getByText('assessments: 51–100 of 120')).toBeInTheDocument();

    // The first row of the page stays in view: row 51 is on page 3 of 25.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3, per_page: 25 }));
    await waitFor(() => expect(screen.getByText('assessments: 51–75 of 120')).toBeInTheDocument());
    expect(namesIn(screen.getByRole('table', { name: 'Assessments' }))).toHaveLength(25);
  });

  it('moves between the rows’ links with the arrow keys', async () => {
    const { user } = await renderApp('/assessments');
    const links = within(await table()).getAllByRole('link');

    links[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
  });

  it('says so when the workspace has no assessments', async () => {
    assessmentApi.answer(emptyPage);
    await renderApp('/assessments');

    const empty = await screen.findByRole('region', { name: 'No assessments in this workspace' });
    expect(empty).toHaveTextContent('The API lists no assessments for this workspace yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a page is past the last one, with a way to the first', async () => {
    const { user, router } = await renderApp('/assessments?page=9&sort=name');

    const empty = await screen.findByRole('region', { name: 'No assessments on page 9' });
    await user.click(within(empty).getByRole('button', { name: 'Go to page 1' }));

    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ sort: 'name' });
  });

  it('shows the API’s error with its code and request id, keeps the URL, and loads again on retry', async () => {
    assessmentApi.failFirst(400, 'invalid_parameter', 'per_page is out of range.', 'req_catalogerror00000000000a');
    const { user, router } = await renderApp('/assessments?sort=name&per_page=25');

    expect(await screen.findByRole('heading', { name: 'The assessments could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('per_page is out of range.')).toBeInTheDocument();
    expect(screen.getByText('invalid_parameter')).toBeInTheDocument();
    expect(screen.getByText('req_catalogerror00000000000a')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ sort: 'name', per_page: 25 });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(namesIn(await table())).toEqual(byName.map((a) => a.name));
    expect(router.state.location.search).toEqual({ sort: 'name', per_page: 25 });
  });

  it('corrects malformed parameters in the URL, in place, and asks the API for valid ones', async () => {
    await assessmentApi.expectMalformedParamsCorrected('?page=abc&per_page=9999&sort=bogus&q=', table);
  });

  it('preloads an assessment when its link is hovered, so opening it costs no second request', async () => {
    const first = newestFirst[0]!;
    const requests = recordRequests(server, '/assessments/:id');
    const { user } = await renderApp('/assessments');
    const link = within(await table()).getByRole('link', { name: first.name });

    await user.hover(link);
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
