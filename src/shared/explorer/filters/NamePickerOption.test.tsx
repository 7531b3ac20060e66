import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { PATHS } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API } from '@/testing/msw-helpers';
import { nameListOf } from '@/shared/explorer/api/names.test-support';
import { questionAssessmentsQueryOptions } from '@/shared/explorer/api/question-assessments';
import { idOf, optionNames, questionCombobox, renderQuestionPicker } from './results-filters.test-support';

const { server } = serveFakeApi();

const BACKEND = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Backend basics' };
const FRONTEND = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Frontend basics' };

/** Two assessments, a title in each, and a question in both; records the per-assessment question requests. */
function serveCatalog() {
  const twins = [
    { id: 'c0000000-0000-4000-8000-000000000001', name: 'String parsing' },
    { id: 'd0000000-0000-4000-8000-000000000002', name: 'String parsing' },
  ];
  const shared = { id: idOf(2), name: 'SQL joins' };
  const questionsOf: Record<string, Array<{ id: string; name: string }>> = {
    [BACKEND.id]: [shared, twins[0]!],
    [FRONTEND.id]: [shared, twins[1]!],
  };
  const questionRequests: string[] = [];
  const page = <T,>(data: T[]) =>
    HttpResponse.json({ data, pagination: { page: 1, per_page: 200, total: data.length, has_more: false } });
  server.use(
    http.get(`${API}${PATHS.assessments}`, () =>
      page(
        [BACKEND, FRONTEND].map(({ id, name }) => ({
          id,
          name,
          description: null,
          question_count: 2,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        })),
      ),
    ),
    http.get(`${API}${PATHS.questions}`, ({ request }) => {
      const assessmentId = new URL(request.url).searchParams.get('assessment_id') ?? '';
      questionRequests.push(assessmentId);
      return page(
        (questionsOf[assessmentId] ?? []).map(({ id, name }) => ({
          id,
          title: name,
          type: 'coding',
          created_at: '2026-01-01T00:00:00Z',
        })),
      );
    }),
  );
  const list = [...twins, shared];
  const titles = nameListOf(list);
  return { twins, titles, questionRequests };
}

describe('NamePicker options', () => {
  it('shows the assessment beside same-titled questions, and an option’s id on hover and while active', async () => {
    const catalog = serveCatalog();
    const { user } = await renderQuestionPicker(catalog.titles, { contexts: questionAssessmentsQueryOptions() });
    // The assessments cost a request each: none until the list opens.
    expect(catalog.questionRequests).toEqual([]);

    await user.type(questionCombobox(), 's');
    const twin = await screen.findByRole('option', { name: 'String parsing — Backend basics' });
    expect(optionNames()).toEqual([
      'String parsing — Backend basics',
      'String parsing — Frontend basics',
      'SQL joins — Backend basics and 1 more',
    ]);
    expect(screen.getByRole('option', { name: /^SQL joins/ })).toHaveTextContent('SQL joins — Backend basics +1');
    // One list request per assessment, none per question.
    expect([...catalog.questionRequests].sort()).toEqual([BACKEND.id, FRONTEND.id]);

    // The id: on hover (title) for every option, and shown under the active one.
    expect(twin).toHaveAttribute('title', catalog.twins[0]!.id);
    expect(twin).toHaveAttribute('aria-selected', 'true');
    expect(twin).toHaveTextContent(catalog.twins[0]!.id);
    await user.keyboard('{ArrowDown}');
    const other = screen.getByRole('option', { name: 'String parsing — Frontend basics' });
    expect(other).toHaveTextContent(catalog.twins[1]!.id);
    expect(twin).not.toHaveTextContent(catalog.twins[0]!.id);
    expect(questionCombobox()).toHaveAttribute('aria-activedescendant', other.id);
  });
});
