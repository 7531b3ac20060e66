import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { watchedQuestion, scoreSignal, type ChangePoint } from '@assessment-insights/statistics-engine';
import { LeakWatch } from './LeakWatch';
import { formatPValue, leakSignalText } from './leak-watch-text';

const change: ChangePoint = {
  index: 150,
  at: Date.UTC(2026, 3, 16),
  before: { n: 150, mean: 35.2 },
  after: { n: 230, mean: 84.1 },
  difference: 48.9,
  interval: { lower: 44, upper: 53.7 },
  statistic: 12,
  pValue: 0.001,
  permutations: 999,
  direction: 'rise',
  flagged: true,
};
const APRIL_15 = Date.UTC(2026, 3, 15);
const converging = { since: APRIL_15, groupSize: 148 };
const entries = [
  { questionId: 'q1', evaluated: 300, changePoint: { ...change, flagged: false, pValue: 0.4 }, signal: null },
  { questionId: 'q2', evaluated: 380, changePoint: change, signal: scoreSignal(change) },
  { questionId: 'q3', evaluated: 12, changePoint: null, signal: null },
].map((entry) => watchedQuestion(entry, null));
const titles = new Map([
  ['q1', '1. Stable'],
  ['q2', '2. Leaked'],
  ['q3', '3. Rare'],
]);

describe('LeakWatch', () => {
  it('lists only the flagged questions, each with what changed and how sure it is', () => {
    render(<LeakWatch entries={entries} titleOf={titles} questionLink={(_, text) => <a href="#q">{text}</a>} />);
    const items = within(screen.getByRole('region', { name: 'Leak and drift watch' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2. Leaked: possibly leaked since April 2026 — scores: facility 35.2 → 84.1 (+48.9 points, 95% CI +44.0 to +53.7), ' +
        'p ≤ 0.001; 150 evaluated answers before, 230 after.',
    ]);
    expect(screen.getByText(/2 of 3 questions tested; 1 had fewer than 60 evaluated answers to test/)).toBeVisible();
  });

  it('says so when nothing changed', () => {
    render(<LeakWatch entries={entries.slice(0, 1)} titleOf={titles} questionLink={(_, text) => text} />);
    expect(screen.getByText(/^No question’s facility changed over time beyond what chance explains/)).toBeVisible();
  });

  it('reads both signals together as "likely leaked", and answers converging alone as their own flag', () => {
    const [stable, leaked, rare] = entries;
    if (!stable || !leaked || !rare) throw new Error('Entries missing.');
    const both = [watchedQuestion(stable, converging), watchedQuestion(leaked, converging), rare];
    render(<LeakWatch entries={both} titleOf={titles} questionLink={(_, text) => text} />);
    const items = within(screen.getByRole('region', { name: 'Leak and drift watch' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. Stable: answers converging since April 2026 Answers: a group of 148 near-identical answers took a ' +
        'growing share of new answers since April 2026 (see Similar answers).',
      expect.stringMatching(
        /^2\. Leaked: likely leaked since April 2026 — scores: facility 35\.2 → 84\.1 .* Answers: a group of 148/,
      ),
    ]);
  });

  it('words each leak signal with its UTC month', () => {
    const [APRIL_20, MAY_3, FEBRUARY_15] = [Date.UTC(2026, 3, 20), Date.UTC(2026, 4, 3), Date.UTC(2026, 1, 15)];
    expect(leakSignalText({ kind: 'likely-leaked', since: APRIL_20 })).toBe('likely leaked since April 2026');
    expect(leakSignalText({ kind: 'possibly-leaked', since: MAY_3 })).toBe('possibly leaked since May 2026');
    expect(leakSignalText({ kind: 'answers-converging', since: APRIL_20 })).toBe('answers converging since April 2026');
    expect(leakSignalText({ kind: 'became-harder', since: FEBRUARY_15 })).toBe('became harder since February 2026');
    // The month is UTC's: the last minute of April is April wherever the reader is.
    expect(leakSignalText({ kind: 'possibly-leaked', since: Date.UTC(2026, 3, 30, 23, 59) })).toBe(
      'possibly leaked since April 2026',
    );
  });

  it('bounds a p-value at the floor of its permutations instead of claiming it', () => {
    expect(formatPValue(0.001, 999)).toBe('p ≤ 0.001');
    expect(formatPValue(0.0042, 999)).toBe('p = 0.004');
  });
});
