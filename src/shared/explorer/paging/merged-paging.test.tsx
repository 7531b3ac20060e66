import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { API, gate, recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { APP_TEST_TIMEOUT, answersTable, searchOf, serveResultsApp } from '@/shared/explorer/results-app.test-support';

const { server } = await serveResultsApp();

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const BUDGET_REASON =
  'Without a source or a pipeline, the API lists only the first 250 answers of both sources together. Pick a source to page further.';

/** Answers the per-source count requests (per_page=1) with these totals; every other request reaches the fake. */
function answerSourceTotals(totals: Record<string, number | null>): URL[] {
  const counted: URL[] = [];
  server.use(
    http.get(`${API}/question-results`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('per_page') !== '1') return;
      counted.push(url);
      const total = totals[url.searchParams.get('source') ?? ''] ?? null;
      return HttpResponse.json({
        data: [questionResultRow()],
        pagination: { page: 1, per_page: 1, total, has_more: true },
      });
    }),
  );
  return counted;
}

function answers(count: number): QuestionResult[] {
  return Array.from({ length: count }, (_, index) =>
    questionResultRow({ id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}` }),
  );
}

describe('paging a merged list (no source, no pipeline)', { timeout: APP_TEST_TIMEOUT }, () => {
  it('stops Next on the last page the merged budget serves, says why there, and pins a source from it', async () => {
    answerSourceTotals({ standalone: 400, pipeline: 600 });
    const requests = recordRequests(server, '/question-results');
    const { router, user, settled } = await renderApp('/results?page=4&status=evaluated&sort=score');
    await answersTable();
    expect(screen.queryByText(BUDGET_REASON)).not.toBeInTheDocument();

    // Page 5 × 50 rows = 250: the last page served. Stepping onto it reads nothing ahead.
    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router).page).toBe(5));
    expect(await screen.findByText(BUDGET_REASON)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription(BUDGET_REASON);
    // The total is known (1,000), but no page button goes past what the API serves.
    expect(screen.getByText('answers: 201–250 of 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
    await settled();
    expect(requests.filter((url) => url.searchParams.get('page') === '6')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show only pipeline' }));
    await waitFor(() =>
      expect(searchOf(router)).toMatchObject({ source: 'pipeline', status: 'evaluated', sort: 'score' }),
    );
    expect(searchOf(router).page).toBeUndefined();
    expect(await screen.findByText(/^answers: 1–50 of [\d,]+$/)).toBeInTheDocument();
    await settled();
  });

  it('pages on past that point once a source is pinned', async () => {
    const { router, user, settled } = await renderApp('/results?source=pipeline&page=5');
    await answersTable();
    expect(screen.queryByText(BUDGET_REASON)).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router).page).toBe(6));
    expect(await screen.findByText(/^answers: 251–300 of [\d,]+$/)).toBeInTheDocument();
    await settled();
  });

  it('keeps a bigger page size within the budget', async () => {
    answerSourceTotals({ standalone: 400, pipeline: 600 });
    const { router, user, settled } = await renderApp('/results?page=5');
    await answersTable();

    // Row 201 would be on page 3 of 100, past the 250 rows served: page 2 is the last one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(searchOf(router)).toMatchObject({ page: 2, per_page: 100 }));
    expect(await screen.findByText(BUDGET_REASON)).toBeInTheDocument();
    await settled();
  });
});

describe('the total of a merged list', { timeout: APP_TEST_TIMEOUT }, () => {
  it('is the sum of the two sources’ totals: two requests of one row, once for every page of the filter', async () => {
    const counted = answerSourceTotals({ standalone: 412, pipeline: 3000 });
    const { user, settled } = await renderApp('/results?status=evaluated&sort=score');
    await answersTable();

    expect(await screen.findByText('answers: 1–50 of 3,412')).toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText('answers: 51–100 of 3,412')).toBeInTheDocument();
    await settled();

    expect(counted).toHaveLength(2);
    expect(counted.map((url) => Object.fromEntries(url.searchParams))).toEqual(
      expect.arrayContaining(
        ['standalone', 'pipeline'].map((source) => ({
          source,
          status: 'evaluated',
          page: '1',
          per_page: '1',
          sort: '-created_at',
        })),
      ),
    );
  });

  it('says "more than" what is known when a source does not count', async () => {
    answerSourceTotals({ standalone: 412, pipeline: null });
    const { settled } = await renderApp('/results');
    expect(await screen.findByText('answers: 1–50 of more than 412')).toBeInTheDocument();
    await settled();
  });

  it('is not asked for when the list is pinned to a source: the API counts it', async () => {
    const counted = answerSourceTotals({ standalone: 1, pipeline: 1 });
    const { settled } = await renderApp('/results?source=standalone');
    expect(await screen.findByText(/^answers: 1–50 of [\d,]+$/)).toBeInTheDocument();
    await settled();
    expect(counted).toEqual([]);
  });

  it('is not asked for when less than 30 requests of the minute are left', async () => {
    const counted = answerSourceTotals({ standalone: 412, pipeline: 3000 });
    // Held until the test waits for the page, so the header's new figures render inside act().
    const held = gate();
    server.use(
      http.get(`${API}/question-results`, async () => {
        await held.opened;
        return HttpResponse.json(
          { data: answers(50), pagination: { page: 1, per_page: 50, total: null, has_more: true } },
          {
            headers: {
              'X-RateLimit-Limit-Minute': '120',
              'X-RateLimit-Remaining-Minute': '29',
              'X-RateLimit-Limit-Day': '10000',
              'X-RateLimit-Remaining-Day': '9000',
              'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 60),
            },
          },
        );
      }),
    );
    const { settled } = await renderApp('/results');
    held.open();
    await answersTable();
    await settled();
    expect(screen.getByText('answers: 1–50, more available')).toBeInTheDocument();
    expect(counted).toEqual([]);
  });
});
