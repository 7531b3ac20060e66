import { describe, expect, it } from 'vitest';

import type { ChangePoint } from '../math/change-point';
import { watchedQuestion } from './leak-signal';
import { changeLabel, type LeakWatchEntry } from './leak-watch';
import { convergingLabel } from './similar-answers';

const APRIL_20 = Date.UTC(2026, 3, 20);
const MAY_3 = Date.UTC(2026, 4, 3);

function entry(direction: 'rise' | 'fall' | null, at = MAY_3): LeakWatchEntry {
  const changePoint = direction && ({ at, direction, flagged: true } as ChangePoint);
  return { questionId: 'q', evaluated: 400, changePoint, label: changePoint ? changeLabel(changePoint) : null };
}
const converging = (since: number) => ({ since, label: convergingLabel(since), groupSize: 148 });

describe('watchedQuestion', () => {
  it('reads "likely leaked" when scores rose and answers converge, from the earlier month', () => {
    const both = watchedQuestion(entry('rise'), converging(APRIL_20));
    expect(both).toMatchObject({ likelyLeaked: true, flag: 'likely leaked since April 2026' });
    expect(watchedQuestion(entry('rise', APRIL_20), converging(MAY_3)).flag).toBe('likely leaked since April 2026');
  });

  it('shows either signal alone as its own flag', () => {
    expect(watchedQuestion(entry('rise'), null)).toMatchObject({
      likelyLeaked: false,
      flag: 'possibly leaked since May 2026',
    });
    expect(watchedQuestion(entry(null), converging(APRIL_20))).toMatchObject({
      likelyLeaked: false,
      flag: 'answers converging since April 2026',
    });
    expect(watchedQuestion(entry(null), null).flag).toBeNull();
  });

  it('does not call a question that became harder leaked, whatever its answers do', () => {
    const harder = watchedQuestion(entry('fall'), converging(APRIL_20));
    expect(harder).toMatchObject({ likelyLeaked: false, flag: 'became harder since May 2026' });
  });
});
