/**
 * Differential item functioning (docs/statistics.md §6) computed the plain way — runs as Maps of
 * question → score, a sort for the strata, filters and sums — to cross-check the engine's
 * figures/dif*.ts over the demo dataset. Shapes match the engine's (less the sentences), so a
 * test can compare whole reports.
 */
import type { DifHiddenReason, DifReport, DifStratum, QuestionDif } from '@/features/statistics/engine/figures/dif';
import type { RunMatrix } from '@/features/statistics/engine/figures/runs';
import {
  bruteBenjaminiHochberg,
  bruteMantelHaenszel,
  bruteSmd,
  bruteVerdict,
  type BruteStratum,
} from './statistics-brute-force-dif-statistics';

type Run = Map<string, number>;
export type BruteQuestionDif = Omit<QuestionDif, 'sentence'>;
export type BruteDifReport = Omit<DifReport, 'questions'> & { questions: BruteQuestionDif[] };

const MIN_RUNS = 30;
const snap = (value: number) => Math.round(value * 1e9) / 1e9;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
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

/** Sample covariance of two questions over the runs that answered both; null under two such runs. */
function covariance(runs: Run[], x: string, y: string): number | null {
  const both = runs.filter((run) => run.has(x) && run.has(y));
  if (both.length < 2) return null;
  const [mx, my] = [mean(both.map((run) => run.get(x)!)), mean(both.map((run) => run.get(y)!))];
  return sum(both.map((run) => (run.get(x)! - mx) * (run.get(y)! - my))) / (both.length - 1);
}

/**
 * Cronbach's alpha of these questions from pairwise (co)variances: the questions with a positive
 * variance, each pair over the runs that answered both (a pair no two runs share adds nothing).
 */
function alphaOf(runs: Run[], questions: string[]): { alpha: number; k: number } | null {
  const included = questions.filter((question) => (covariance(runs, question, question) ?? 0) > 0);
  const k = included.length;
  if (k < 2) return null;
  const variances = sum(included.map((question) => covariance(runs, question, question)!));
  let covariances = 0;
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) covariances += covariance(runs, included[i]!, included[j]!) ?? 0;
  const total = variances + 2 * covariances;
  if (!(total > 0)) return null;
  return { alpha: (k / (k - 1)) * (1 - variances / total), k };
}

interface Side {
  items: number[];
  /** Estimated true rest scores (raw ones without alpha). */
  rests: number[];
  alpha: number | null;
}

/**
 * A group's qualifying runs for the question, matched on the other `matching` questions: each rest
 * score (snapped to 1e-9) becomes its Kelley estimate μ + ρ_m (x − μ), ρ_m the Spearman–Brown
 * reliability of a mean over the run's m other answers from one question's ρ₁ = α / (k − (k − 1)α).
 */
function sideOf(runs: Run[], questionId: string, matching: string[]): Side {
  const qualifying: Array<{ item: number; rest: number; m: number }> = [];
  for (const run of runs) {
    const item = run.get(questionId);
    const others = matching.map((question) => run.get(question)).filter((score) => score !== undefined);
    if (item !== undefined && others.length > 0) qualifying.push({ item, rest: snap(mean(others)), m: others.length });
  }
  const items = qualifying.map((run) => run.item);
  const fit = alphaOf(runs, matching);
  if (!fit || qualifying.length === 0)
    return { items, rests: qualifying.map((run) => run.rest), alpha: fit?.alpha ?? null };
  const a = Math.min(1, Math.max(0, fit.alpha));
  const perQuestion = a / (fit.k - (fit.k - 1) * a);
  const mu = mean(qualifying.map((run) => run.rest));
  const rests = qualifying.map(({ rest, m }) =>
    snap(mu + ((m * perQuestion) / (1 + (m - 1) * perQuestion)) * (rest - mu)),
  );
  return { items, rests, alpha: fit.alpha };
}

/** Quantile strata of the pooled rest scores: cut j is the value of rank ⌈jN/count⌉; equal cuts merge, empty strata go. */
function strataOf(a: Side, b: Side, passMark: number, count: number) {
  const pooled = [...a.rests, ...b.rests].sort((x, y) => x - y);
  const cuts: number[] = [];
  for (let j = 1; j < count; j++) {
    const cut = pooled[Math.ceil((j * pooled.length) / count) - 1]!;
    if (cuts.length === 0 || cut > cuts[cuts.length - 1]!) cuts.push(cut);
  }
  // A run's stratum: how many cuts lie below its rest score.
  const membersOf = (side: Side) =>
    side.items.map((item, run) => ({
      item,
      rest: side.rests[run]!,
      k: cuts.filter((cut) => cut < side.rests[run]!).length,
    }));
  const [membersA, membersB] = [membersOf(a), membersOf(b)];
  const strata: Array<{ shown: DifStratum; stratum: BruteStratum }> = [];
  for (let k = 0; k <= cuts.length; k++) {
    const inA = membersA.filter((member) => member.k === k);
    const inB = membersB.filter((member) => member.k === k);
    if (inA.length + inB.length === 0) continue;
    const rests = [...inA, ...inB].map((member) => member.rest);
    const [itemsA, itemsB] = [inA.map((member) => member.item), inB.map((member) => member.item)];
    const stratum = {
      itemsA,
      itemsB,
      passesA: itemsA.filter((item) => item >= passMark).length,
      passesB: itemsB.filter((item) => item >= passMark).length,
    };
    strata.push({
      stratum,
      shown: {
        restLow: Math.min(...rests),
        restHigh: Math.max(...rests),
        runsA: itemsA.length,
        runsB: itemsB.length,
        passesA: stratum.passesA,
        passesB: stratum.passesB,
        meanA: itemsA.length > 0 ? mean(itemsA) : null,
        meanB: itemsB.length > 0 ? mean(itemsB) : null,
        compared: itemsA.length > 0 && itemsB.length > 0,
      },
    });
  }
  return strata;
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
    questionId,
    title: questionId,
    runsA: a.items.length,
    runsB: b.items.length,
    meanA: a.items.length > 0 ? mean(a.items) : null,
    meanB: b.items.length > 0 ? mean(b.items) : null,
    restAlphaA: a.alpha,
    restAlphaB: b.alpha,
  };
  const none = { strata: [], smd: null, mantelHaenszel: null, adjusted: null, verdict: null };
  if (a.items.length < MIN_RUNS || b.items.length < MIN_RUNS)
    return { ...base, ...none, hiddenReason: 'few-runs' satisfies DifHiddenReason };
  const strata = strataOf(a, b, passMark, count);
  if (!strata.some(({ shown }) => shown.compared))
    return { ...base, ...none, hiddenReason: 'no-overlap' satisfies DifHiddenReason };
  const inputs = strata.map(({ stratum }) => stratum);
  return {
    ...base,
    hiddenReason: null,
    strata: strata.map(({ shown }) => shown),
    smd: bruteSmd(inputs),
    mantelHaenszel: bruteMantelHaenszel(inputs),
    adjusted: null,
    verdict: null,
  };
}

/** Every test of every tested question in one Benjamini–Hochberg family, then the verdicts. */
function decided(questions: BruteQuestionDif[]): BruteQuestionDif[] {
  const tests = questions.flatMap((question) =>
    question.hiddenReason
      ? []
      : [
          ...(question.smd?.p != null ? [{ question, kind: 'smd' as const, p: question.smd.p }] : []),
          { question, kind: 'mantelHaenszel' as const, p: question.mantelHaenszel!.p },
        ],
  );
  const q = bruteBenjaminiHochberg(tests.map((test) => test.p));
  const qOf = (question: BruteQuestionDif, kind: 'smd' | 'mantelHaenszel') => {
    const at = tests.findIndex((test) => test.question === question && test.kind === kind);
    return at === -1 ? null : q[at]!;
  };
  return questions.map((question) => {
    if (question.hiddenReason) return question;
    const adjusted = { smd: qOf(question, 'smd'), mantelHaenszel: qOf(question, 'mantelHaenszel') };
    const verdict = bruteVerdict(question.smd, question.mantelHaenszel, adjusted.smd, adjusted.mantelHaenszel);
    return { ...question, adjusted, verdict };
  });
}

/** A (reference) against B (focal) over the same questions; purified once when the first pass flags any. */
export function bruteDif(
  matrixA: RunMatrix,
  matrixB: RunMatrix,
  {
    passMark,
    labelA = 'A',
    labelB = 'B',
    strata = 10,
  }: { passMark: number; labelA?: string; labelB?: string; strata?: number },
): BruteDifReport {
  const groups = { a: runsOf(matrixA), b: runsOf(matrixB), ids: matrixA.questionIds };
  const stage = (excluded: Set<string>) =>
    decided(groups.ids.map((id) => questionOf(id, groups, excluded, passMark, strata)));
  const first = stage(new Set());
  const flagged = new Set(first.filter((q) => q.verdict !== null && q.verdict !== 'none').map((q) => q.questionId));
  return { labelA, labelB, passMark, questions: flagged.size === 0 ? first : stage(flagged) };
}

/** The engine's report less its sentences, to compare with bruteDif. */
export function withoutSentences(report: DifReport): BruteDifReport {
  return { ...report, questions: report.questions.map(({ sentence: _sentence, ...rest }) => rest) };
}
