import type { ReactNode } from 'react';

import type { WatchedQuestion } from '@assessment-insights/statistics-engine';
import { formatCount } from '@/features/statistics/format';
import { changeDetails, convergingDetails, LEAK_WATCH_METHOD, leakSignalText } from './leak-watch-text';
import { MethodNote } from './MethodNote';
import { CHANGE_POINT_DEFAULTS } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The leak and drift watch of an assessment's questions: the flagged ones first, each with what
 * changed and when (scores, and coding and free-text answers converging on one solution), then how many were tested and how many had too few answers to test.
 */
export function LeakWatch({
  entries,
  titleOf,
  questionLink,
  compareLink,
}: {
  entries: readonly WatchedQuestion[];
  titleOf: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
  /**
   * A link comparing the candidates before and after the change at equal scores on the other
   * questions, which tells "the question got easier" from "later candidates are stronger".
   */
  compareLink?: (since: string) => ReactNode;
}) {
  const flagged = entries.flatMap((entry) => (entry.flag ? [{ ...entry, flag: entry.flag }] : []));
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
              <strong className="leak-watch-label">{leakSignalText(entry.flag)}</strong>
              {entry.signal && entry.changePoint && (
                <span className="leak-watch-details"> — scores: {changeDetails(entry.changePoint)}.</span>
              )}
              {entry.converging && <span className="leak-watch-details"> {convergingDetails(entry.converging)}</span>}
              {entry.signal && entry.changePoint && compareLink && (
                <> {compareLink(new Date(entry.changePoint.at).toISOString())}</>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No question’s facility changed over time beyond what chance explains, and no question’s answers converge on
          one solution.
        </p>
      )}
      <p className="muted">
        {formatCount(tested)} of {formatCount(entries.length)} questions tested
        {untested > 0 &&
          `; ${formatCount(untested)} had fewer than ${formatCount(2 * CHANGE_POINT_DEFAULTS.minSide)} evaluated answers to test`}
        .
      </p>
      <MethodNote about="the leak and drift watch">
        <p>{LEAK_WATCH_METHOD}</p>
      </MethodNote>
    </section>
  );
}
