import { type SimilarAnswerGroup, type SimilarAnswers, utcMonth } from '@assessment-insights/statistics-engine';
import { formatCount, formatPercent, utcMonthName } from '@/features/statistics/format';
import { CONVERGENCE_DEFAULTS } from '@assessment-insights/statistics-engine/thresholds';

// The similar answers' words, apart from their components (the question's flag uses them too).

const KIND_NAME = { coding: 'programs', free_text: 'texts' } as const;

/** "420 answers compared; 1 group of near-identical answers holds 148 of them." */
export function similarSummary(similar: SimilarAnswers): string {
  const { answers, fingerprinted, grouped, groupCount } = similar;
  const compared =
    fingerprinted === answers
      ? `${formatCount(answers)} answers compared`
      : `${formatCount(fingerprinted)} of ${formatCount(answers)} answers compared (the others are too short or not ${KIND_NAME[similar.kind]})`;
  if (groupCount === 0) return `${compared}; no two are near-identical.`;
  const groups =
    groupCount === 1
      ? '1 group of near-identical answers holds'
      : `${formatCount(groupCount)} groups of near-identical answers hold`;
  return `${compared}; ${groups} ${formatCount(grouped)} of them.`;
}

/** How answers are compared, in a sentence a recruiter can check against docs/statistics.md §9. */
export function similarMethod(similar: SimilarAnswers): string {
  const normalised =
    similar.kind === 'coding'
      ? 'Each program is reduced to its structure (comments, layout and names dropped; names, numbers and strings replaced by their kind)'
      : 'Each text is reduced to its content words (case, punctuation and common words dropped)';
  return (
    `${normalised}, then fingerprinted by winnowing, as MOSS does. Two answers are near-identical when at least ` +
    `${formatPercent(similar.threshold)} of their fingerprints are shared, and a group links every answer near-identical ` +
    `to another in it. A group is “converging” when the share of each month’s new answers that join it rises ` +
    `(p < ${CONVERGENCE_DEFAULTS.alpha}, by at least ${formatPercent(CONVERGENCE_DEFAULTS.minRise)}, to at least ` +
    `${formatPercent(CONVERGENCE_DEFAULTS.minShareAfter)}): a solution spreading. A group large from the first month is ` +
    `a common solution, not a leak.`
  );
}

/** "112 pipeline, 36 standalone". */
export function sourcesText(group: Pick<SimilarAnswerGroup, 'sources'>): string {
  return group.sources.map(({ source, answers }) => `${formatCount(answers)} ${source}`).join(', ');
}

/** "April 2026", "11.4% (4 of 35)" for each month from the group's first to its last. */
export function groupMonths(group: Pick<SimilarAnswerGroup, 'months' | 'firstAt' | 'lastAt'>) {
  const first = utcMonth(group.firstAt);
  const last = utcMonth(group.lastAt);
  return group.months
    .filter(({ month }) => month >= first && month <= last)
    .map(({ month, answers, joined, share }) => ({
      month,
      label: utcMonthName(Date.parse(`${month}-01T00:00:00Z`)),
      text:
        share === null ? 'no answers' : `${formatPercent(share)} (${formatCount(joined)} of ${formatCount(answers)})`,
    }));
}
