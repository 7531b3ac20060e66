import type { Reliability } from './alpha';
import { discriminationBand, facilityBand } from '../question/bands';
import type { AlphaIfDropped } from './test-assembly';
import { roundAsShown } from '../../math/shown';
import { CORRELATION_DIGITS, LOW_CONFIDENCE_BELOW } from '../../thresholds/index';

/** The reasons to review a question (docs/statistics.md §3), in RANK order; a question ranks by its first. */
export type ReviewReason =
  | { kind: 'negative-discrimination'; discrimination: number }
  | { kind: 'alpha-rises'; from: number; to: number }
  | { kind: 'low-discrimination'; discrimination: number }
  | { kind: 'very-hard'; facility: number }
  | { kind: 'very-easy'; facility: number };

export interface ReviewQuestion {
  questionId: string;
  reasons: ReviewReason[];
}

export interface ReviewList {
  /** At most REVIEW_FIRST questions, the one that would help most first. */
  first: ReviewQuestion[];
  /** Questions with a reason beyond those. */
  others: number;
}

export const REVIEW_FIRST = 5;
/** docs/statistics.md §4: the facility bands' outer edges. */
const VERY_HARD_BELOW = 20;
const VERY_EASY_FROM = 90;

export interface ReviewInput {
  questionId: string;
  facility: number | null;
  counts: { evaluated: number };
  discrimination: { r: number | null };
  alphaIfDropped: AlphaIfDropped;
}

/** What would help most: a reversed question, then one that lowers alpha, then one that barely discriminates, then one nearly everyone passes or fails. */
const RANK: Record<ReviewReason['kind'], number> = {
  'negative-discrimination': 0,
  'alpha-rises': 1,
  'low-discrimination': 2,
  'very-hard': 3,
  'very-easy': 3,
};

/** Within a rank, lower first: the lowest discrimination, the largest rise, the facility furthest past its band's edge. */
function severity(reason: ReviewReason): number {
  switch (reason.kind) {
    case 'negative-discrimination':
    case 'low-discrimination':
      return reason.discrimination;
    case 'alpha-rises':
      return reason.from - reason.to;
    case 'very-hard':
      return reason.facility - VERY_HARD_BELOW;
    case 'very-easy':
      return VERY_EASY_FROM - reason.facility;
  }
}

/**
 * Questions to review first. Each test is made on figures as shown (§1), and a hidden figure gives
 * no reason; a facility of fewer than 30 evaluated answers (low confidence) gives none either.
 */
export function reviewList(questions: readonly ReviewInput[], reliability: Pick<Reliability, 'alpha'>): ReviewList {
  const withReasons = questions.flatMap((question, order) => {
    const reasons = reviewReasons(question, reliability);
    const [first] = reasons;
    return first ? [{ questionId: question.questionId, reasons, order, first }] : [];
  });
  withReasons.sort(
    (a, b) => RANK[a.first.kind] - RANK[b.first.kind] || severity(a.first) - severity(b.first) || a.order - b.order,
  );
  return {
    first: withReasons.slice(0, REVIEW_FIRST).map(({ questionId, reasons }) => ({ questionId, reasons })),
    others: Math.max(0, withReasons.length - REVIEW_FIRST),
  };
}

/** A question's reasons to review it, in RANK order (reviewList's tests, for every question). */
export function reviewReasons(question: ReviewInput, reliability: Pick<Reliability, 'alpha'>): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const r = question.discrimination.r;
  const band = r === null ? null : discriminationBand(r);
  if (r !== null && band === 'negative') reasons.push({ kind: 'negative-discrimination', discrimination: r });
  const from = reliability.alpha;
  const to = question.alphaIfDropped.alpha;
  if (from !== null && to !== null && roundAsShown(to, CORRELATION_DIGITS) > roundAsShown(from, CORRELATION_DIGITS))
    reasons.push({ kind: 'alpha-rises', from, to });
  if (r !== null && band === 'poor') reasons.push({ kind: 'low-discrimination', discrimination: r });
  const { facility } = question;
  if (facility !== null && question.counts.evaluated >= LOW_CONFIDENCE_BELOW) {
    const facilityBandShown = facilityBand(facility);
    if (facilityBandShown === 'very-hard') reasons.push({ kind: 'very-hard', facility });
    if (facilityBandShown === 'very-easy') reasons.push({ kind: 'very-easy', facility });
  }
  return reasons;
}
