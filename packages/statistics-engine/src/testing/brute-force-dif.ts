/**
 * Differential item functioning (docs/statistics.md §6) computed the plain way — runs as Maps of
 * question → score, a sort for the strata, filters and sums — to cross-check the engine's
 * figures/dif*.ts over the demo dataset. Shapes match the engine's, so a test can compare whole
 * reports. The model method is in statistics-brute-force-dif-model.ts.
 */
import type { DifReport, QuestionDif } from '../figures/compare/dif';
import type { RunMatrix } from '../figures/assessment/runs';
import { bruteModel } from './brute-force-dif-model';
import { sideOf, strataOf } from './brute-force-dif-strata';
import {
  bruteBenjaminiHochberg,
  bruteGapFlag,
  bruteMantelHaenszel,
  bruteSettle,
  bruteSmd,
  bruteVerdict,
} from './brute-force-dif-statistics';
import { DIF_MODEL_BELOW_QUESTIONS, DIF_MODEL_BELOW_RUNS, MIN_RUNS_PER_GROUP } from '../thresholds';

export type Run = Map<string, number>;
export type BruteQuestionDif = QuestionDif;
export type BruteDifReport = DifReport;

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
/** The matrix's runs, each as its evaluated answers. */
export function runsOf(matrix: RunMatrix): Run[] {
  const width = matrix.questionIds.length;
  return matrix.runs.map((_, run) => {
    const answers: Run = new Map();
    matrix.questionIds.forEach((questionId, column) => {
      const score = matrix.scores[run * width + column];
      if (score !== undefined && !Number.isNaN(score)) answers.set(questionId, score);
    });
    return answers;
  });
}

/** One question at one stage, before the adjustment: `excluded` questions are in no matching score. */
function questionOf(
  questionId: string,
  groups: { a: Run[]; b: Run[]; ids: readonly string[] },
  excluded: Set<string>,
  passMark: number,
  count: number,
): BruteQuestionDif {
  const matching = groups.ids.filter((id) => id !== questionId && !excluded.has(id));
  const [a, b] = [sideOf(groups.a, questionId, matching), sideOf(groups.b, questionId, matching)];
  const base = {
    ...{ questionId, runsA: a.items.length, runsB: b.items.length },
    ...{ meanA: a.items.length > 0 ? mean(a.items) : null, meanB: b.items.length > 0 ? mean(b.items) : null },
    ...{ restAlphaA: a.alpha, restAlphaB: b.alpha },
  };
  const none = { strata: [], smd: null, mantelHaenszel: null, gap: null, matchingShare: null, ...undecided };
  if (a.items.length < MIN_RUNS_PER_GROUP || b.items.length < MIN_RUNS_PER_GROUP)
    return { ...base, ...none, hiddenReason: 'few-runs' };
  // Said of the raw rest scores; when they overlap but no stratum of the estimated true ones holds
  // both groups, the question is tested without a gap.
  if (a.raw.high < b.raw.low || b.raw.high < a.raw.low) return { ...base, ...none, hiddenReason: 'no-overlap' };
  const strata = strataOf(a, b, passMark, count);
  if (!strata.some(({ shown }) => shown.compared)) return { ...base, ...none, hiddenReason: null };
  const inputs = strata.map(({ stratum }) => stratum);
  const smd = bruteSmd(inputs);
  const [shown, mantelHaenszel] = [strata.map((stratum) => stratum.shown), bruteMantelHaenszel(inputs)];
  return {
    ...base,
    ...undecided,
    hiddenReason: null,
    strata: shown,
    smd,
    mantelHaenszel,
    gap: smd,
    matchingShare: null,
  };
}

const undecided = { adjusted: null, verdict: null, uncertainty: null, runsToSettle: null };
const isFlag = (question: BruteQuestionDif | undefined) =>
  question?.verdict === 'unfair-to-a' || question?.verdict === 'unfair-to-b' || question?.verdict === 'mixed';

/** Every test of every tested question in one Benjamini–Hochberg family, then the flags and "can't tell". */
function decided(questions: BruteQuestionDif[], model: boolean): BruteQuestionDif[] {
  const tests = questions.flatMap((question) =>
    question.hiddenReason
      ? []
      : [
          ...(question.gap?.p != null ? [{ question, kind: 'gap' as const, p: question.gap.p }] : []),
          ...(question.mantelHaenszel
            ? [{ question, kind: 'mantelHaenszel' as const, p: question.mantelHaenszel.p }]
            : []),
        ],
  );
  const q = bruteBenjaminiHochberg(tests.map((test) => test.p));
  const qOf = (question: BruteQuestionDif, kind: 'gap' | 'mantelHaenszel') => {
    const at = tests.findIndex((test) => test.question === question && test.kind === kind);
    return at === -1 ? null : q[at]!;
  };
  return questions.map((question) => {
    if (question.hiddenReason) return question;
    const adjusted = { gap: qOf(question, 'gap'), mantelHaenszel: qOf(question, 'mantelHaenszel') };
    const flag = model
      ? bruteGapFlag(question.gap, adjusted.gap)
      : bruteVerdict(question.smd, question.mantelHaenszel, adjusted.gap, adjusted.mantelHaenszel);
    return { ...question, adjusted, ...bruteSettle(question, flag) };
  });
}

/**
 * A (reference) against B (focal) over the same questions. The model when fewer than
 * DIF_MODEL_BELOW_QUESTIONS questions have an evaluated answer or either group has fewer than
 * DIF_MODEL_BELOW_RUNS runs,
 * purified one question at a time; else the strata, purified once when the first pass flags any.
 */
export function bruteDif(
  matrixA: RunMatrix,
  matrixB: RunMatrix,
  options: { passMark: number; strata?: number; method?: DifReport['method'] },
): BruteDifReport {
  const { passMark, strata = 10 } = options;
  const ids = matrixA.questionIds;
  const [runsA, runsB] = [runsOf(matrixA), runsOf(matrixB)];
  const scored = ids.filter((id) => [...runsA, ...runsB].some((run) => run.has(id))).length;
  const small =
    scored < DIF_MODEL_BELOW_QUESTIONS || Math.min(matrixA.runs.length, matrixB.runs.length) < DIF_MODEL_BELOW_RUNS;
  const method = options.method ?? (small ? 'model' : 'strata');
  const head = { passMark, method };
  if (method === 'strata') {
    const groups = { a: runsA, b: runsB, ids };
    const stage = (out: Set<string>) =>
      decided(
        ids.map((id) => questionOf(id, groups, out, passMark, strata)),
        false,
      );
    const first = stage(new Set());
    const flagged = new Set(first.filter(isFlag).map((question) => question.questionId));
    return { ...head, impact: null, modelQuestions: null, questions: flagged.size === 0 ? first : stage(flagged) };
  }
  const model = bruteModel(matrixA, matrixB);
  const excluded = new Set<string>();
  let questions = decided(model.stage(excluded), true);
  // The flagged anchor furthest from no gap, in SEs (the first on a tie), leaves; two anchors stay.
  while (model.columns.length - excluded.size > 2) {
    const strength = (id: string) => {
      const gap = questions.find((question) => question.questionId === id)?.gap;
      return Math.abs(gap?.estimate ?? 0) / (gap?.standardError || Infinity);
    };
    const flagged = model.columns.filter(
      (id) => !excluded.has(id) && isFlag(questions.find((question) => question.questionId === id)),
    );
    if (flagged.length === 0) break;
    excluded.add(flagged.reduce((best, id) => (strength(id) > strength(best) ? id : best)));
    questions = decided(model.stage(excluded), true);
  }
  return { ...head, impact: model.impact(excluded), modelQuestions: model.columns.length, questions };
}
