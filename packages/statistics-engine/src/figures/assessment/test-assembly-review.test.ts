import { describe, expect, it } from 'vitest';

import { reviewList, type ReviewInput } from './test-assembly-review';

/** A question with shown figures that give no reason, changed as a test needs. */
function question(questionId: string, changes: Partial<Omit<ReviewInput, 'questionId'>> = {}): ReviewInput {
  return {
    questionId,
    facility: 60,
    counts: { evaluated: 200 },
    discrimination: { r: 0.45 },
    alphaIfDropped: { alpha: 0.7, hiddenReason: null },
    ...changes,
  };
}
const dropped = (alpha: number | null) => ({
  alphaIfDropped: { alpha, hiddenReason: alpha === null ? ('few-runs' as const) : null },
});
const reliability = { alpha: 0.78 };

describe('reviewList', () => {
  it('orders by what helps most: negative discrimination, alpha rising if dropped, low discrimination, extreme facility', () => {
    const list = reviewList(
      [
        question('fine'),
        question('very-easy', { facility: 95.2 }),
        question('poor', { discrimination: { r: 0.12 } }),
        question('rises-a-little', dropped(0.79)),
        question('negative', { discrimination: { r: -0.08 }, ...dropped(0.81) }),
        question('rises-more', dropped(0.83)),
      ],
      reliability,
    );
    expect(list.first.map((entry) => entry.questionId)).toEqual([
      'negative',
      'rises-more',
      'rises-a-little',
      'poor',
      'very-easy',
    ]);
    expect(list.others).toBe(0);
    // A question appears once, with every reason it has.
    expect(list.first[0]?.reasons).toEqual([
      { kind: 'negative-discrimination', discrimination: -0.08 },
      { kind: 'alpha-rises', from: 0.78, to: 0.81 },
    ]);
  });

  it('orders within a kind by how far it goes, ties in question order, and keeps five', () => {
    const list = reviewList(
      [
        question('hard-19', { facility: 19 }),
        question('easy-91', { facility: 91 }),
        question('hard-5', { facility: 5 }),
        question('easy-99', { facility: 99 }),
        question('poor-0.15', { discrimination: { r: 0.15 } }),
        question('poor-0.02', { discrimination: { r: 0.02 } }),
        question('poor-0.02-later', { discrimination: { r: 0.02 } }),
      ],
      reliability,
    );
    expect(list.first.map((entry) => entry.questionId)).toEqual([
      'poor-0.02',
      'poor-0.02-later',
      'poor-0.15',
      // 15 points into "very hard", then 9 into "very easy".
      'hard-5',
      'easy-99',
    ]);
    expect(list.others).toBe(2);
  });

  it('decides on figures as shown, and gives no reason for a hidden figure or a low-confidence facility', () => {
    const list = reviewList(
      [
        // −0.004 is shown as 0.00: poor, not negative.
        question('rounds-to-zero', { discrimination: { r: -0.004 } }),
        // 0.7849 and 0.78 both show as 0.78: no rise to report.
        question('same-as-shown', dropped(0.7849)),
        question('hidden', { discrimination: { r: null }, ...dropped(null) }),
        question('few-answers', { facility: 98, counts: { evaluated: 12 } }),
        // 89.96 is shown as 90.0: very easy.
        question('shown-90', { facility: 89.96 }),
      ],
      reliability,
    );
    expect(list.first).toEqual([
      { questionId: 'rounds-to-zero', reasons: [{ kind: 'low-discrimination', discrimination: -0.004 }] },
      { questionId: 'shown-90', reasons: [{ kind: 'very-easy', facility: 89.96 }] },
    ]);
  });

  it('lists no rise in alpha when alpha itself is hidden', () => {
    expect(reviewList([question('rises', dropped(0.9))], { alpha: null }).first).toEqual([]);
  });
});
