import { type QuestionDif, roundAsShown } from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility } from '@/features/statistics/format';
import type { GroupNames } from './group-names';
import {
  MIN_MODEL_QUESTIONS,
  MIN_RUNS_PER_GROUP,
  SMD_LARGE,
  FACILITY_DIGITS,
} from '@assessment-insights/statistics-engine/thresholds';

/**
 * One short sentence per question that keeps two ideas apart: how differently the groups score on
 * the question overall (which includes any difference in ability), and how differently they score
 * at equal ability (which is what unfairness would be); then the verdict, and for a "can't tell"
 * what would settle it.
 */
export function difSentence(question: QuestionDif, { a, b, titleOf }: GroupNames): string {
  const { hiddenReason, gap, verdict } = question;
  const name = `“${titleOf(question.questionId)}”`;
  if (hiddenReason === 'few-runs' && question.runsA + question.runsB === 0)
    return `${name}: no evaluated answers in either group to check.`;
  if (hiddenReason === 'few-runs')
    return `${name}: too few runs to check (${formatCount(question.runsA)} in ${a}, ${formatCount(question.runsB)} in ${b}; ${MIN_RUNS_PER_GROUP} needed in each).`;
  if (hiddenReason === 'few-questions')
    return `${name}: too few scored questions with varied scores to check (${MIN_MODEL_QUESTIONS} needed, so that the others can stand in for ability).`;
  if (hiddenReason === 'no-overlap')
    return `${name}: no candidates of ${a} and ${b} score alike on the other questions, so the question cannot be checked at equal ability.`;
  if (!verdict) return `${name}: not checked.`;
  if (!gap)
    return `${name}: can’t tell. The other questions measure ability too unreliably within each group to match candidates on; more questions on the same skill would settle it.`;

  const overall = shown((question.meanB ?? NaN) - (question.meanA ?? NaN));
  const matched = shown(gap.estimate);
  const lead = `${name}: ${b} scores ${gapText(overall)} overall and ${gapText(matched)} at equal ability${interval(question, matched)}`;
  switch (verdict) {
    case 'unfair-to-a':
    case 'unfair-to-b': {
      const ets =
        question.mantelHaenszel && question.mantelHaenszel.category !== 'A'
          ? `, ETS category ${question.mantelHaenszel.category}`
          : '';
      return `${lead}${ets}: unfair to ${verdict === 'unfair-to-b' ? b : a}.`;
    }
    case 'mixed':
      return `${lead}, yet its pass rates point the other way: read the question.`;
    case 'none':
      return `${lead}: no evidence of unfair functioning.`;
    case 'cannot-tell': {
      const unreliable = question.uncertainty === 'unreliable-matching';
      const runs = question.runsToSettle;
      const settle =
        runs === null
          ? ''
          : ` About ${formatCount(runs)} runs a group${unreliable ? ' or more questions on the same skill' : ''} would settle it.`;
      return unreliable
        ? `${lead}: can’t tell, as the other questions measure ability too unreliably within each group.${settle}`
        : `${lead}: can’t tell, as the interval still reaches a gap of ${SMD_LARGE} points.${settle}`;
    }
  }
}

const shown = (value: number) => roundAsShown(value, FACILITY_DIGITS);
/** "8.0 points lower", "the same": the gap as a positive number with its direction. */
const gapText = (value: number) =>
  value === 0 ? 'the same' : `${formatFacility(Math.abs(value))} points ${value < 0 ? 'lower' : 'higher'}`;

/**
 * The gap's 95% interval, read in the gap's direction like the gap itself ("19.5 points lower
 * (95% CI 13.6–25.4)"); an en dash reads as a range only between non-negative numbers.
 */
function interval({ gap }: QuestionDif, matched: number): string {
  const bounds = gap?.interval;
  if (!bounds) return '';
  const [lower, upper] = matched < 0 ? [-bounds.upper, -bounds.lower] : [bounds.lower, bounds.upper];
  const range =
    shown(lower) < 0
      ? `${formatFacility(lower)} to ${formatFacility(upper)}`
      : `${formatFacility(lower)}–${formatFacility(upper)}`;
  return ` (95% CI ${range})`;
}
