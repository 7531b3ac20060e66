import { describe, expect, it } from 'vitest';

import type { ChangePoint } from '../../math/change-point';
import { watchedQuestion } from './leak-signal';
import { scoreSignal, type LeakWatchEntry } from './leak-watch';

const APRIL_20 = Date.UTC(2026, 3, 20);
const MAY_3 = Date.UTC(2026, 4, 3);

function entry(direction: 'rise' | 'fall' | null, at = MAY_3): LeakWatchEntry {
  const changePoint = direction && ({ at, direction, flagged: true } as ChangePoint);
  return { questionId: 'q', evaluated: 400, changePoint, signal: changePoint ? scoreSignal(changePoint) : null };
}
const converging = (since: number) => ({ since, groupSize: 148 });

describe('watchedQuestion', () => {
  it('reads "likely leaked" when scores rose and answers converge, from the earlier month', () => {
    const both = watchedQuestion(entry('rise'), converging(APRIL_20));
    expect(both).toMatchObject({ likelyLeaked: true, flag: { kind: 'likely-leaked', since: APRIL_20 } });
    expect(watchedQuestion(entry('rise', APRIL_20), converging(MAY_3)).flag).toEqual({
      kind: 'likely-leaked',
      since: APRIL_20,
    });
  });

  it('shows either signal alone as its own flag', () => {
    expect(watchedQuestion(entry('rise'), null)).toMatchObject({
      likelyLeaked: false,
      flag: { kind: 'possibly-leaked', since: MAY_3 },
    });
    expect(watchedQuestion(entry(null), converging(APRIL_20))).toMatchObject({
      likelyLeaked: false,
      flag: { kind: 'answers-converging', since: APRIL_20 },
    });
    expect(watchedQuestion(entry(null), null).flag).toBeNull();
  });

  it('does not call a question that became harder leaked, whatever its answers do', () => {
    const harder = watchedQuestion(entry('fall'), converging(APRIL_20));
    expect(harder).toMatchObject({ likelyLeaked: false, flag: { kind: 'became-harder', since: MAY_3 } });
  });
});
