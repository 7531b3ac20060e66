import { roundAsShown } from '../../math/shown';
import { Z_95 } from '../../math/wilson';
import type { MantelHaenszel, StandardizedMeanDifference } from './dif-statistics';
import type { DifAdjusted, DifGap, DifUncertainty, DifVerdict, QuestionDif } from './dif-types';
import { DIF_ALPHA, SMD_LARGE, SMD_MODERATE, UNRELIABLE_MATCHING_SHARE, FACILITY_DIGITS } from '../../thresholds/index';

/** The verdicts of docs/statistics.md §6: flags, "can't tell", and what would settle it. */

/** A flag's direction, or none: the verdicts a test gives before "can't tell" is considered. */
export type DifFlag = Exclude<DifVerdict, 'cannot-tell'>;

/**
 * Strata: ETS category B or C, or a moderate or large SMD, flags the question in that method's
 * direction when its test stays significant after adjustment (`adjusted`; unadjusted p by
 * default); agreeing flags (or one alone) give the verdict, opposite ones 'mixed'.
 */
export function verdictOf(
  smd: StandardizedMeanDifference | null,
  mh: MantelHaenszel | null,
  adjusted: DifAdjusted = { gap: smd?.p ?? null, mantelHaenszel: mh?.p ?? null },
): DifFlag {
  const against = new Set<'a' | 'b'>();
  // Δ < 0: A's odds of passing are higher at equal rest score, the question favours A.
  if (mh && mh.category !== 'A' && mh.delta !== null && significant(adjusted.mantelHaenszel))
    against.add(mh.delta < 0 ? 'b' : 'a');
  const gapFlag = modelFlag(smd, adjusted.gap);
  if (gapFlag !== 'none') against.add(gapFlag === 'unfair-to-b' ? 'b' : 'a');
  if (against.size === 2) return 'mixed';
  return against.has('b') ? 'unfair-to-b' : against.has('a') ? 'unfair-to-a' : 'none';
}

/** A moderate or large gap whose adjusted test is significant flags the question in its direction. */
export function modelFlag(gap: DifGap | null, q: number | null): DifFlag {
  if (!gap || gap.size === 'negligible' || !significant(q)) return 'none';
  return gap.estimate < 0 ? 'unfair-to-b' : 'unfair-to-a';
}

const significant = (q: number | null) => q !== null && q < DIF_ALPHA;

/**
 * With no flag, "no evidence of unfair functioning" only when the gap's interval rules out a
 * large gap (|gap| ≥ SMD_LARGE points, on the bounds as shown); otherwise "can't tell". Without a
 * gap or its interval the matching itself failed, and the other questions are to blame.
 */
export function settle(
  question: Pick<QuestionDif, 'gap' | 'matchingShare' | 'runsA' | 'runsB'>,
  flag: DifFlag,
): Pick<QuestionDif, 'verdict' | 'uncertainty' | 'runsToSettle'> {
  if (flag !== 'none') return { verdict: flag, uncertainty: null, runsToSettle: null };
  const { gap } = question;
  const interval = gap?.interval;
  if (gap && interval && !reachesLarge(interval.lower, interval.upper))
    return { verdict: 'none', uncertainty: null, runsToSettle: null };
  const uncertainty: DifUncertainty =
    !interval || (question.matchingShare ?? 0) > UNRELIABLE_MATCHING_SHARE ? 'unreliable-matching' : 'wide-interval';
  return { verdict: 'cannot-tell', uncertainty, runsToSettle: runsToSettle(question) };
}

const shown = (value: number) => roundAsShown(value, FACILITY_DIGITS);
const reachesLarge = (lower: number, upper: number) => shown(lower) <= -SMD_LARGE || shown(upper) >= SMD_LARGE;

/**
 * About how many runs a group would settle a "can't tell", the groups growing in proportion:
 * the SE shrinks as 1/√n, and the interval's half-width must fall below whichever is wider, the
 * room between the estimate and a large gap (to clear the question) or between the estimate and
 * a moderate one (to flag it). Rounded up to two significant figures; null without an SE.
 */
export function runsToSettle({ gap, runsA, runsB }: Pick<QuestionDif, 'gap' | 'runsA' | 'runsB'>): number | null {
  const se = gap?.standardError;
  if (!gap || se === null || se === undefined || !(se > 0)) return null;
  const size = Math.abs(gap.estimate);
  const room = Math.max(SMD_LARGE - size, size - SMD_MODERATE);
  const now = (runsA + runsB) / 2;
  const runs = Math.max(((Z_95 * se) / room) ** 2 * now, now + 1);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(runs)) - 1);
  return Math.ceil(runs / step) * step;
}

/** A verdict that flags the question, one way or the other ('mixed' too); "can't tell" is no flag. */
export const isDifFlag = (verdict: DifVerdict | null | undefined): boolean =>
  verdict === 'unfair-to-a' || verdict === 'unfair-to-b' || verdict === 'mixed';
