import type { RunMatrix } from '../assessment/runs';
import { isDifFlag, modelFlag, settle, verdictOf, type DifFlag } from './dif-verdict';
import { benjaminiHochberg } from './cohort-compare';
import { modelStages } from './dif-model-method';
import { strataStage } from './dif-strata-method';
import type { DifAdjusted, DifMethod, DifOptions, DifReport, DifStage, QuestionDif } from './dif-types';
import { DEFAULT_PASS_MARK, DIF_MODEL_BELOW_QUESTIONS, DIF_MODEL_BELOW_RUNS, DIF_STRATA } from '../../thresholds/index';

/**
 * Differential item functioning (docs/statistics.md §6): does a question treat group B (focal)
 * differently from group A (reference) among candidates of equal ability? Any two groups of runs
 * over the same questions: two filters, or earlier vs later.
 */

export type * from './dif-types';
export type { DifStratum } from './dif-strata';
export { verdictOf };

/**
 * The model on short assessments or small groups, where a rest score measures ability too
 * unreliably to match on; strata where both are large (decision 027).
 */
export function difMethodFor(questions: number, runsA: number, runsB: number): DifMethod {
  return questions < DIF_MODEL_BELOW_QUESTIONS || Math.min(runsA, runsB) < DIF_MODEL_BELOW_RUNS ? 'model' : 'strata';
}

/** The questions with an evaluated answer in either group: one never graded does not lengthen the assessment. */
function scoredQuestions(a: RunMatrix, b: RunMatrix): number {
  const width = a.questionIds.length;
  const scored = new Set<number>();
  for (const matrix of [a, b])
    matrix.scores.forEach((score, cell) => {
      if (!Number.isNaN(score)) scored.add(cell % width);
    });
  return scored.size;
}

/** The two matrices must list the same questions in the same order (one assessment scope). */
export function differentialItemFunctioning(a: RunMatrix, b: RunMatrix, options: DifOptions = {}): DifReport {
  const { passMark = DEFAULT_PASS_MARK } = options;
  const ids = a.questionIds;
  if (ids.length !== b.questionIds.length || ids.some((id, index) => b.questionIds[index] !== id)) {
    throw new Error('DIF compares two groups over the same questions, in the same order.');
  }
  const method = options.method ?? difMethodFor(scoredQuestions(a, b), a.runs.length, b.runs.length);
  const model = method === 'model' ? modelStages(a, b) : null;
  const stage: DifStage =
    model?.stage ?? strataStage(a, b, { passMark, strataCount: Math.max(1, Math.floor(options.strata ?? DIF_STRATA)) });
  const decided = (excluded: ReadonlySet<number>) => decide(stage(excluded), method);
  const { questions, excluded } = model ? purifyOneByOne(decided, model.columns) : purifyOnce(decided);
  return {
    passMark,
    method,
    impact: model?.impact(excluded) ?? null,
    modelQuestions: model ? model.columns.length : null,
    questions,
  };
}

/** Adjusts every test of the comparison together, then gives each question its verdict. */
function decide(questions: QuestionDif[], method: DifMethod): QuestionDif[] {
  const tests = questions.flatMap((question, index) => {
    if (question.hiddenReason) return [];
    const gapP = question.gap?.p ?? null;
    return [
      ...(gapP === null ? [] : [{ index, kind: 'gap' as const, p: gapP }]),
      ...(question.mantelHaenszel ? [{ index, kind: 'mantelHaenszel' as const, p: question.mantelHaenszel.p }] : []),
    ];
  });
  const qValues = benjaminiHochberg(tests.map((test) => test.p));
  const adjusted = questions.map((): DifAdjusted => ({ gap: null, mantelHaenszel: null }));
  tests.forEach((test, at) => {
    const entry = adjusted[test.index];
    if (entry) entry[test.kind] = qValues[at] ?? 1;
  });
  return questions.map((question, index) => {
    if (question.hiddenReason) return { ...question };
    const own = adjusted[index] ?? { gap: null, mantelHaenszel: null };
    const flag: DifFlag =
      method === 'model' ? modelFlag(question.gap, own.gap) : verdictOf(question.smd, question.mantelHaenszel, own);
    return { ...question, adjusted: own, ...settle(question, flag) };
  });
}

interface Purified {
  questions: QuestionDif[];
  /** The questions left out of the matching. */
  excluded: ReadonlySet<number>;
}

/**
 * Two stages (Holland & Thayer 1988): the questions flagged at the first are left out of the
 * others' matching at the second, so one unfair question cannot make the rest look unfair.
 */
function purifyOnce(decided: (excluded: ReadonlySet<number>) => QuestionDif[]): Purified {
  const first = decided(new Set());
  const excluded = new Set(first.flatMap((question, column) => (isFlagged(question) ? [column] : [])));
  return { questions: excluded.size === 0 ? first : decided(excluded), excluded };
}

/**
 * One question at a time: the most significant flagged question still among the anchors leaves
 * them, and the check runs again, until no anchor is flagged or two are left. On a short
 * assessment one large unfair question shifts the impact enough to flag every other question the
 * other way; left out all at once, they would leave no anchors. A stage costs no refit.
 */
function purifyOneByOne(
  decided: (excluded: ReadonlySet<number>) => QuestionDif[],
  columns: readonly number[],
): Purified {
  const excluded = new Set<number>();
  let questions = decided(excluded);
  while (columns.length - excluded.size > 2) {
    const candidates = columns.filter((column) => !excluded.has(column) && isFlagged(questions[column]));
    const worst = candidates.sort((x, y) => strength(questions[y]) - strength(questions[x]))[0];
    if (worst === undefined) break;
    excluded.add(worst);
    questions = decided(excluded);
  }
  return { questions, excluded };
}

/** How far the gap is from none, in standard errors. */
const strength = (question: QuestionDif | undefined) =>
  Math.abs(question?.gap?.estimate ?? 0) / (question?.gap?.standardError || Infinity);

/** Flagged questions leave the matching. */
const isFlagged = (question: QuestionDif | undefined) => isDifFlag(question?.verdict);
