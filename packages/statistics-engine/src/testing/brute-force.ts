/**
 * docs/statistics.md computed the plain way — objects, string keys, one formula per figure — over the
 * fake's dataset rows, to cross-check the statistics engine's columnar reducers. Shapes match the
 * engine's so a test can compare whole results.
 */
import type { AssessmentStats } from '../figures/assessment/assessment-stats';
import type { QuestionResult } from '@assessment-insights/contract';
import { bruteAlphaIfDropped, bruteEffectiveWeights, bruteLengthPlan } from './brute-force-assembly';

type Row = Pick<QuestionResult, 'id' | 'source' | 'candidate_id' | 'question_id' | 'pipeline_id'> &
  Pick<QuestionResult, 'score' | 'status' | 'created_at'>;

const Z = 1.96;
/** docs/statistics.md §1: an evaluated answer enters the figures with a score in 0–100 only. */
const isScored = (row: Row) => row.status === 'evaluated' && row.score !== null && row.score >= 0 && row.score <= 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length === 0 ? null : sum(values) / values.length);
const allEqual = (values: number[]) => new Set(values).size <= 1;

function sampleVariance(values: number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  return allEqual(values) ? 0 : sum(values.map((value) => (value - m) ** 2)) / (values.length - 1);
}

export function bruteFigures(rows: Row[], passMark: number) {
  const scores = rows.filter(isScored).map((row) => row.score as number);
  const n = scores.length;
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(n / 2);
  const median = n === 0 ? null : n % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const variance = sampleVariance(scores);
  const successes = scores.filter((score) => score >= passMark).length;
  const centre = (successes + Z ** 2 / 2) / (n + Z ** 2);
  const halfWidth = (Z * Math.sqrt((successes * (n - successes)) / n + Z ** 2 / 4)) / (n + Z ** 2);
  const histogram = new Array<number>(10).fill(0);
  for (const score of scores) histogram[score === 100 ? 9 : Math.floor(score / 10)]!++;
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const pending = count('pending');
  const unableToGrade = count('unable_to_grade');
  const unscored = count('evaluated') - n;
  return {
    counts: {
      answers: rows.length,
      evaluated: n,
      pending,
      unableToGrade,
      unscored,
      other: rows.length - n - pending - unableToGrade - unscored,
    },
    facility: mean(scores),
    scores: {
      n,
      mean: mean(scores),
      sd: variance === null ? null : Math.sqrt(variance),
      median,
      min: n === 0 ? null : sorted[0],
      max: n === 0 ? null : sorted[n - 1],
    },
    success: {
      passMark,
      successes,
      n,
      rate: n === 0 ? null : successes / n,
      interval: n === 0 ? null : { lower: centre - halfWidth, upper: centre + halfWidth },
    },
    lowConfidence: n < 30,
    ungradedShare: rows.length === 0 ? null : (pending + unableToGrade) / rows.length,
    histogram,
  };
}

export function bruteQuestionStats(questionId: string, rows: Row[], passMark: number) {
  const groups = (keyOf: (row: Row) => string | null) => {
    const map = new Map<string | null, Row[]>();
    for (const row of rows) {
      const group = map.get(keyOf(row));
      if (group) group.push(row);
      else map.set(keyOf(row), [row]);
    }
    return map;
  };
  const byPipeline = [...groups((row) => row.pipeline_id)]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)))
    .map(([pipelineId, group]) => ({ pipelineId, figures: bruteFigures(group, passMark) }));
  const monthly = [...groups((row) => row.created_at.slice(0, 7))] // ISO "Z" strings: the UTC month
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''))
    .map(([month, group]) => {
      const figures = bruteFigures(group, passMark);
      const { answers, evaluated: n } = figures.counts;
      return { month, answers, n, facility: figures.facility, successRate: figures.success.rate };
    });
  return {
    questionId,
    ...bruteFigures(rows, passMark),
    bySource: (['standalone', 'pipeline'] as const).map((source) => ({
      source,
      figures: bruteFigures(
        rows.filter((row) => row.source === source),
        passMark,
      ),
    })),
    byPipeline,
    monthly,
  };
}

/** Each run's latest evaluated answer per question: run key "source candidate" → question → score. */
export function bruteRuns(rows: Row[]): Map<string, Map<string, number>> {
  const latest = new Map<string, Map<string, Row>>();
  for (const row of rows.filter(isScored)) {
    const runKey = `${row.source} ${row.candidate_id}`;
    const run = latest.get(runKey) ?? new Map<string, Row>();
    latest.set(runKey, run);
    const current = run.get(row.question_id);
    const later =
      !current ||
      Date.parse(row.created_at) > Date.parse(current.created_at) ||
      (Date.parse(row.created_at) === Date.parse(current.created_at) && row.id > current.id);
    if (later) run.set(row.question_id, row);
  }
  return new Map(
    [...latest].map(([key, run]) => [key, new Map([...run].map(([question, row]) => [question, row.score as number]))]),
  );
}

export function bruteDiscrimination(runs: Map<string, Map<string, number>>, questionId: string) {
  const pairs: Array<[number, number]> = [];
  for (const run of runs.values()) {
    const item = run.get(questionId);
    const others = [...run].filter(([question]) => question !== questionId).map(([, score]) => score);
    if (item !== undefined && others.length > 0) pairs.push([item, mean(others)!]);
  }
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  if (pairs.length < 30) return { runs: pairs.length, r: null, interval: null, hiddenReason: 'few-runs' };
  if (allEqual(xs) || allEqual(ys)) return { runs: pairs.length, r: null, interval: null, hiddenReason: 'no-variance' };
  const [mx, my] = [mean(xs)!, mean(ys)!];
  const r =
    sum(pairs.map(([x, y]) => (x - mx) * (y - my))) /
    Math.sqrt(sum(xs.map((x) => (x - mx) ** 2)) * sum(ys.map((y) => (y - my) ** 2)));
  const half = Z / Math.sqrt(pairs.length - 3);
  const interval = { lower: Math.tanh(Math.atanh(r) - half), upper: Math.tanh(Math.atanh(r) + half) };
  return { runs: pairs.length, r, interval, hiddenReason: null };
}

export function bruteReliability(runs: Map<string, Map<string, number>>, questionIds: string[]) {
  const included = questionIds.filter((question) => [...runs.values()].some((run) => run.has(question)));
  const complete = [...runs.values()].filter((run) => included.every((question) => run.has(question)));
  const base = { runs: complete.length, questions: included.length, alpha: null, sem: null };
  if (included.length < 2) return { ...base, hiddenReason: 'few-questions' };
  if (complete.length < 30) return { ...base, hiddenReason: 'few-runs' };
  const totals = complete.map((run) => sum(included.map((question) => run.get(question)!)));
  const totalVariance = sampleVariance(totals)!;
  if (totalVariance === 0) return { ...base, hiddenReason: 'no-variance' };
  const itemVariances = sum(included.map((question) => sampleVariance(complete.map((run) => run.get(question)!))!));
  const k = included.length;
  const alpha = (k / (k - 1)) * (1 - itemVariances / totalVariance);
  return { ...base, alpha, sem: Math.sqrt(totalVariance) * Math.sqrt(1 - alpha), hiddenReason: null };
}

/** docs/statistics.md's per assessment scope figures over the scope's rows (pass mark 70), shaped as `withoutBands`. */
export function bruteAssessment(scopeRows: Row[], questionIds: readonly string[]) {
  const runs = bruteRuns(scopeRows);
  const withoutEach = bruteAlphaIfDropped(runs, [...questionIds]);
  const weights = bruteEffectiveWeights(runs, [...questionIds]);
  const questions = questionIds.map((questionId, index) => ({
    ...bruteQuestionStats(
      questionId,
      scopeRows.filter((row) => row.question_id === questionId),
      70,
    ),
    discrimination: bruteDiscrimination(runs, questionId),
    alphaIfDropped: withoutEach[index],
    effectiveWeight: weights[index],
  }));
  const ranking = [...questions]
    .sort((a, b) => (b.success.rate ?? -1) - (a.success.rate ?? -1))
    .map((question) => question.questionId);
  const reliability = bruteReliability(runs, [...questionIds]);
  return { runs: runs.size, reliability, lengthPlan: bruteLengthPlan(reliability), ranking, questions };
}

/**
 * The engine's assessment figures less bands, flags and the review list, which build on them and
 * have their own tests, to compare with bruteAssessment.
 */
export function withoutBands(stats: AssessmentStats) {
  return {
    runs: stats.runs,
    reliability: stats.reliability,
    lengthPlan: stats.lengthPlan,
    ranking: stats.rankingBySuccessRate,
    questions: stats.questions.map(({ facilityBand: _f, discriminationBand: _d, flags: _flags, ...rest }) => rest),
  };
}

/** Rounds every number to 9 decimals (and −0 to 0), so two sums in different orders compare equal. */
export function roundNumbers<T>(value: T): T {
  if (typeof value === 'number') return (Math.round(value * 1e9) / 1e9 + 0) as T;
  if (Array.isArray(value)) return value.map(roundNumbers) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, roundNumbers(inner)])) as T;
  return value;
}
