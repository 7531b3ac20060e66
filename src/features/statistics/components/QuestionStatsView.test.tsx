import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { numberedRows, uuidOf } from '@assessment-insights/statistics-engine/testing';
import { QuestionResultLedger, questionStats, questionRows } from '@assessment-insights/statistics-engine';
import { QuestionStatsView } from './QuestionStatsView';

serveFakeApi();
const QUESTION = uuidOf(1001);
/** An answer to the question with a status and a score (null unless evaluated). */
const answer = (status: string, score: number | null) => ({
  question_id: QUESTION,
  status,
  score,
  evaluated_at: status === 'evaluated' ? '2026-03-01T11:00:00Z' : null,
});

function renderStats(answers: ReturnType<typeof answer>[]) {
  const ledger = new QuestionResultLedger();
  for (const row of numberedRows(answers)) ledger.upsert(row);
  const stats = questionStats(ledger, QUESTION, questionRows(ledger, QUESTION), 70);
  return renderWithProviders(<QuestionStatsView stats={stats} />);
}

describe('QuestionStatsView', () => {
  it('zero answers: says nothing matches instead of drawing empty charts', async () => {
    await renderStats([]);
    expect(screen.getByText('No answers match these filters, so there is nothing to compute yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('only pending answers: counts them and says why there is no facility or success rate', async () => {
    await renderStats([answer('pending', null), answer('pending', null), answer('unable_to_grade', null)]);
    expect(screen.getByText('Answers', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3: 0 evaluated, 2 pending, 1 unable to grade',
    );
    expect(
      screen.getByText(/None of the 3 answers has a final score yet \(2 pending, 1 unable to grade\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Facility', { selector: 'dt' }).nextElementSibling).toHaveTextContent('—');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('many ungraded')).toBeInTheDocument();
  });

  it('low confidence: the figures are shown and marked, in words and as a flag', async () => {
    await renderStats([
      answer('evaluated', 80),
      answer('evaluated', 60),
      answer('evaluated', 90),
      answer('pending', null),
    ]);
    expect(screen.getByText(/Success rate at 70/).nextElementSibling).toHaveTextContent(/^66\.7% \(95% interval/);
    expect(screen.getByText(/only 3 evaluated answers \(fewer than 30\)/)).toBeInTheDocument();
    expect(screen.getByText('low confidence', { selector: '.flag' })).toBeInTheDocument();
    // The lazy charts load and state the pending answer beside the histogram.
    expect((await screen.findAllByText(/Of 3 evaluated answers, 2 \(66\.7%\) scored 70 or more/))[0]).toHaveTextContent(
      /pending or could not be graded/,
    );
    expect(screen.getAllByText('Show as a table').length).toBeGreaterThanOrEqual(2);
  });
});
