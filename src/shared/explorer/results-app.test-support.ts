/**
 * Test support for the question results explorer as the whole app renders it (renderApp) over the
 * fake API: the page's table and URL state, and answers the test chooses.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { QuestionResult } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API } from '@/testing/msw-helpers';
import type { RenderedWithProviders } from '@/testing/render-with-providers';
import { questionResultRow } from '@assessment-insights/contract/testing';

/** The whole app renders and the user clicks and types: on a loaded 2-core machine that alone can pass 5 s. */
export const APP_TEST_TIMEOUT = 30_000;

export const answersTable = () => screen.findByRole('table', { name: 'Question results' });

/** The URL's search as the router holds it. */
export const searchOf = (router: RenderedWithProviders['router']) =>
  router.state.location.search as Record<string, unknown>;

/** The fake API for this test file; answers to its first question, and a way to serve a page of them. */
export async function serveResultsApp() {
  const { fake, server } = serveFakeApi();
  const db = await fake.ready;
  const question = [...db.questions.values()][0]!;
  const pipeline = [...db.pipelines.values()][0]!;

  /** Answer number `index` (its ids and minute of creation): graded, or pending with no score. */
  function answer(index: number, graded = true, overrides: Partial<QuestionResult> = {}): QuestionResult {
    const hex = index.toString(16).padStart(12, '0');
    return questionResultRow({
      id: `00000000-0000-4000-8000-${hex}`,
      candidate_id: `10000000-0000-4000-8000-${hex}`,
      question_id: question.id,
      assessment_id: question.assessment_ids[0]!,
      pipeline_id: pipeline.id,
      score: graded ? 90 - index : null,
      evaluated_at: graded ? '2026-03-02T10:00:00Z' : null,
      created_at: `2026-03-01T10:${String(index).padStart(2, '0')}:00Z`,
      status: graded ? 'evaluated' : 'pending',
      answer: { text: `answer ${index}` },
      ...overrides,
    });
  }

  /** Every request of the list, from now on, gets these rows as its one page. */
  function servePage(rows: QuestionResult[]) {
    server.use(
      http.get(`${API}/question-results`, () =>
        HttpResponse.json({ data: rows, pagination: { page: 1, per_page: 50, total: rows.length, has_more: false } }),
      ),
    );
  }

  return { server, db, question, pipeline, answer, servePage };
}
