import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

const { fake } = serveFakeApi();
const db = await fake.ready;
const pendingStandalone = db
  .sortedQuestionResults('created_at', true)
  .filter((row) => row.source === 'standalone' && row.status === 'pending');

describe('the explorer’s Charts view', () => {
  it('with a status filter that leaves out evaluated answers, says why there is no success rate and counts the rest', async () => {
    const app = await renderApp('/results?view=charts&source=standalone&status=pending');

    expect(await screen.findByRole('button', { name: 'Charts', pressed: true })).toBeInTheDocument();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('The Status filter leaves out evaluated answers');
    const answers = await screen.findByText('Answers', { selector: 'dt' }, { timeout: 10_000 });
    expect(answers.nextElementSibling).toHaveTextContent(
      `${pendingStandalone.length.toLocaleString('en')}: 0 evaluated, ${pendingStandalone.length.toLocaleString('en')} pending`,
    );
    // No table of rows in this view: the charts read every answer instead of one page.
    expect(screen.queryByRole('table', { name: 'Question results' })).not.toBeInTheDocument();
    const ranking = screen.getByRole('list', { name: /Success rate per question/ });
    expect(within(ranking).getAllByRole('listitem').length).toBeGreaterThan(0);
    await app.settled();
  });
});
