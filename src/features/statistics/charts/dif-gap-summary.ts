import type {
  DifGap,
  DifHiddenReason,
  DifUncertainty,
  DifVerdict,
  QuestionDif,
} from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility } from '@/features/statistics/format';
import { capitalised, countOf, hasHave, isAre } from './chart-text';
import { MIN_RUNS_PER_GROUP, SMD_LARGE } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The words of the gap at equal ability (differential item functioning, docs/statistics.md §6),
 * shared by DifGapChart and the /compare table so each verdict is named one way, and the chart's
 * one-sentence summary. No recharts here: the page names these without loading the chart.
 */

/** "±10 points": the large-gap limits, from the engine's threshold. */
export const LARGE_GAP_TEXT = `±${formatCount(SMD_LARGE)} points`;

export const DIF_VERDICT_LABEL: Record<DifVerdict, string> = {
  'unfair-to-b': 'unfair to B',
  'unfair-to-a': 'unfair to A',
  mixed: 'mixed: the two tests disagree',
  'cannot-tell': 'can’t tell',
  none: 'no evidence of unfair functioning',
};

/** Beside a dot, where the key and the table give the long form. */
export const DIF_VERDICT_SHORT: Record<DifVerdict, string> = {
  ...DIF_VERDICT_LABEL,
  mixed: 'mixed',
  none: 'no evidence',
};

/** Flagged first, then what is unsettled, then the clear: the order of the key and the summary. */
export const DIF_VERDICTS: readonly DifVerdict[] = ['unfair-to-b', 'unfair-to-a', 'mixed', 'cannot-tell', 'none'];

export const DIF_UNCERTAINTY_TEXT: Record<DifUncertainty, string> = {
  'wide-interval': 'interval reaches a large gap',
  'unreliable-matching': 'other questions too unreliable to match on',
};

export const DIF_HIDDEN_TEXT: Record<DifHiddenReason, string> = {
  'few-runs': `too few runs (fewer than ${formatCount(MIN_RUNS_PER_GROUP)} in a group)`,
  'few-questions': 'too few other questions to match on',
  'no-overlap': 'no candidates of both groups score alike',
};

/** A question's verdict as a cell reads it: "can’t tell: interval reaches a large gap; …". */
export function verdictText(question: QuestionDif): string {
  if (question.verdict === null) {
    if (question.runsA + question.runsB === 0) return 'not checked: no evaluated answers';
    return question.hiddenReason ? `not checked: ${DIF_HIDDEN_TEXT[question.hiddenReason]}` : 'not checked';
  }
  if (question.verdict !== 'cannot-tell' || question.uncertainty === null) return DIF_VERDICT_LABEL[question.verdict];
  const settle =
    question.runsToSettle === null ? '' : `; about ${countOf(question.runsToSettle, 'run')} a group would settle it`;
  return `${DIF_VERDICT_LABEL['cannot-tell']}: ${DIF_UNCERTAINTY_TEXT[question.uncertainty]}${settle}`;
}

/** "−4.0 to 16.2": "to" rather than a dash, which would read as a minus beside a negative bound. */
export function gapIntervalText(gap: DifGap): string {
  return gap.interval ? `${formatFacility(gap.interval.lower)} to ${formatFacility(gap.interval.upper)}` : '—';
}

/** Each question's row of the chart: room for its dot, the verdict above it and the interval. */
const DIF_ROW_HEIGHT = 44;
export const DIF_CHART_MARGIN = { top: 28, right: 24, bottom: 36, left: 8 } as const;

/** The chart's height for `rows` questions: here, so a page holds its place without loading the chart. */
export const difGapChartHeight = (rows: number): number =>
  Math.max(1, rows) * DIF_ROW_HEIGHT + DIF_CHART_MARGIN.top + DIF_CHART_MARGIN.bottom;

/** A checked question, as the chart plots it. */
export interface DifGapPoint {
  questionId: string;
  label: string;
  verdict: DifVerdict;
  gap: DifGap;
  question: QuestionDif;
}

export function difGapPoints(
  questions: readonly QuestionDif[],
  labelOf: (questionId: string) => string,
): { plotted: DifGapPoint[]; notPlotted: QuestionDif[] } {
  const plotted: DifGapPoint[] = [];
  const notPlotted: QuestionDif[] = [];
  for (const question of questions) {
    const { verdict, gap } = question;
    if (verdict === null || gap === null) notPlotted.push(question);
    else plotted.push({ questionId: question.questionId, label: labelOf(question.questionId), verdict, gap, question });
  }
  return { plotted, notPlotted };
}

/** The verdict's clause for `count` questions, e.g. "are unfair to group A". */
function verdictClause(verdict: DifVerdict, count: number, groups: { a: string; b: string }, first: boolean): string {
  switch (verdict) {
    case 'unfair-to-a':
      return `${isAre(count)} unfair to ${groups.a}`;
    case 'unfair-to-b':
      return `${isAre(count)} unfair to ${groups.b}`;
    case 'mixed':
      return `${isAre(count)} mixed (the two tests disagree)`;
    case 'cannot-tell':
      return 'can’t tell';
    case 'none':
      return `${count === 1 ? 'shows' : 'show'} no evidence${first ? ' of unfair functioning' : ''}`;
  }
}

/**
 * "At equal ability, 2 of 4 questions are unfair to A, 1 can’t tell, 1 shows no evidence; 1 more
 * was not checked and is not plotted; the widest 95% interval spans 24.1 points." Can’t tell is
 * always counted apart from no evidence: an unsettled question is not a fair one.
 */
export function difGapSummary(
  plotted: readonly DifGapPoint[],
  notPlotted: readonly QuestionDif[],
  groups: { a: string; b: string },
): string {
  const notChecked = notPlotted.filter(({ verdict }) => verdict === null).length;
  // A "can't tell" without a gap: the other questions could not stand in for ability at all.
  const unmatched = notPlotted.length - notChecked;
  const total = plotted.length + notPlotted.length;
  if (total === 0) return 'There are no questions to check.';
  if (plotted.length === 0) {
    return total === 1
      ? 'The question could not be checked at equal ability.'
      : `None of the ${countOf(total, 'question')} could be checked at equal ability.`;
  }
  const counted = DIF_VERDICTS.map((verdict) => ({
    verdict,
    count: plotted.filter((point) => point.verdict === verdict).length,
  })).filter(({ count }) => count > 0);
  const parts = counted.map(({ verdict, count }, index) => {
    const clause = verdictClause(verdict, count, groups, index === 0);
    if (index > 0) return `${formatCount(count)} ${clause}`;
    if (plotted.length === 1) return `the one question checked ${clause}`;
    if (count === plotted.length)
      return `${count === 2 ? 'both' : `all ${formatCount(count)}`} questions checked ${clause}`;
    return `${formatCount(count)} of ${countOf(plotted.length, 'question')} checked ${clause}`;
  });
  const clauses = [`at equal ability, ${parts.join(', ')}`];
  if (unmatched > 0) clauses.push(`${formatCount(unmatched)} more can’t tell, with no gap to plot`);
  if (notChecked > 0) {
    clauses.push(
      `${formatCount(notChecked)} more ${notChecked === 1 ? 'was' : 'were'} not checked and ${isAre(notChecked)} not plotted`,
    );
  }
  const widths = plotted.flatMap(({ gap }) => (gap.interval ? [gap.interval.upper - gap.interval.lower] : []));
  if (widths.length > 0) clauses.push(`the widest 95% interval spans ${formatFacility(Math.max(...widths))} points`);
  const withoutInterval = plotted.length - widths.length;
  if (withoutInterval > 0) clauses.push(`${formatCount(withoutInterval)} ${hasHave(withoutInterval)} no interval`);
  return `${capitalised(clauses.join('; '))}.`;
}
