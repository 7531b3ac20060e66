import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Assessment } from '@assessment-insights/contract';
import { assessmentStats, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FIVE_RUNS, numberedRows, runAnswers } from '@assessment-insights/statistics-engine/testing';
import { AssessmentStatsTable } from './AssessmentStatsTable';

const questionIds = ['q1', 'q2', 'q3', 'q4'];
const questions: Assessment['questions'] = questionIds.map((id, index) => ({
  id,
  title: index === 0 ? '<img src=x onerror="alert(1)"> First' : `Question ${index + 1}`,
  type: 'free_text',
  position: index + 1,
}));

/** The worked example of test-assembly.test.ts, repeated `copies` times, `transform`ed; q4 has no answers. */
function statsOf(copies: number, transform = (run: readonly number[]) => [...run]) {
  const ledger = new QuestionResultLedger();
  const runs = Array.from({ length: copies * 5 }, (_, run) => ({
    candidate: `c${run}`,
    scores: transform(FIVE_RUNS[run % 5] ?? []),
  }));
  ledger.upsertAll(numberedRows(runAnswers('a1', questionIds, runs)));
  return assessmentStats(ledger, { assessmentId: 'a1', questionIds });
}

function renderTable(stats: ReturnType<typeof statsOf> | null) {
  return renderWithProviders(
    <AssessmentStatsTable questions={questions} stats={stats} questionLink={(_, text) => <span>{text}</span>} />,
  );
}

const table = () => screen.getByRole('table', { name: 'Questions in position order' });
/** The Discrimination, Alpha if dropped and Effective weight cells of each row. */
const assemblyCells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(5, 8)
        .map((cell) => cell.textContent),
    );

describe('AssessmentStatsTable', () => {
  it('shows discrimination with its band, alpha if dropped and effective weight, with alpha in the note', async () => {
    await renderTable(statsOf(6));
    // In order, each named as read out (the position's header shows "#").
    const questionsTable = table();
    expect(within(questionsTable).getAllByRole('columnheader')).toEqual(
      [
        'Position',
        'Question',
        'Type',
        'Facility',
        'Success rate',
        'Discrimination',
        'Alpha if dropped',
        'Effective weight',
        'Flags',
        'Results',
      ].map((name) => within(questionsTable).getByRole('columnheader', { name })),
    );
    expect(assemblyCells()).toEqual([
      ['0.98 (very good)', '0.83', '37.2%'],
      ['0.85 (very good)', '0.92', '34.2%'],
      ['0.88 (very good)', '0.94', '28.7%'],
      ['— (0 runs, fewer than 30)', '— (no evaluated answers)', '— (no evaluated answers)'],
    ]);
    // The note on how they are computed is folded under the table.
    await userEvent.click(screen.getByText(/How this is computed/));
    expect(
      screen.getByText(
        /Alpha if dropped is Cronbach’s alpha of the other questions; with every question it is 0\.94\./,
      ),
    ).toBeVisible();
    // A title is text, never markup.
    expect(within(table()).getByText('<img src=x onerror="alert(1)"> First')).toBeVisible();
    expect(table().querySelector('img')).toBeNull();
  });

  it('says why a figure is hidden when too few runs answered every question', async () => {
    await renderTable(statsOf(1));
    expect(assemblyCells()[0]).toEqual([
      '— (5 runs, fewer than 30)',
      '— (5 runs, fewer than 30)',
      '— (5 runs, fewer than 30)',
    ]);
    await userEvent.click(screen.getByText(/How this is computed/));
    expect(
      screen.getByText(
        /not shown, as Cronbach’s alpha is not \(5 runs answered every question; it needs at least 30\)/,
      ),
    ).toBeVisible();
  });

  it('gives a question whose scores move against the total no effective weight', async () => {
    await renderTable(statsOf(6, ([a = 0, b = 0, c = 0]) => [a, b, 100 - c]));
    expect(assemblyCells()[2]?.[2]).toBe('— (moves against the total)');
    // √4800 : √4700 between the other two.
    expect(assemblyCells().map((cells) => cells[2])).toEqual([
      '50.3%',
      '49.7%',
      '— (moves against the total)',
      '— (no evaluated answers)',
    ]);
  });

  it('says the figures are not computed yet before they are', async () => {
    await renderTable(null);
    for (const cells of assemblyCells()) expect(cells).toEqual(Array(3).fill('—not computed yet'));
  });
});
