import { DEFAULT_PASS_MARK } from './question-figures';
import type { RunMatrix } from './runs';
import { DIF_ALPHA, DIF_STRATA, MIN_RUNS_PER_GROUP } from './dif-defaults';
import { qualifyingRuns, runTotals, stratify, type DifStratum, type RunTotals } from './dif-strata';
import { difSentence } from './dif-sentence';
import { benjaminiHochberg } from './cohort-compare';
import {
  mantelHaenszel,
  standardizedMeanDifference,
  type MantelHaenszel,
  type StandardizedMeanDifference,
} from './dif-statistics';

/**
 * Differential item functioning (docs/statistics.md §6): does a question treat group B (focal)
 * differently from group A (reference) among candidates who do equally well on the rest of the
 * assessment? Any two groups of runs over the same questions: two filters, or earlier vs later.
 */

export type { DifStratum };

export interface DifOptions {
  passMark?: number;
  /** Names the groups in sentences. */
  labelA?: string;
  labelB?: string;
  /** A question's title for the sentences; the id when not given. */
  titleOf?: (questionId: string) => string;
  /** How many quantile strata of the rest score to form (at most; ties merge some). */
  strata?: number;
}

/** 'mixed': one method finds the question unfair to A, the other to B. */
export type DifVerdict = 'unfair-to-b' | 'unfair-to-a' | 'none' | 'mixed';
export type DifHiddenReason = 'few-runs' | 'no-overlap';

export interface QuestionDif {
  questionId: string;
  title: string;
  /** Runs with the question and at least one other question evaluated. */
  runsA: number;
  runsB: number;
  /** Mean score on the question over those runs: the raw gap that DIF separates from ability. */
  meanA: number | null;
  meanB: number | null;
  /**
   * Cronbach's alpha of each group's rest score (the other matching questions, pairwise):
   * the reliability its rest scores were corrected by; null when it cannot be computed (then
   * the group's runs are matched on their raw rest scores).
   */
  restAlphaA: number | null;
  restAlphaB: number | null;
  /** Set when the question is not tested: then strata, statistics and verdict are empty. */
  hiddenReason: DifHiddenReason | null;
  strata: DifStratum[];
  smd: StandardizedMeanDifference | null;
  mantelHaenszel: MantelHaenszel | null;
  /**
   * Benjamini–Hochberg adjusted p-values of the two tests, over every test of the comparison:
   * the verdict holds the false discovery rate at 5%, like the rest of the comparison.
   */
  adjusted: DifAdjusted | null;
  verdict: DifVerdict | null;
  sentence: string;
}

export interface DifAdjusted {
  smd: number | null;
  mantelHaenszel: number | null;
}

export interface DifReport {
  labelA: string;
  labelB: string;
  passMark: number;
  questions: QuestionDif[];
}

/** The two matrices must list the same questions in the same order (one assessment scope). */
export function differentialItemFunctioning(a: RunMatrix, b: RunMatrix, options: DifOptions = {}): DifReport {
  const { passMark = DEFAULT_PASS_MARK, labelA = 'A', labelB = 'B', titleOf = (id: string) => id } = options;
  const strataCount = Math.max(1, Math.floor(options.strata ?? DIF_STRATA));
  const ids = a.questionIds;
  if (ids.length !== b.questionIds.length || ids.some((id, index) => b.questionIds[index] !== id)) {
    throw new Error('DIF compares two groups over the same questions, in the same order.');
  }
  const labels = { a: labelA, b: labelB };
  const stage = (excluded: ReadonlySet<number>) => {
    const totalsA = runTotals(a, excluded);
    const totalsB = runTotals(b, excluded);
    const tested = ids.map((questionId, column) =>
      questionDif(questionId, column, { a, b, totalsA, totalsB, passMark, strataCount, titleOf }),
    );
    return decide(tested, labels);
  };
  // Two stages (Holland & Thayer 1988): a question flagged at the first is left out of the
  // others' matching scores at the second, so one unfair question cannot make the rest look unfair.
  const first = stage(new Set());
  const flagged = new Set(first.flatMap((question, column) => (isFlagged(question) ? [column] : [])));
  const questions = flagged.size === 0 ? first : stage(flagged);
  return { labelA, labelB, passMark, questions };
}

interface StageInputs {
  a: RunMatrix;
  b: RunMatrix;
  totalsA: RunTotals;
  totalsB: RunTotals;
  passMark: number;
  strataCount: number;
  titleOf: (questionId: string) => string;
}

/** One question at one stage: its qualifying runs, strata, both statistics and the verdict. */
function questionDif(
  questionId: string,
  column: number,
  { a, b, totalsA, totalsB, passMark, strataCount, titleOf }: StageInputs,
): QuestionDif {
  const sideA = qualifyingRuns(a, totalsA, column);
  const sideB = qualifyingRuns(b, totalsB, column);
  const base = {
    questionId,
    title: titleOf(questionId),
    runsA: sideA.items.length,
    runsB: sideB.items.length,
    meanA: meanOrNull(sideA.items),
    meanB: meanOrNull(sideB.items),
    restAlphaA: sideA.reliability.alpha,
    restAlphaB: sideB.reliability.alpha,
  };
  const tooFew: DifHiddenReason | null = Math.min(base.runsA, base.runsB) < MIN_RUNS_PER_GROUP ? 'few-runs' : null;
  const strata = tooFew ? [] : stratify(sideA, sideB, passMark, strataCount);
  const moments = strata.map((stratum) => stratum.moments);
  const smd = standardizedMeanDifference(moments);
  const hiddenReason: DifHiddenReason | null = tooFew ?? (smd === null ? 'no-overlap' : null);
  const mh = hiddenReason ? null : mantelHaenszel(strata.map((stratum) => stratum.table));
  return {
    ...base,
    hiddenReason,
    strata: hiddenReason ? [] : strata.map((stratum) => stratum.shown),
    smd: hiddenReason ? null : smd,
    mantelHaenszel: mh,
    adjusted: null,
    verdict: null,
    sentence: '',
  };
}

/** Adjusts every test of the comparison together, then gives each question its verdict and sentence. */
function decide(questions: QuestionDif[], labels: { a: string; b: string }): QuestionDif[] {
  const tests = questions.flatMap((question, index) => {
    if (question.hiddenReason) return [];
    const smdP = question.smd?.p ?? null;
    return [
      ...(smdP === null ? [] : [{ index, kind: 'smd' as const, p: smdP }]),
      ...(question.mantelHaenszel ? [{ index, kind: 'mantelHaenszel' as const, p: question.mantelHaenszel.p }] : []),
    ];
  });
  const qValues = benjaminiHochberg(tests.map((test) => test.p));
  const adjusted = questions.map((): DifAdjusted => ({ smd: null, mantelHaenszel: null }));
  tests.forEach((test, at) => {
    const entry = adjusted[test.index];
    if (entry) entry[test.kind] = qValues[at] ?? 1;
  });
  return questions.map((question, index) => {
    if (question.hiddenReason) {
      const hidden = { ...question };
      hidden.sentence = difSentence(hidden, labels);
      return hidden;
    }
    const own = adjusted[index] ?? { smd: null, mantelHaenszel: null };
    const decided = { ...question, adjusted: own, verdict: verdictOf(question.smd, question.mantelHaenszel, own) };
    decided.sentence = difSentence(decided, labels);
    return decided;
  });
}

const isFlagged = (question: QuestionDif) => question.verdict !== null && question.verdict !== 'none';

/**
 * ETS category B or C, or a moderate or large SMD, flags the question in that method's direction
 * when its test stays significant after adjustment (`adjusted`; unadjusted p by default); agreeing
 * flags (or one alone) give the verdict, opposite ones 'mixed'.
 */
export function verdictOf(
  smd: StandardizedMeanDifference | null,
  mh: MantelHaenszel | null,
  adjusted: DifAdjusted = { smd: smd?.p ?? null, mantelHaenszel: mh?.p ?? null },
): DifVerdict {
  const against = new Set<'a' | 'b'>();
  const significant = (q: number | null) => q !== null && q < DIF_ALPHA;
  // Δ < 0: A's odds of passing are higher at equal rest score, the question favours A.
  if (mh && mh.category !== 'A' && mh.delta !== null && significant(adjusted.mantelHaenszel))
    against.add(mh.delta < 0 ? 'b' : 'a');
  if (smd && smd.size !== 'negligible' && significant(adjusted.smd)) against.add(smd.estimate < 0 ? 'b' : 'a');
  if (against.size === 2) return 'mixed';
  return against.has('b') ? 'unfair-to-b' : against.has('a') ? 'unfair-to-a' : 'none';
}

function meanOrNull(values: Float64Array): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
