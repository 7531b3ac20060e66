import {
  type Reliability,
  type DiscriminationBand,
  type Discrimination,
  type AlphaIfDropped,
  type EffectiveWeight,
  type LengthPlan,
  type ReviewReason,
} from '@assessment-insights/statistics-engine';
import { DISCRIMINATION_BAND_LABEL } from '@/features/statistics/words/bands';
import { formatCorrelation, formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import { countOf } from '@/features/statistics/charts/chart-text';
import { MIN_RUNS } from '@assessment-insights/statistics-engine/thresholds';

/** The test-assembly figures in words (docs/statistics.md §3): table cells, the length plan, the review reasons. */

const fewRuns = (runs: number) => `${countOf(runs, 'run')}, fewer than ${formatCount(MIN_RUNS)}`;

/** "0.34 (good)", or why discrimination is not shown. */
export function discriminationText({ r, hiddenReason, runs }: Discrimination, band: DiscriminationBand | null): string {
  if (r !== null && band !== null) return `${formatCorrelation(r)} (${DISCRIMINATION_BAND_LABEL[band]})`;
  switch (hiddenReason) {
    case 'no-variance':
      return '— (scores do not vary)';
    case 'few-questions':
      return '— (no other question)';
    default:
      return `— (${fewRuns(runs)})`;
  }
}

/** Alpha of the other questions, or why not; `runs` are alpha's runs. */
export function alphaIfDroppedText({ alpha, hiddenReason }: AlphaIfDropped, runs: number): string {
  if (alpha !== null) return formatCorrelation(alpha);
  switch (hiddenReason) {
    case 'not-included':
      return '— (no evaluated answers)';
    case 'few-questions':
      return '— (fewer than 3 questions)';
    case 'no-variance':
      return '— (the others’ totals do not vary)';
    default:
      return `— (${fewRuns(runs)})`;
  }
}

/** "37.2%", or why the question has no effective weight. */
export function effectiveWeightText({ share, hiddenReason }: EffectiveWeight, runs: number): string {
  if (share !== null) return formatPercent(share);
  switch (hiddenReason) {
    case 'negative-covariance':
      return '— (moves against the total)';
    case 'not-included':
      return '— (no evaluated answers)';
    case 'few-questions':
      return '— (no other question)';
    case 'no-variance':
      return '— (totals do not vary)';
    default:
      return `— (${fewRuns(runs)})`;
  }
}

/** Why alpha, and so everything built on it, is not shown. */
export function alphaHiddenText({ hiddenReason, runs }: Pick<Reliability, 'hiddenReason' | 'runs'>): string {
  if (hiddenReason === 'few-questions') return 'fewer than two questions have evaluated answers';
  if (hiddenReason === 'no-variance') return 'the run totals do not vary';
  return `${countOf(runs, 'run')} answered every question; it needs at least ${formatCount(MIN_RUNS)}`;
}

/** "0.70, 0.80 and 0.90". */
function listed(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} and ${values.at(-1) ?? ''}`;
}

/**
 * The length plan in one sentence: "With 12 questions alpha is 0.78, already at or above 0.70; about 14
 * questions of the same quality would reach 0.80, 31 would reach 0.90."
 */
export function lengthSummary(plan: LengthPlan, reliability: Pick<Reliability, 'hiddenReason' | 'runs'>): string {
  if (plan.alpha === null)
    return `Test length is not planned: Cronbach’s alpha is not shown (${alphaHiddenText(reliability)}).`;
  const opening = `With ${countOf(plan.questions, 'question')} alpha is ${formatCorrelation(plan.alpha)}`;
  if (plan.hiddenReason === 'not-positive')
    return `${opening}: the questions do not measure one thing together, so more questions like them would not raise it.`;
  const reached = plan.targets.filter((target) => target.reached).map((target) => formatCorrelation(target.target));
  const already = reached.length > 0 ? `, already at or above ${listed(reached)}` : '';
  const needed = plan.targets.flatMap(({ target, questions }) => (questions === null ? [] : [{ target, questions }]));
  const phrases = needed.map(({ target, questions }, index) => {
    const count = index === 0 ? `about ${countOf(questions, 'question')} of the same quality` : formatCount(questions);
    return `${count} would reach ${formatCorrelation(target)}`;
  });
  return phrases.length === 0 ? `${opening}${already}.` : `${opening}${already}; ${phrases.join(', ')}.`;
}

/** One review reason as a plain sentence with its figures. */
export function reviewReasonText(reason: ReviewReason): string {
  switch (reason.kind) {
    case 'negative-discrimination':
      return `Its discrimination is ${formatCorrelation(reason.discrimination)}: candidates who do well on the other questions do worse on this one, so check its grading.`;
    case 'alpha-rises':
      return `Alpha would rise from ${formatCorrelation(reason.from)} to ${formatCorrelation(reason.to)} without it.`;
    case 'low-discrimination':
      return `Its discrimination is ${formatCorrelation(reason.discrimination)} (poor): it barely tells stronger candidates from weaker ones.`;
    case 'very-hard':
      return `Its facility is ${formatFacility(reason.facility)} (very hard): almost no candidate scores well on it.`;
    case 'very-easy':
      return `Its facility is ${formatFacility(reason.facility)} (very easy): almost every candidate scores well on it.`;
  }
}
