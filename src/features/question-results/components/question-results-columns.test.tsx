import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { formatDateTime } from '@/lib/format-time';
import { RowActionsContext } from '@/shared/explorer/table/row-actions';
import { serveFakeApi } from '@/testing/fake-api-server';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { listTable } from '@/shared/explorer/list-columns';
import { cellOf, renderListTable, tableColumnIds } from '@/shared/explorer/list-columns.test-support';
import { questionResultListColumns } from '@/features/question-results/question-results-list-columns';
import { questionResultCells } from './question-results-columns';

const table = listTable(questionResultListColumns, questionResultCells);

const { fake } = serveFakeApi();
const db = await fake.ready;
const question = [...db.questions.values()][0]!;
const UNKNOWN_QUESTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const graded = questionResultRow({ question_id: question.id });
const ungraded: QuestionResult = {
  ...graded,
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  question_id: UNKNOWN_QUESTION,
  created_at: '2026-05-02T09:00:00Z',
  source: 'standalone',
  pipeline_id: null,
  score: null,
  evaluated_at: null,
  status: 'needs_review',
  answer: null,
};

describe('question result columns', () => {
  it('have stable ids matching their labels and sort fields', () => {
    expect(table.menu.map(({ id }) => id)).toEqual([
      'created_at',
      'source',
      'question',
      'candidate',
      'status',
      'score',
      'evaluated_at',
      'answer',
    ]);
    expect(tableColumnIds(table)).toEqual(table.menu.map(({ id }) => id));
    expect(table.sortFields).toEqual({
      created_at: 'created_at',
      score: 'score',
      evaluated_at: 'evaluated_at',
    });
  });

  it('say when an answer’s score is not final: pending, unable to grade, or provisional', async () => {
    const pending = questionResultRow({
      id: 'a1000000-0000-4000-8000-000000000001',
      status: 'pending',
      score: null,
      evaluated_at: null,
    });
    const unable = questionResultRow({
      id: 'a2000000-0000-4000-8000-000000000002',
      status: 'unable_to_grade',
      score: null,
    });
    const provisional = questionResultRow({ id: 'a3000000-0000-4000-8000-000000000003', status: 'pending', score: 62 });
    await renderListTable(table, [pending, unable, provisional, graded]);

    expect(cellOf(table, 0, 'score')).toHaveTextContent(/^— pending$/);
    expect(cellOf(table, 1, 'score')).toHaveTextContent(/^— unable to grade$/);
    expect(cellOf(table, 2, 'score')).toHaveTextContent(/^62 \(provisional: pending\)$/);
    expect(cellOf(table, 3, 'score')).toHaveTextContent(/^72\.5$/);
  });

  it('show a row in plain words: open button, question title, status, score, answer preview', async () => {
    const openRow = vi.fn();
    const { user } = await renderListTable(table, [graded, ungraded], (rows) => (
      <RowActionsContext value={{ openRow }}>{rows}</RowActionsContext>
    ));

    await user.click(screen.getByRole('button', { name: `Open answer created ${formatDateTime(graded.created_at)}` }));
    expect(openRow).toHaveBeenCalledWith(graded.id);
    expect(await within(cellOf(table, 0, 'question')).findByRole('link', { name: question.title })).toHaveAttribute(
      'href',
      `/questions/${question.id}`,
    );
    expect(cellOf(table, 0, 'source')).toHaveTextContent('Pipeline');
    expect(cellOf(table, 0, 'status')).toHaveTextContent('Evaluated');
    expect(cellOf(table, 0, 'score')).toHaveTextContent(/^72\.5$/);
    expect(cellOf(table, 0, 'answer')).toHaveTextContent('{code: "print(1)", language: "python"}');

    // A question the catalog does not list: its short id, the full one in the link's name.
    expect(
      within(cellOf(table, 1, 'question')).getByRole('link', { name: `Question ${UNKNOWN_QUESTION}` }),
    ).toHaveTextContent('7c9e6679…');
    expect(cellOf(table, 1, 'status')).toHaveTextContent('needs_review');
    expect(cellOf(table, 1, 'score')).toHaveTextContent('—not graded');
    expect(cellOf(table, 1, 'evaluated_at')).toHaveTextContent('—not evaluated');
    expect(cellOf(table, 1, 'answer')).toHaveTextContent('No answer');
    expect(cellOf(table, 1, 'candidate')).toHaveTextContent('Invitee 1a2b3c4d…');
  });
});
