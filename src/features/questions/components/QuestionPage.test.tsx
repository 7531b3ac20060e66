import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';
import { API, apiErrorResponse, gate, recordRequests } from '@/testing/msw-helpers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
// A question in two assessments, with skills: the richest page.
const question = [...db.questions.values()].find((q) => q.assessment_ids.length === 2 && q.skills.length > 0)!;
const page = `/questions/${question.id}`;
const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const heading = () => screen.findByRole('heading', { level: 1, name: question.title });

describe('a question page', () => {
  it('shows a skeleton in the page’s shape while the question loads', async () => {
    const held = gate();
    server.use(http.get(`${API}/questions/:id`, async () => void (await held.opened)));
    const app = await renderApp(page);

    expect(screen.getByRole('heading', { level: 1, name: 'Question' })).toBeInTheDocument();
    expect(screen.getByText('Loading the question…')).toBeInTheDocument();
    held.open();

    expect(await heading()).toBeInTheDocument();
    expect(screen.queryByText('Loading the question…')).not.toBeInTheDocument();
    await app.settled();
  });

  it('shows the title, type, created date, prompt as text with its line breaks, and the skills', async () => {
    const app = await renderApp(page);
    await heading();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${question.title} · Question · Assessment Insights`);
    const facts = screen.getByText('Type').closest('dl')!;
    expect(facts).toHaveTextContent(/Created.+\(.+\)/);
    expect(within(facts).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', question.created_at);

    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(prompt.querySelector('.question-prompt')?.textContent).toBe(question.prompt);
    expect(question.prompt).toContain('\n');

    const skills = within(screen.getByRole('region', { name: 'Skills it covers' })).getByRole('list', {
      name: `${question.skills.length} ${question.skills.length === 1 ? 'skill' : 'skills'}`,
    });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(question.skills.map((skill) => skill.name));
    await app.settled();
  });

  it('links the assessments it belongs to by name, and its results', async () => {
    const app = await renderApp(page);
    await heading();

    const assessments = screen.getByRole('region', { name: 'Assessments it belongs to' });
    for (const id of question.assessment_ids) {
      const name = db.assessments.get(id)!.name;
      expect(await within(assessments).findByRole('link', { name })).toHaveAttribute('href', `/assessments/${id}`);
    }
    expect(screen.getByRole('link', { name: 'See every answer to this question' })).toHaveAttribute(
      'href',
      `/results?question_id=${question.id}`,
    );
    await app.settled();
  });

  it('computes how the question performs over every answer, and a new pass mark costs no request', async () => {
    const rows = db.sortedQuestionResults('created_at', true).filter((row) => row.question_id === question.id);
    const evaluated = rows.filter((row) => row.status === 'evaluated');
    const rateAt = (pass: number) =>
      `${((100 * evaluated.filter((row) => row.score! >= pass).length) / evaluated.length).toFixed(1)}%`;
    const { user, settled } = await renderApp(page);
    await heading();

    const statistics = await screen.findByRole('region', { name: 'How this question performs' });
    expect(
      await within(statistics).findByText(`Computed from ${rows.length.toLocaleString('en')} answers`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    const rate = () => screen.getByText(/Success rate at/).nextElementSibling;
    // The figures follow the job's state: computed in the statistics worker from what it read.
    await within(statistics).findByText(/Success rate at/);
    expect(rate()).toHaveTextContent(new RegExp(`^${rateAt(70).replace('.', '\\.')} \\(95% interval`));
    expect(within(statistics).getByText('Answers', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      `${rows.length.toLocaleString('en')}: ${evaluated.length.toLocaleString('en')} evaluated`,
    );

    const requests = recordRequests(server, '/question-results');
    const passMark = within(statistics).getByLabelText('Pass mark');
    await user.clear(passMark);
    await user.type(passMark, '50');
    expect(await screen.findByText('Success rate at 50')).toBeInTheDocument();
    expect(rate()).toHaveTextContent(new RegExp(`^${rateAt(50).replace('.', '\\.')} `));
    expect(requests).toHaveLength(0);
    await settled();
  });

  it('renders hostile markup in the prompt, title and skills as text', async () => {
    const hostile =
      '<img src=x onerror="document.title=\'pwned\'">\nSecond line <script>window.__pwned = true</script>';
    server.use(
      http.get(`${API}/questions/:id`, () =>
        HttpResponse.json({
          ...question,
          title: '<b>Bold</b> title',
          prompt: hostile,
          skills: [{ id: UNKNOWN_ID, name: '<i>skill</i>' }],
        }),
      ),
    );
    const app = await renderApp(page);

    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> title' })).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(prompt.querySelector('.question-prompt')?.textContent).toBe(hostile);
    expect(screen.getByText('<i>skill</i>')).toBeInTheDocument();
    expect(document.querySelector('main img, main script, main b, main i')).toBeNull();
    expect(document.title).not.toBe('pwned');
    await app.settled();
  });

  it('shows "not found" with a way back for an id the API does not know', async () => {
    server.use(
      http.get(`${API}/questions/:id`, () =>
        apiErrorResponse(404, 'not_found', 'No question with this id.', 'req_notfoundnotfoundnotfou'),
      ),
    );
    const { user, router, settled } = await renderApp(`/questions/${UNKNOWN_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Question not found' })).toBeInTheDocument();
    expect(screen.getByText(UNKNOWN_ID)).toBeInTheDocument();
    expect(screen.getByText('req_notfoundnotfoundnotfou')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Question not found · Assessment Insights');

    await user.click(screen.getByRole('link', { name: 'Back to all questions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/questions');
    expect(await screen.findByRole('table', { name: 'Questions' })).toBeInTheDocument();
    await settled();
  });

  it('shows "not found" for an id that is not a UUID, without asking the API', async () => {
    const requests = recordRequests(server, '/questions/:id');
    const app = await renderApp('/questions/not-a-question');

    expect(screen.getByRole('heading', { level: 1, name: 'Question not found' })).toBeInTheDocument();
    expect(screen.getByText('not-a-question')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all questions' })).toHaveAttribute('href', '/questions');
    expect(requests).toEqual([]);
    await app.settled();
  });

  it('shows an error with its message, code and request id, and retries', async () => {
    server.use(
      http.get(
        `${API}/questions/:id`,
        () => apiErrorResponse(403, 'forbidden', 'This key may not read questions.', 'req_forbiddenforbiddenforb'),
        { once: true },
      ),
    );
    const { user, settled } = await renderApp(page);

    const panel = await screen.findByRole('region', { name: 'The question could not be loaded' });
    expect(panel).toHaveTextContent('This key may not read questions.');
    expect(within(panel).getByText('forbidden')).toBeInTheDocument();
    expect(within(panel).getByText('req_forbiddenforbiddenforb')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await heading()).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'The question could not be loaded' })).not.toBeInTheDocument(),
    );
    await settled();
  });
});
