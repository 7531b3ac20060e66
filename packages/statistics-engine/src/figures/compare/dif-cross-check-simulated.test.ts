import { describe, expect, it } from 'vitest';

import { bruteDif } from '../../testing/brute-force-dif';
import { difFlags, expectAgreement } from '../../testing/brute-force-dif-agreement';
import { bruteModel } from '../../testing/brute-force-dif-model';
import { differentialItemFunctioning } from './dif';
import { hiringGroup } from '../../testing/dif-simulation';

/** The fairness check through the model against a plain computation, on simulated hiring screens. */
describe('DIF through the model against a plain computation', () => {
  const verdicts = difFlags;
  it('agrees on simulated screens of four questions, where the model purifies one question at a time', () => {
    const options = { passMark: 60 };
    // 500 runs a group of equal ability, the first question 20 points harder for B. Before
    // purification its gap drags the impact down, and the three others show moderate or large
    // gaps well clear of none; left out of the anchors, it alone is flagged.
    const a = hiringGroup({ runs: 500, questions: 4, ability: 0, seed: 1 });
    const b = hiringGroup({ runs: 500, questions: 4, ability: 0, shifts: { 0: -20 }, seed: 2 });
    for (const { gap } of bruteModel(a, b).stage(new Set()).slice(1)) {
      expect(gap?.size).not.toBe('negligible');
      expect(gap?.p).toBeLessThan(0.001);
    }
    const large = differentialItemFunctioning(a, b, options);
    expectAgreement(large, bruteDif(a, b, options), '500 runs a group');
    expect(verdicts(large)).toEqual([['q1', 'unfair-to-b']]);
    expect(large.questions.map((question) => question.verdict)).toEqual(['unfair-to-b', 'none', 'none', 'none']);

    // 50 runs a group, B a SD below A: the unfair question is still flagged, and the others read
    // "can't tell", for a wide interval or for the matching.
    const smallA = hiringGroup({ runs: 50, questions: 4, ability: 0, seed: 3 });
    const smallB = hiringGroup({ runs: 50, questions: 4, ability: -1, shifts: { 0: -20 }, seed: 4 });
    const small = differentialItemFunctioning(smallA, smallB, options);
    expectAgreement(small, bruteDif(smallA, smallB, options), '50 runs a group');
    expect(verdicts(small)).toEqual([['q1', 'unfair-to-b']]);
    expect(small.questions.map((question) => question.uncertainty)).toEqual([
      null,
      'wide-interval',
      'unreliable-matching',
      'unreliable-matching',
    ]);
  }, 60_000);

  it('agrees where a resample’s loadings could stop at a worse local minimum, with one at the ceiling', () => {
    // Weak correlations, 50 runs a group: in one of the bootstrap's resamples the descent from the
    // full sample's loadings holds the wrong question at the ceiling; both take the lowest minimum.
    const options = { passMark: 60 };
    const a = hiringGroup({ runs: 50, questions: 4, ability: 0, seed: 7 });
    const b = hiringGroup({ runs: 50, questions: 4, ability: -1, shifts: { 0: -20 }, seed: 8 });
    expectAgreement(differentialItemFunctioning(a, b, options), bruteDif(a, b, options), 'seeds 7 and 8');
    const c = hiringGroup({ runs: 40, questions: 3, ability: 0, seed: 1 });
    const d = hiringGroup({ runs: 25, questions: 3, ability: 0, seed: 2 });
    expectAgreement(differentialItemFunctioning(c, d, options), bruteDif(c, d, options), 'three questions');
  }, 60_000);
});
