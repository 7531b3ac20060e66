import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';
import { API, apiErrorResponse, gate, recordRequests } from '@/testing/msw-helpers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const assessment = [...db.assessments.values()][0]!;
const questionsInOrder = assessment.question_ids.map((id) => db.questions.get(id)!);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

const questionTable = () => screen.findByRole('table', { name: 'Questions in position order' });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** An assessment of our own, with hostile text, an unknown question type and questions out of order. */
const crafted = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: '<img src=x onerror="alert(1)"> Crafted',
  description: 'Line one <script>alert(2)</script>\nLine two',
  question_count: 3,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-02-06T11:30:00Z',
  questions: [
    { id: '7c9e6679-7425-40de-944b-e07fc1f90a03', title: 'Third', type: 'whiteboard', position: 3 },
    { id: '7c9e6679-7425-40de-944b-e07fc1f90a01', title: 'First', type: 'multiple_choice', position: 1 },
    { id: '7c9e6679-7425-40de-944b-e07fc1f90a02', title: 'Second', type: 'free_text', position: 2 },
  ],
};

describe('an assessment’s page', () => {
  it('keeps the layout with skeletons while the assessment loads', async () => {
    const held = gate();
    server.use(http.get(`${API}/assessments/:id`, async () => void (await held.opened)));
    const app = await renderApp(`/assessments/${assessment.id}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Loading the assessment…')).toBeInTheDocument();
    expect(screen.getByText('Loading its questions…')).toBeInTheDocument();
    held.open();

    expect(await screen.findByRole('heading', { level: 1, name: assessment.name })).toBeInTheDocument();
    expect(document.title).toBe(`${assessment.name} · Assessment Insights`);
    expect(await questionTable()).toBeInTheDocument();
    await app.settled();
  });

  it('shows the assessment and its questions in position order, each linked to the question and its results', async () => {
    const app = await renderApp(`/assessments/${assessment.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: assessment.name })).toBeInTheDocument();
    expect(screen.getByText(assessment.description)).toBeInTheDocument();
    expect(screen.getByText('Questions', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      String(questionsInOrder.length),
    );
    expect(screen.getByText(`Created (${zone})`).nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      assessment.created_at,
    );
    expect(screen.getByRole('link', { name: 'Candidates’ results for this assessment' })).toHaveAttribute(
      'href',
      `/assessment-results?assessment_id=${assessment.id}`,
    );

    const rows = rowsOf(await questionTable());
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      questionsInOrder.map((q) => q.title),
    );
    const first = questionsInOrder[0]!;
    expect(within(rows[0]!).getByRole('link', { name: first.title })).toHaveAttribute('href', `/questions/${first.id}`);
    expect(within(rows[0]!).getByRole('link', { name: 'Results for question 1' })).toHaveAttribute(
      'href',
      `/results?question_id=${first.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to all assessments' })).toHaveAttribute('href', '/assessments');

    // Once the statistics are computed, every question has its facility (band named) and success rate.
    expect(await screen.findByText(/Computed from [\d,]+ answers, as of/, {}, { timeout: 10_000 })).toBeInTheDocument();
    // The figures follow, computed in the statistics worker.
    expect(await screen.findByRole('heading', { name: 'Reliability' })).toBeInTheDocument();
    // In order, each named as read out (the position's header shows "#").
    const questionsTable = await questionTable();
    expect(within(questionsTable).getAllByRole('columnheader')).toEqual(
      [
        'Position',
        'Question',
        'Type',
        'Facility',
        'Success rate',
        'Discrimination',
        'Alpha if dropped',
        'Effective weight',
        'Flags',
        'Results',
      ].map((name) => within(questionsTable).getByRole('columnheader', { name })),
    );
    for (const row of rowsOf(await questionTable())) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[3]).toHaveTextContent(/^(\d+\.\d \((very hard|hard|about right|easy|very easy)\)|—)$/);
      expect(cells[4]).toHaveTextContent(/^(\d+\.\d%|—)$/);
      expect(cells[5]).toHaveTextContent(/^(-?\d\.\d\d \([a-z :]+\)|— \(.+\))$/);
      expect(cells[6]).toHaveTextContent(/^(-?\d\.\d\d|— \(.+\))$/);
      expect(cells[7]).toHaveTextContent(/^(\d+\.\d%|— \(.+\))$/);
    }
    // The length planner and the review list sit with the reliability they build on.
    expect(screen.getByRole('region', { name: 'Test length' })).toHaveTextContent(
      /^Test lengthWith \d+ questions alpha is/,
    );
    expect(screen.getByRole('region', { name: 'Questions to review first' })).toBeInTheDocument();
    await app.settled();
  });

  it('judges a pass/fail line at the cut in the URL, moved without a request, and offers the report', async () => {
    const app = await renderApp(`/assessments/${assessment.id}?cut=60`);
    const line = await screen.findByRole('region', { name: 'A pass/fail line' }, { timeout: 10_000 });
    const cut = within(line).getByLabelText('Cut on the run score');
    expect(cut).toHaveValue(60);
    await within(line).findByText(/score 60 or more/, {}, { timeout: 10_000 });
    const passingAt = (text: string) => Number(/^([\d,]+) of/.exec(text)?.[1]?.replace(/,/g, ''));
    const at60 = passingAt(line.querySelector('p:not(.muted)')?.textContent ?? '');
    expect(line).toHaveTextContent(/would get the same verdict|cannot be estimated/);

    const requests = recordRequests(server, '/question-results');
    await app.user.clear(cut);
    await app.user.type(cut, '40');
    expect(app.router.state.location.search).toMatchObject({ cut: 40 });
    await within(line).findByText(/score 40 or more/);
    expect(passingAt(line.querySelector('p:not(.muted)')?.textContent ?? '')).toBeGreaterThanOrEqual(at60);
    expect(requests).toEqual([]);

    const report = screen.getByRole('region', { name: 'Report' });
    expect(within(report).getByRole('button', { name: 'Download report' })).toBeEnabled();
    expect(within(report).getByRole('button', { name: 'Print report' })).toBeEnabled();
    await app.settled();
  });

  it('orders questions by position whatever the API’s order, labels known types, shows others as they come, and renders text as text', async () => {
    server.use(http.get(`${API}/assessments/:id`, () => HttpResponse.json(crafted)));
    const app = await renderApp(`/assessments/${crafted.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: crafted.name })).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/Line one <script>alert\(2\)<\/script>/)).toBeInTheDocument();

    const rows = rowsOf(await questionTable());
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'First', 'Multiple choice'],
      ['2', 'Second', 'Free text'],
      ['3', 'Third', 'whiteboard'],
    ]);
    await app.settled();
  });

  it('says when the assessment has no questions', async () => {
    server.use(
      http.get(`${API}/assessments/:id`, () => HttpResponse.json({ ...crafted, question_count: 0, questions: [] })),
    );
    const app = await renderApp(`/assessments/${crafted.id}`);

    expect(await screen.findByRole('region', { name: 'This assessment has no questions' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await app.settled();
  });

  it('says "not found" for an id the API does not know, with the request id and a way back', async () => {
    const app = await renderApp(`/assessments/${UNKNOWN_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment not found' })).toBeInTheDocument();
    expect(screen.getByText(UNKNOWN_ID)).toBeInTheDocument();
    expect(screen.getByText(/^req_/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all assessments' })).toHaveAttribute('href', '/assessments');
    expect(document.title).toBe('Assessment not found · Assessment Insights');
    await app.settled();
  });

  it('says "not found" for an id that is not a UUID, without asking the API', async () => {
    const requests = recordRequests(server, '/assessments/:id');
    const app = await renderApp('/assessments/not-an-id');

    expect(screen.getByRole('heading', { level: 1, name: 'Assessment not found' })).toBeInTheDocument();
    expect(screen.getByText('not-an-id')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await app.settled();
  });

  it('shows any other error with its code and request id, and loads again on retry', async () => {
    let failures = 1;
    server.use(
      http.get(`${API}/assessments/:id`, () => {
        if (failures-- > 0)
          return apiErrorResponse(400, 'invalid_parameter', 'The id was refused.', 'req_detailerror000000000000c');
      }),
    );
    const { user, settled } = await renderApp(`/assessments/${assessment.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This assessment could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The id was refused.')).toBeInTheDocument();
    expect(screen.getByText('invalid_parameter')).toBeInTheDocument();
    expect(screen.getByText('req_detailerror000000000000c')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: assessment.name })).toBeInTheDocument();
    expect(await questionTable()).toBeInTheDocument();
    await settled();
  });
});
