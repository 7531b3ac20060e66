import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { legendEntries, openTableView, tableText } from './charts.test-support';
import { SuccessRateRanking, type RankedQuestion } from './SuccessRateRanking';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** Highest first as the engine ranks them, except the unrated one the caller left in the middle. */
const items: RankedQuestion[] = [
  {
    questionId: 'q-recursion',
    label: 'Recursion basics',
    rate: 0.91,
    interval: { lower: 0.873, upper: 0.936 },
    n: 301,
    ungraded: 2,
    band: 'very-easy',
    lowConfidence: false,
  },
  {
    questionId: 'q-hostile',
    label: HOSTILE,
    rate: null,
    interval: null,
    n: 0,
    ungraded: 5,
    band: null,
    lowConfidence: true,
  },
  {
    questionId: 'q-joins',
    label: 'SQL joins',
    rate: 0.448,
    interval: { lower: 0.42734, upper: 0.46912 },
    n: 2202,
    ungraded: 131,
    band: 'about-right',
    lowConfidence: false,
  },
  {
    questionId: 'q-big-o',
    label: 'Big-O notation',
    rate: 0.125,
    interval: { lower: 0.035, upper: 0.36 },
    n: 24,
    ungraded: 0,
    band: 'very-hard',
    lowConfidence: true,
  },
];

const renderLink = (item: RankedQuestion) => <a href={`/questions/${item.questionId}`}>{item.label}</a>;

function renderRanking(props: Partial<Parameters<typeof SuccessRateRanking>[0]> = {}) {
  const user = userEvent.setup();
  render(<SuccessRateRanking items={items} passMark={70} caption="Success rate by question" {...props} />);
  const figure = screen.getByRole('figure', { name: 'Success rate by question' });
  const list = within(figure).getAllByRole('list')[0];
  if (!list) throw new Error('no ranking list');
  return { user, figure, list, rows: within(list).getAllByRole('listitem') };
}

describe('SuccessRateRanking', () => {
  it('lists the questions as links, highest success rate first and those without evaluated answers last', () => {
    const { list } = renderRanking({ renderLabel: renderLink });

    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Recursion basics', 'SQL joins', 'Big-O notation', HOSTILE]);
    expect(links[1]).toHaveAttribute('href', '/questions/q-joins');
  });

  it('gives each ranked question its rate, interval, band by name and evaluated answers', () => {
    const { rows } = renderRanking();

    expect(rows[0]).toHaveTextContent('91.0% (95% interval 87.3–93.6%) · very easy · n = 301 · 2 ungraded');
    expect(rows[1]).toHaveTextContent('44.8% (95% interval 42.7–46.9%) · about right · n = 2,202 · 131 ungraded');
    expect(rows[2]).toHaveTextContent('12.5% (95% interval 3.5–36.0%) · very hard · n = 24');
    expect(rows[2]).not.toHaveTextContent('ungraded');
  });

  it('marks low confidence on the question with fewer than 30 evaluated answers only', () => {
    const { rows } = renderRanking();

    expect(within(rows[2] as HTMLElement).getByText('low confidence')).toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('low confidence');
    expect(rows[1]).not.toHaveTextContent('low confidence');
  });

  it('says "no evaluated answers" for a question without a rate, with its ungraded answers', () => {
    const { rows } = renderRanking();

    const last = rows[3] as HTMLElement;
    expect(last).toHaveTextContent(`${HOSTILE}no evaluated answers · 5 ungraded`);
    expect(last).not.toHaveTextContent('%');
  });

  it('renders a hostile title as text, never as HTML', () => {
    const { figure } = renderRanking();

    expect(figure.querySelector('img')).toBeNull();
    expect(within(figure).getAllByText(HOSTILE).length).toBeGreaterThan(0);
  });

  it('summarises the ranking in one sentence, ungraded answers included', () => {
    renderRanking();

    expect(
      screen.getByText(
        "Of 4 questions, the hardest is 'Big-O notation' at 12.5% (n = 24); the easiest is 'Recursion basics' at " +
          '91.0% (n = 301); 1 has no evaluated answers to rank; 1 is low confidence (fewer than 30 evaluated ' +
          'answers); 138 answers are pending or could not be graded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/scoring 70 or more/)).toBeInTheDocument();
  });

  it('names every facility band in the key', () => {
    const { figure } = renderRanking();

    expect(legendEntries(figure, 'Facility bands')).toEqual([
      'very hard (below 20)',
      'hard (20–34)',
      'about right (35–64)',
      'easy (65–89)',
      'very easy (90 or more)',
    ]);
  });

  it('makes each label a button that selects the question, by keyboard too', async () => {
    const onSelect = vi.fn();
    const { user, list } = renderRanking({ onSelect });

    await user.tab();
    expect(within(list).getByRole('button', { name: 'Recursion basics' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(list).getByRole('button', { name: 'SQL joins' }));

    expect(onSelect.mock.calls).toEqual([['q-recursion'], ['q-joins']]);
  });

  it('shows the same numbers as a table', async () => {
    const { user, figure } = renderRanking({ renderLabel: renderLink });

    const table = await openTableView(user, figure, 'Success rate by question: success rate at the pass mark of 70');
    expect(tableText(table)).toEqual([
      ['Rank', 'Question', 'Success rate', '95% interval', 'Evaluated (n)', 'Ungraded', 'Band'],
      ['1', 'Recursion basics', '91.0%', '87.3–93.6%', '301', '2', 'very easy'],
      ['2', 'SQL joins', '44.8%', '42.7–46.9%', '2,202', '131', 'about right'],
      ['3', 'Big-O notation', '12.5% (low confidence)', '3.5–36.0%', '24', '0', 'very hard'],
      ['not ranked', HOSTILE, 'no evaluated answers', '—', '0', '5', '—'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'SQL joins' })).toContainElement(
      within(table).getByRole('link', { name: 'SQL joins' }),
    );
  });

  it('says so when there is nothing to rank', () => {
    render(<SuccessRateRanking items={[]} passMark={70} caption="Success rate by question" />);

    expect(screen.getByText('There are no questions to rank.')).toBeInTheDocument();
  });
});
