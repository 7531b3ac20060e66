import { FACILITY_DIGITS, formatFacility, roundAsShown } from '@/features/statistics/engine/format/format';
import { MIN_RUNS_PER_GROUP } from './dif-defaults';
import type { QuestionDif } from './dif';

/**
 * One plain sentence per question that keeps two ideas apart: how differently the groups score on
 * the question overall (which includes any difference in ability), and how differently they score
 * at equal scores on the other questions (which is what unfairness would be).
 */
export function difSentence(question: QuestionDif, labels: { a: string; b: string }): string {
  const { title, hiddenReason, smd, mantelHaenszel: mh, verdict } = question;
  if (hiddenReason === 'few-runs') {
    return `“${title}”: too few runs to check for unfair functioning (${question.runsA} in ${labels.a}, ${question.runsB} in ${labels.b}; ${MIN_RUNS_PER_GROUP} needed in each).`;
  }
  if (hiddenReason === 'no-overlap' || !smd || !mh || !verdict) {
    return `“${title}”: no candidates of ${labels.a} and ${labels.b} score alike on the other questions, so the question cannot be checked at equal scores.`;
  }

  const overall = shown((question.meanB ?? NaN) - (question.meanA ?? NaN));
  const lead =
    overall === 0
      ? `${labels.b} scores the same as ${labels.a} on “${title}” overall`
      : `${labels.b} scores ${points(overall)} ${overall < 0 ? 'lower' : 'higher'} than ${labels.a} on “${title}” overall`;

  const matched = shown(smd.estimate);
  if (verdict === 'none') {
    const lower = overall < 0 ? labels.b : overall > 0 ? labels.a : 'either group';
    return `${lead}, ${overall === 0 ? 'and' : 'but'} at equal scores on the other questions the difference is ${points(matched)}: no evidence the question is unfair to ${lower}.`;
  }

  // The gap reads as a positive number with its direction, and so does its interval.
  const { interval } = smd;
  const bounds = !interval ? null : matched < 0 ? [-interval.upper, -interval.lower] : [interval.lower, interval.upper];
  const ci = bounds ? ` (95% CI ${range(bounds[0] ?? NaN, bounds[1] ?? NaN)})` : '';
  const gap =
    matched === 0
      ? `${labels.b} scores the same as ${labels.a}`
      : `${labels.b} scores ${points(matched)} ${matched < 0 ? 'lower' : 'higher'}${ci}`;
  const connector = overall === 0 || Math.sign(overall) === Math.sign(matched) ? 'and' : 'but';
  const odds =
    mh.category === 'A' || mh.alpha === null ? '' : `, ${oddsClause(mh.alpha, labels)} (ETS category ${mh.category})`;
  const conclusion =
    verdict === 'mixed'
      ? 'the pass rates and the scores point opposite ways, so the question needs a closer look'
      : `evidence the question is unfair to ${verdict === 'unfair-to-b' ? labels.b : labels.a}`;
  return `${lead}, ${connector} at equal scores on the other questions ${gap}${odds}: ${conclusion}.`;
}

/** α_MH is A's odds of passing over B's: read as "N times higher" for whichever group it favours. */
function oddsClause(alpha: number, labels: { a: string; b: string }): string {
  const favoured = alpha >= 1 ? labels.a : labels.b;
  const ratio = alpha >= 1 ? alpha : 1 / alpha;
  return Number.isFinite(ratio)
    ? `with ${formatFacility(ratio)} times higher odds of passing for ${favoured}`
    : `with the odds of passing in favour of ${favoured} in every band of scores`;
}

const shown = (value: number) => roundAsShown(value, FACILITY_DIGITS);
const points = (value: number) => `${formatFacility(Math.abs(value))} points`;
/** An en dash reads as a range only between non-negative numbers. */
const range = (lower: number, upper: number) =>
  shown(lower) < 0
    ? `${formatFacility(lower)} to ${formatFacility(upper)}`
    : `${formatFacility(lower)}–${formatFacility(upper)}`;
