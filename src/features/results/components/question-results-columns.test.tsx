import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { QuestionResult } from '../../../api/contract';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format-time';
import { RowActionsContext } from '../../explorer/table/row-actions';
import { serveFakeApi } from '../../../testing/fake-api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { questionResultColumnLabels, questionResultColumnSortFields, questionResultColumns } from './question-results-columns';

const { fake } = serveFakeApi();
const db = await fake.ready;
const question = [...db.questions.values()][0]!;
const UNKNOWN_QUESTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const graded: QuestionResult = {
  id: '0b5c1a52-8f3e-4d7a-9c21-6e4f2a1b3c4d',
  source: 'pipeline',
  candidate_id: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
  question_id: question.id,
  assessment_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  pipeline_id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  score: 72.5,
  evaluated_at: '2026-05-03T10:45:00Z',
  created_at: '2026-05-03T10:42:00Z',
  status: 'evaluated',
  answer: { code: 'print(1)', language: 'python' },
  evaluation_details: null,
};
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

const cellOf = (rowIndex: number, columnId: string) =>
  within(screen.getAllByRole('row')[rowIndex + 1]!).getAllByRole('cell')[questionResultColumnLabels.findIndex(({ id }) => id === columnId)]!;

describe('question result columns', () => {
  it('have stable ids matching their labels and sort fields', () => {
    expect(questionResultColumnLabels.map(({ id }) => id)).toEqual(['created_at', 'source', 'question', 'candidate', 'status', 'score', 'evaluated_at', 'answer']);
    expect(questionResultColumns.map((column) => column.id ?? ('accessorKey' in column ? column.accessorKey : undefined))).toEqual(
      questionResultColumnLabels.map(({ id }) => id),
    );
    expect(questionResultColumnSortFields).toEqual({ created_at: 'created_at', score: 'score', evaluated_at: 'evaluated_at' });
  });

  it('show a row in plain words: open button, question title, status, score, answer preview', async () => {
    const openRow = vi.fn();
    const { user } = await renderWithProviders(
      <RowActionsContext value={{ openRow }}>
        <DataTable caption="Answers" columns={questionResultColumns} data={[graded, ungraded]} getRowId={(row) => row.id} />
      </RowActionsContext>,
    );

    await user.click(screen.getByRole('button', { name: `Open answer created ${formatDateTime(graded.created_at)}` }));
    expect(openRow).toHaveBeenCalledWith(graded.id);
    expect(await within(cellOf(0, 'question')).findByRole('link', { name: question.title })).toHaveAttribute('href', `/questions/${question.id}`);
    expect(cellOf(0, 'source')).toHaveTextContent('Pipeline');
    expect(cellOf(0, 'status')).toHaveTextContent('Evaluated');
    expect(cellOf(0, 'score')).toHaveTextContent(/^72\.5$/);
    expect(cellOf(0, 'answer')).toHaveTextContent('{code: "print(1)", language: "python"}');

    // A question the catalog does not list: its short id, the full one in the link's name.
    expect(within(cellOf(1, 'question')).getByRole('link', { name: `Question ${UNKNOWN_QUESTION}` })).toHaveTextContent('7c9e6679…');
    expect(cellOf(1, 'status')).toHaveTextContent('needs_review');
    expect(cellOf(1, 'score')).toHaveTextContent('—not graded');
    expect(cellOf(1, 'evaluated_at')).toHaveTextContent('—not evaluated');
    expect(cellOf(1, 'answer')).toHaveTextContent('No answer');
    expect(cellOf(1, 'candidate')).toHaveTextContent('Invitee 1a2b3c4d…');
  });
});
