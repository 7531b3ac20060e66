import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { PATHS } from '@/api/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API } from '@/testing/msw-helpers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { questionTitlesQueryOptions, useQuestionTitles, type NameList } from '@/shared/explorer/api/names';
import { questionAssessmentsQueryOptions } from '@/shared/explorer/api/question-assessments';
import { NamePicker } from './NamePicker';

const { server } = serveFakeApi();

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The question picker as /results has it: titles, each option with its assessments. */
async function renderPicker(titles: NameList) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(questionTitlesQueryOptions().queryKey, titles);
  function QuestionPicker() {
    return (
      <NamePicker
        label="Question"
        pluralLabel="questions"
        value={undefined}
        names={useQuestionTitles()}
        contexts={questionAssessmentsQueryOptions()}
        onChange={() => {}}
      />
    );
  }
  return renderWithProviders(<QuestionPicker />, { queryClient });
}

const combobox = () => screen.getByRole('combobox', { name: 'Question' });
/** What each option says, as assistive technology reads it (without the active option's id line). */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => {
      const spoken = option.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return spoken.textContent;
    });

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
  const titles: NameList = { list, byId: Object.fromEntries(list.map(({ id, name }) => [id, name])), complete: true };
  return { twins, titles, questionRequests };
}

describe('NamePicker options', () => {
  it('shows the assessment beside same-titled questions, and an option’s id on hover and while active', async () => {
    const catalog = serveCatalog();
    const { user } = await renderPicker(catalog.titles);
    // The assessments cost a request each: none until the list opens.
    expect(catalog.questionRequests).toEqual([]);

    await user.type(combobox(), 's');
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
    expect(combobox()).toHaveAttribute('aria-activedescendant', other.id);
  });
});
