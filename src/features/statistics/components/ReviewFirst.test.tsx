import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ReviewList } from '@assessment-insights/statistics-engine';
import { ReviewFirst } from './ReviewFirst';

const titles = new Map([
  ['q1', '1. <b onmouseover="alert(1)">Reversed</b>'],
  ['q2', '2. Weak'],
  ['q3', '3. Trivial'],
]);
const review: ReviewList = {
  first: [
    {
      questionId: 'q1',
      reasons: [
        { kind: 'negative-discrimination', discrimination: -0.12 },
        { kind: 'alpha-rises', from: 0.78, to: 0.81 },
      ],
    },
    { questionId: 'q2', reasons: [{ kind: 'low-discrimination', discrimination: 0.13 }] },
    { questionId: 'q3', reasons: [{ kind: 'very-easy', facility: 96.04 }] },
  ],
  others: 2,
};

function renderList(list: ReviewList) {
  render(
    <ReviewFirst review={list} titleOf={titles} questionLink={(id, text) => <a href={`/questions/${id}`}>{text}</a>} />,
  );
  return screen.getByRole('region', { name: 'Questions to review first' });
}

describe('ReviewFirst', () => {
  it('lists the questions in order, each once with all its reasons as sentences with the figures', () => {
    const section = renderList(review);
    const items = within(section).getAllByRole('list')[0]!.children;
    expect([...items].map((item) => within(item as HTMLElement).getAllByRole('link')[0]?.textContent)).toEqual([
      '1. <b onmouseover="alert(1)">Reversed</b>',
      '2. Weak',
      '3. Trivial',
    ]);
    // The title is text, not markup.
    expect(section.querySelector('b')).toBeNull();
    expect(
      within(items[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual([
      'Its discrimination is -0.12: candidates who do well on the other questions do worse on this one, so check its grading.',
      'Alpha would rise from 0.78 to 0.81 without it.',
    ]);
    expect(
      within(section).getByText(
        'Its discrimination is 0.13 (poor): it barely tells stronger candidates from weaker ones.',
      ),
    ).toBeVisible();
    expect(
      within(section).getByText('Its facility is 96.0 (very easy): almost every candidate scores well on it.'),
    ).toBeVisible();
    expect(within(section).getByText('2 more questions have one of these reasons.')).toBeVisible();
  });

  it('says when no question stands out', () => {
    const section = renderList({ first: [], others: 0 });
    expect(within(section).getByText(/^No question stands out/)).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
