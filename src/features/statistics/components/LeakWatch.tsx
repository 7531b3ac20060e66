import type { ReactNode } from 'react';

import {
  DEFAULT_ALPHA,
  DEFAULT_MIN_EFFECT,
  DEFAULT_MIN_SIDE,
  type ChangePoint,
  type LeakWatchEntry,
} from '../engine/change-point';
import { formatCount, formatFacility } from '../engine/format';

/**
 * "p = 0.004", or "p ≤ 0.001" at the floor of R permutations, (0 + 1)/(R + 1): no permuted split
 * was as strong, which bounds p without measuring it.
 */
export function formatPValue(pValue: number, permutations: number): string {
  return pValue <= 1 / (permutations + 1)
    ? `p ≤ ${(1 / (permutations + 1)).toPrecision(1)}`
    : `p = ${pValue.toFixed(3)}`;
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${formatFacility(Math.abs(value))}`;

/** What changed, in words: "facility 35.5 → 84.1 (+48.6 points, 95% CI +43.9 to +53.3), p < 0.001; 154 answers before, 232 after". */
export function changeDetails(change: ChangePoint): string {
  const interval = change.interval
    ? `, 95% CI ${signed(change.interval.lower)} to ${signed(change.interval.upper)}`
    : '';
  return (
    `facility ${formatFacility(change.before.mean)} → ${formatFacility(change.after.mean)} ` +
    `(${signed(change.difference)} points${interval}), ${formatPValue(change.pValue, change.permutations)}; ` +
    `${formatCount(change.before.n)} evaluated answers before, ${formatCount(change.after.n)} after`
  );
}

export const LEAK_WATCH_METHOD =
  `Each question’s evaluated scores in time order are split where the mean changes most (a CUSUM ` +
  `change-point test); a permutation test says how often a split this strong comes from chance. A question ` +
  `is flagged when that is under ${formatCount(DEFAULT_ALPHA * 100)}% (p < ${DEFAULT_ALPHA}), the change is at least ` +
  `${formatCount(DEFAULT_MIN_EFFECT)} points, and each side has at least ${formatCount(DEFAULT_MIN_SIDE)} evaluated answers.`;

/**
 * The leak and drift watch of an assessment's questions: the flagged ones first, each with what
 * changed and when, then how many were tested and how many had too few answers to test.
 */
export function LeakWatch({
  entries,
  titleOf,
  questionLink,
}: {
  entries: readonly LeakWatchEntry[];
  titleOf: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const flagged = entries.filter((entry) => entry.label !== null && entry.changePoint);
  const tested = entries.filter((entry) => entry.changePoint !== null).length;
  const untested = entries.length - tested;
  return (
    <section aria-labelledby="leak-watch" className="leak-watch">
      <h3 id="leak-watch">Leak and drift watch</h3>
      {flagged.length > 0 ? (
        <ul className="leak-watch-list">
          {flagged.map((entry) => (
            <li key={entry.questionId}>
              {questionLink(entry.questionId, titleOf.get(entry.questionId) ?? entry.questionId)}:{' '}
              <strong className="leak-watch-label">{entry.label}</strong>
              {entry.changePoint && <span className="leak-watch-details"> — {changeDetails(entry.changePoint)}.</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p>No question’s facility changed over time beyond what chance explains.</p>
      )}
      <p className="muted">
        {formatCount(tested)} of {formatCount(entries.length)} questions tested
        {untested > 0 &&
          `; ${formatCount(untested)} had fewer than ${formatCount(2 * DEFAULT_MIN_SIDE)} evaluated answers to test`}
        . {LEAK_WATCH_METHOD}
      </p>
    </section>
  );
}
