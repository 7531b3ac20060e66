import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getQuestionResults } from '@/features/question-results/api/get-question-results';
import { formatFacility } from '@/features/statistics/format';
import { openScopeLedger } from '@assessment-insights/statistics-engine';
import { idbLedgerStore } from '@/features/statistics/worker/idb-ledger-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

const { fake } = serveFakeApi();
const db = await fake.ready;

describe('the candidate page as the app composes it', () => {
  it('lists their runs and answers, each answer beside the facility stored for its question', async () => {
    const answer = db.dataset.questionResults.find((row) => row.source === 'pipeline')!;
    const candidate = db.candidates.get(answer.candidate_id)!;
    await openScopeLedger({
      workspace: db.companyId,
      scope: { filter: { question_id: answer.question_id } },
      fetchPage: (params, signal) => getQuestionResults(params, signal),
      // The browser's store, where the candidate page looks.
      store: idbLedgerStore(),
    });
    const { settled } = await renderApp(`/candidates/${candidate.id}`);
    await settled();

    const answers = await screen.findByRole('table', { name: `Answers of ${candidate.name}, newest first` });
    const ownAnswers = db.dataset.questionResults.filter(
      (row) => row.source === 'pipeline' && row.candidate_id === candidate.id,
    );
    expect(within(answers).getAllByRole('row')).toHaveLength(1 + Math.min(ownAnswers.length, 100));
    const rows = db.dataset.questionResults.filter((row) => row.question_id === answer.question_id);
    const evaluated = rows.filter((row) => row.status === 'evaluated').map((row) => row.score!);
    const facility = formatFacility(evaluated.reduce((sum, score) => sum + score, 0) / evaluated.length);
    await waitFor(() => expect(within(answers).getAllByText(facility, { exact: false }).length).toBeGreaterThan(0));
    // Every other question's statistics were never computed here: said, and linked, not made up.
    const otherQuestions = ownAnswers.slice(0, 100).filter((row) => row.question_id !== answer.question_id);
    expect(within(answers).queryAllByRole('link', { name: /not computed/ })).toHaveLength(otherQuestions.length);
    expect(screen.getByRole('table', { name: `Assessment runs of ${candidate.name}, newest first` })).toBeVisible();
    expect(screen.getByRole('link', { name: /in Question results/ })).toHaveAttribute(
      'href',
      `/results?candidate_id=${candidate.id}&source=pipeline`,
    );
  });
});
