import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type { DifReport, DifVerdict, QuestionDif, MantelHaenszel } from '@assessment-insights/statistics-engine';
import { difGap, questionDif } from '@assessment-insights/statistics-engine/testing';
import { failOnConsoleWarnings, openTableView, tableText } from '@/features/statistics/charts/charts.test-support';
import { difSentence } from '@/features/statistics/words/dif-sentence';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { FairComparison } from './FairComparison';

const HOSTILE = '<img src=x onerror=alert(1)>';

const question = (id: string, verdict: DifVerdict | null, overrides: Partial<QuestionDif>) =>
  questionDif(id, verdict, {
    hiddenReason: null,
    meanA: 52.4,
    meanB: 68.1,
    ...overrides,
  });

const QUESTIONS: QuestionDif[] = [
  question('q-joins', 'unfair-to-a', { gap: difGap(19.5, 13.6, 25.4) }),
  question('q-hostile', 'cannot-tell', {
    gap: difGap(6.1, -4, 16.2),
    uncertainty: 'wide-interval',
    runsToSettle: 140,
  }),
  question('q-loops', 'none', { gap: difGap(0.8, -4, 5.6) }),
  question('q-regex', null, { hiddenReason: 'few-runs', runsA: 12, runsB: 40, meanA: 61, meanB: 63 }),
];

const MODEL: DifReport = {
  passMark: 70,
  method: 'model',
  impact: { estimate: -0.824, standardError: 0.112 },
  modelQuestions: 3,
  questions: QUESTIONS,
};

const mh = (category: MantelHaenszel['category']): MantelHaenszel => ({
  alpha: 0.3,
  delta: 2.83,
  chiSquare: 9.1,
  p: 0.003,
  logAlphaSe: 0.3,
  deltaSe: 0.7,
  pAboveOne: 0.004,
  category,
});

const STRATA: DifReport = {
  ...MODEL,
  method: 'strata',
  impact: null,
  questions: QUESTIONS.map((q, index) =>
    q.verdict === null ? q : { ...q, mantelHaenszel: mh(index === 0 ? 'C' : 'A') },
  ),
};

const TITLES: Record<string, string> = {
  'q-joins': 'SQL joins',
  'q-hostile': HOSTILE,
  'q-loops': 'Loops',
  'q-regex': 'Regular expressions',
};
const LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(TITLES).map(([id, title], index) => [id, `${index + 1}. ${title}`]),
);
const NAMES: GroupNames = {
  a: 'group A (graduates)',
  b: 'group B (analysts)',
  titleOf: (id) => TITLES[id] ?? id,
};

const FAIR_TABLE = 'Questions at equal ability';
const CHART = 'Gap at equal ability, by question';

/** Renders the section and waits for its lazy chart, so nothing resolves after the test. */
async function renderFair(dif: DifReport = MODEL) {
  const user = userEvent.setup();
  const view = render(
    <FairComparison
      dif={dif}
      names={NAMES}
      labelOf={(id) => LABELS[id] ?? id}
      questionLink={(id, text) => <a href={`/questions/${id}`}>{text}</a>}
    />,
  );
  const figure = await screen.findByRole('figure', { name: CHART });
  return { user, figure, ...view };
}

describe('FairComparison', () => {
  failOnConsoleWarnings();
  beforeAll(() => import('@/features/statistics/charts/DifGapChart'));

  it('counts flagged, can’t tell, clear and unchecked questions apart, and names the model', async () => {
    await renderFair();

    expect(screen.getByRole('heading', { level: 2, name: 'Is a question unfair to a group?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Of 4 questions, 1 shows evidence of unfair functioning, 1 can’t tell \(the evidence does not rule out a large gap\), 1 shows no evidence and 1 was not checked\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No question shows evidence/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Compared at equal ability through a one-factor model over the 3 questions with varied scores in both groups; the groups differ by 0.82 SD ' +
          'in ability (B lower, standard error 0.11). Gaps are B − A in points of the 0–100 score, negative when B ' +
          'scores lower at equal ability.',
      ),
    ).toBeInTheDocument();
  });

  it('gives each question its verdict, the can’t-tell reason and the gap at equal ability; no ETS column with the model', async () => {
    await renderFair();

    const table = screen.getByRole('table', { name: FAIR_TABLE });
    expect(tableText(table)).toEqual([
      ['Question', 'Mean A', 'Mean B', 'Gap at equal ability', 'Verdict'],
      ['1. SQL joins', '52.4', '68.1', '19.5 (13.6 to 25.4), large', 'unfair to A'],
      [
        `2. ${HOSTILE}`,
        '52.4',
        '68.1',
        '6.1 (-4.0 to 16.2), moderate',
        'can’t tell: interval reaches a large gap; about 140 runs a group would settle it',
      ],
      ['3. Loops', '52.4', '68.1', '0.8 (-4.0 to 5.6), negligible', 'no evidence of unfair functioning'],
      ['4. Regular expressions', '61.0', '63.0', '—', 'not checked: too few runs (fewer than 30 in a group)'],
    ]);
    expect(within(table).queryByRole('columnheader', { name: 'ETS category' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '1. SQL joins' })).toHaveAttribute('href', '/questions/q-joins');
  });

  it('shows the ETS category column and the strata method line when the report used strata', async () => {
    await renderFair(STRATA);

    const table = screen.getByRole('table', { name: FAIR_TABLE });
    expect(within(table).getByRole('columnheader', { name: 'ETS category' })).toBeInTheDocument();
    expect(tableText(table).map((row) => row[4])).toEqual(['ETS category', 'C', 'A', 'A', '—']);
    expect(screen.getByText(/^Compared within bands of equal scores on the other questions\./)).toBeInTheDocument();
  });

  it('draws the gaps as a chart with its one-sentence summary and a table view', async () => {
    const { user, figure } = await renderFair();

    expect(
      within(figure).getByText(
        'At equal ability, 1 of 3 questions checked is unfair to group A (graduates), 1 can’t tell, 1 shows no ' +
          'evidence; 1 more was not checked and is not plotted; the widest 95% interval spans 20.2 points.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    const table = await openTableView(user, figure, `${CHART}, in points`);
    expect(tableText(table).map((row) => row.slice(0, 3))).toEqual([
      ['Question', 'Verdict', 'Gap at equal ability, B − A'],
      ['1. SQL joins', 'unfair to A', '19.5'],
      [`2. ${HOSTILE}`, 'can’t tell: interval reaches a large gap; about 140 runs a group would settle it', '6.1'],
      ['3. Loops', 'no evidence of unfair functioning', '0.8'],
      ['4. Regular expressions', 'not checked: too few runs (fewer than 30 in a group)', '—'],
    ]);
  });

  it('says each question in a sentence under "In words", naming its title and the groups, hostile titles as text', async () => {
    const { user, container } = await renderFair();

    await user.click(screen.getByText('In words'));
    const list = screen.getByRole('list', { name: 'Each question at equal ability, in words' });
    expect(list.closest('details')).toHaveAttribute('open');
    const sentences = within(list).getAllByRole('listitem');
    expect(sentences.map((item) => item.textContent)).toEqual(QUESTIONS.map((q) => difSentence(q, NAMES)));
    expect(sentences[1]?.textContent).toBe(
      `“${HOSTILE}”: group B (analysts) scores 15.7 points higher overall and 6.1 points higher at equal ability ` +
        '(95% CI -4.0 to 16.2): can’t tell, as the interval still reaches a gap of 10 points. About 140 runs a group would settle it.',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(`2. ${HOSTILE}`).length).toBeGreaterThan(0);
  });

  it('has no axe violations', async () => {
    const { container } = await renderFair();

    // jsdom has no layout: contrast and target size are checked by the e2e suite's axe.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
