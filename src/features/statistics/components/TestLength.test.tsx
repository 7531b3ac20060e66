import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { type Reliability, lengthPlan } from '@assessment-insights/statistics-engine';
import { LENGTH_ASSUMPTION, TestLength } from './TestLength';

const reliabilityOf = (alpha: number | null, questions: number, runs = 200): Reliability => ({
  alpha,
  questions,
  runs,
  sem: alpha === null ? null : 5,
  hiddenReason: alpha === null ? 'few-runs' : null,
});

function renderPlan(reliability: Reliability) {
  render(<TestLength plan={lengthPlan(reliability)} reliability={reliability} />);
  return screen.getByRole('region', { name: 'Test length' });
}

describe('TestLength', () => {
  it('says in one sentence how many questions of the same quality each target needs, with the assumption', async () => {
    // test-assembly.test.ts: 12 questions at 0.78 need 14 for 0.80 and 31 for 0.90.
    const section = renderPlan(reliabilityOf(0.78, 12));
    expect(
      within(section).getByText(
        'With 12 questions alpha is 0.78, already at or above 0.70; about 14 questions of the same quality would ' +
          'reach 0.80, 31 would reach 0.90.',
      ),
    ).toBeVisible();
    // The assumption is folded under the figures, one click away.
    expect(within(section).getByText(LENGTH_ASSUMPTION)).not.toBeVisible();
    await userEvent.click(within(section).getByText(/How this is computed/));
    expect(within(section).getByText(LENGTH_ASSUMPTION)).toBeVisible();
    const rows = within(within(section).getByRole('table', { name: 'Questions needed for each alpha' }))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Target alpha', 'Questions needed', 'Predicted alpha'],
      ['0.70', 'already reached with 12 questions', '0.78'],
      // 14/12 · 0.78 / (1 + 2/12 · 0.78) = 0.8054; 31/12: 0.9016.
      ['0.80', '14 (2 more)', '0.81'],
      ['0.90', '31 (19 more)', '0.90'],
    ]);
  });

  it('predicts alpha for a length the reader types', async () => {
    const user = userEvent.setup();
    const section = renderPlan(reliabilityOf(0.78, 12));
    const field = within(section).getByRole('spinbutton', { name: 'Try a number of questions' });
    expect(
      within(section).getByText(/With 24 questions of the same quality, alpha would be about 0\.88\./),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, '6');
    // m = 1/2: 0.39 / 0.61 = 0.639.
    expect(within(section).getByText('With 6 questions of the same quality, alpha would be about 0.64.')).toBeVisible();
    await user.clear(field);
    expect(within(section).getByText('Enter a whole number from 1 to 500.')).toBeVisible();
  });

  it('says when every target is reached already', () => {
    render(<TestLength plan={lengthPlan(reliabilityOf(73 / 78, 3))} reliability={reliabilityOf(73 / 78, 3)} />);
    expect(screen.getByText('With 3 questions alpha is 0.94, already at or above 0.70, 0.80 and 0.90.')).toBeVisible();
  });

  it('plans nothing when alpha is hidden', () => {
    const section = renderPlan(reliabilityOf(null, 3, 12));
    expect(
      within(section).getByText(
        'Test length is not planned: Cronbach’s alpha is not shown (12 runs answered every question; it needs at least 30).',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('spinbutton')).toBeNull();
  });

  it('plans nothing when alpha is not above 0', () => {
    const section = renderPlan(reliabilityOf(-0.25, 8));
    expect(
      within(section).getByText(/^With 8 questions alpha is .0\.25: the questions do not measure one thing/),
    ).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
