import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { questionResultToWire } from '@/mocks/dataset/answers';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const { pair } = db.dataset.plantedCopies;
const answersToPair = db.dataset.questionResults.filter((row) => row.question_id === pair.questionId);
const [original, copy] = pair.rowIds.map((id) => db.dataset.questionResults.find((row) => row.id === id)!);
const page = `/questions/${pair.questionId}`;

const similarAnswers = () => screen.findByRole('region', { name: 'Similar answers' }, { timeout: 10_000 });

async function openThePair() {
  const section = await similarAnswers();
  await within(section).findByText(
    `${answersToPair.length} answers compared; 1 group of near-identical answers holds 2 of them.`,
  );
  const table = within(section).getByRole('table', { name: 'The group' });
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('Group 1');
  expect(within(row!).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
  return { section, compare: within(row!).getByRole('button', { name: 'Compare two answers of group 1' }) };
}

describe('similar answers on a question’s page', () => {
  it('finds the copied pair, opens both answers side by side fetched again, and marks what they share', async () => {
    const { user, settled } = await renderApp(page);
    const { section, compare } = await openThePair();
    const requests = recordRequests(server, '/question-results');
    await user.click(compare);

    const first = await within(section).findByRole('article', { name: 'First answer' });
    const second = within(section).getByRole('article', { name: 'Second answer' });
    await within(section).findByText('100.0% of their fingerprints are shared. Shared parts are marked.');
    // Each answer fetched by its candidate and creation time, its source pinned.
    expect(requests).toHaveLength(2);
    for (const [url, row] of [requests[0], requests[1]].map((url, i) => [url!, [original, copy][i]!] as const)) {
      expect(url.searchParams.get('candidate_id')).toBe(row.candidate_id);
      expect(url.searchParams.get('source')).toBe(row.source);
      expect(url.searchParams.get('created_after')).toBe(new Date(Date.parse(row.created_at)).toISOString());
    }
    for (const [side, row] of [
      [first, original],
      [second, copy],
    ] as const) {
      const code = (questionResultToWire(row!).answer as { code: string }).code;
      const text = within(side).getByRole('region', { name: /shared parts marked/ });
      expect(text.textContent).toBe(code);
      // Renamed and re-laid out, the program is the same: nearly all of it is marked.
      const marked = [...text.querySelectorAll('mark')].map((mark) => mark.textContent).join('');
      expect(marked.length).toBeGreaterThan(0.8 * code.replace(/\s+/g, '').length);
      expect(within(side).getByRole('link', { name: 'Open in the results' })).toHaveAttribute(
        'href',
        expect.stringContaining(`row=${row!.id}`),
      );
      // Source-aware: a pipeline candidate links to their page, an invitee does not.
      if (row!.source === 'pipeline')
        expect(within(side).getByRole('link', { name: `Candidate ${row!.candidate_id}` })).toBeVisible();
      else expect(within(side).getByText(/^Invitee /)).toBeVisible();
    }
    await settled();
  });

  it('renders an answer’s markup as text, and says so when an answer is no longer listed', async () => {
    const hostile = '<img src=x onerror="window.__pwned = true"> <script>window.__pwned = true</script>';
    server.use(
      http.get(`${API}/question-results`, ({ request }) => {
        const candidate = new URL(request.url).searchParams.get('candidate_id');
        if (candidate === original!.candidate_id) {
          const wire = questionResultToWire(original!);
          return HttpResponse.json({
            data: [{ ...wire, answer: { language: 'python', code: hostile } }],
            pagination: { page: 1, per_page: 100, total: 1, has_more: false },
          });
        }
        if (candidate === copy!.candidate_id)
          return HttpResponse.json({ data: [], pagination: { page: 1, per_page: 100, total: 0, has_more: false } });
        return undefined;
      }),
    );
    const { user, settled } = await renderApp(page);
    const { section, compare } = await openThePair();
    await user.click(compare);

    const first = await within(section).findByRole('article', { name: 'First answer' });
    await waitFor(() =>
      expect(within(first).getByRole('region', { name: /shared parts marked/ })).toHaveTextContent(hostile),
    );
    expect(first.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(
      await within(section).findByText(/The API no longer lists this answer where the statistics read it/),
    ).toBeVisible();
    await settled();
  });
});
