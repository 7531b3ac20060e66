/**
 * The strata method's matching (docs/statistics.md §6, "Within strata") computed the plain way for
 * statistics-brute-force-dif.ts: alpha from pairwise (co)variances, Kelley's estimated true rest
 * scores, and quantile strata of them by sorting.
 */
import type { DifStratum } from '../figures/compare/dif';
import type { Run } from './brute-force-dif';
import type { BruteStratum } from './brute-force-dif-statistics';

const snap = (value: number) => Math.round(value * 1e9) / 1e9;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;

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
  /** The raw rest scores' lowest and highest. */
  raw: { low: number; high: number };
  alpha: number | null;
}

/**
 * A group's qualifying runs for the question, matched on the other `matching` questions: each rest
 * score (snapped to 1e-9) becomes its Kelley estimate μ + ρ_m (x − μ), ρ_m the Spearman–Brown
 * reliability of a mean over the run's m other answers from one question's ρ₁ = α / (k − (k − 1)α).
 */
export function sideOf(runs: Run[], questionId: string, matching: string[]): Side {
  const qualifying: Array<{ item: number; rest: number; m: number }> = [];
  for (const run of runs) {
    const item = run.get(questionId);
    const others = matching.map((question) => run.get(question)).filter((score) => score !== undefined);
    if (item !== undefined && others.length > 0) qualifying.push({ item, rest: snap(mean(others)), m: others.length });
  }
  const items = qualifying.map((run) => run.item);
  const rawRests = qualifying.map((run) => run.rest);
  const raw = { low: Math.min(...rawRests), high: Math.max(...rawRests) };
  const fit = alphaOf(runs, matching);
  if (!fit || qualifying.length === 0) return { items, rests: rawRests, raw, alpha: fit?.alpha ?? null };
  const a = Math.min(1, Math.max(0, fit.alpha));
  const perQuestion = a / (fit.k - (fit.k - 1) * a);
  const mu = mean(qualifying.map((run) => run.rest));
  const rests = qualifying.map(({ rest, m }) =>
    snap(mu + ((m * perQuestion) / (1 + (m - 1) * perQuestion)) * (rest - mu)),
  );
  return { items, rests, raw, alpha: fit.alpha };
}

/** Quantile strata of the pooled rest scores: cut j is the value of rank ⌈jN/count⌉; equal cuts merge, empty strata go. */
export function strataOf(a: Side, b: Side, passMark: number, count: number) {
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
    const [passesA, passesB] = [itemsA, itemsB].map((items) => items.filter((item) => item >= passMark).length);
    const shown = {
      ...{ restLow: Math.min(...rests), restHigh: Math.max(...rests), runsA: itemsA.length, runsB: itemsB.length },
      ...{ passesA: passesA!, passesB: passesB!, meanA: itemsA.length > 0 ? mean(itemsA) : null },
      ...{ meanB: itemsB.length > 0 ? mean(itemsB) : null, compared: itemsA.length > 0 && itemsB.length > 0 },
    };
    strata.push({ stratum: { itemsA, itemsB, passesA: passesA!, passesB: passesB! }, shown });
  }
  return strata;
}
