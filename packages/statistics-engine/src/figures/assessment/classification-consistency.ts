import { reliability } from './alpha';
import { type HiddenReason } from './discrimination';
import { runScore, type RunMatrix } from './runs';
import { livingstonLewis, type LivingstonLewis } from '../../math/classification-livingston-lewis';
import { sampleSd } from '../../math/score-summary';
import { MIN_RUNS } from '../../thresholds/index';

/**
 * A pass/fail line on the run score (docs/statistics.md §3): how many runs pass, how consistent
 * the pass/fail would be on a parallel set of questions (Livingston and Lewis, 1995; decision 023),
 * and how many runs sit within one SEM of the line.
 */

/** 'low-alpha': alpha ≤ 0; 'no-fit': the effective length is under 2 or no beta fits the moments. */
export type CutHiddenReason = HiddenReason | 'low-alpha' | 'no-fit';

export interface PassFailLine {
  cut: number;
  /** Runs the figure uses: those alpha uses, with every included question evaluated. */
  runs: number;
  /** Runs whose mean score is ≥ cut. Counted even when the model is hidden. */
  passing: number;
  /** passing / runs; null with no runs. */
  passShare: number | null;
  /** SD(run mean) · √(1 − alpha): alpha's SEM on the run-mean scale. Null when hidden, except 'no-fit'. */
  sem: number | null;
  /** Runs with |mean − cut| ≤ sem, and their share. Null when hidden. */
  nearCut: number | null;
  nearCutShare: number | null;
  /** P(the same pass/fail on a parallel form). Null when hidden. */
  consistency: number | null;
  /** Cohen's kappa of the two forms; null when hidden, or when the model passes everyone or no one. */
  kappa: number | null;
  /** Expected share whose observed pass/fail differs from their true-score one, and its two sides. */
  misclassified: number | null;
  falsePass: number | null;
  falseFail: number | null;
  /** The fitted model, for the help text; null when hidden or reliability is perfect. */
  model: LivingstonLewis | null;
  hiddenReason: CutHiddenReason | null;
}

export interface ScoreRange {
  min: number;
  max: number;
}

const RUN_MEAN_RANGE: ScoreRange = { min: 0, max: 100 };

type Band = Pick<PassFailLine, 'sem' | 'nearCut' | 'nearCutShare'>;
const NO_BAND: Band = { sem: null, nearCut: null, nearCutShare: null };

export interface PassFailInput {
  /** One score per run, on `range`. */
  scores: ArrayLike<number>;
  /** The scores' reliability (Cronbach's alpha); null when hidden. */
  alpha: number | null;
  /** Why alpha is hidden, passed on as the figure's reason. */
  alphaHiddenReason?: HiddenReason | null;
  /** Pass when score ≥ cut. */
  cut: number;
  range?: ScoreRange;
}

/** The line at `cut`; hidden below MIN_RUNS runs, without variance, and with alpha hidden or ≤ 0. */
export function passFailLine({
  scores,
  alpha,
  alphaHiddenReason = null,
  cut,
  range = RUN_MEAN_RANGE,
}: PassFailInput): PassFailLine {
  const { min, max } = range;
  if (!(cut >= min && cut <= max)) throw new RangeError(`cut ${cut} is outside [${min}, ${max}]`);
  const runs = scores.length;
  let passing = 0;
  for (let i = 0; i < runs; i++) if ((scores[i] ?? NaN) >= cut) passing++;
  const counts = { cut, runs, passing, passShare: runs === 0 ? null : passing / runs };
  const hidden = (hiddenReason: CutHiddenReason, band: Band = NO_BAND): PassFailLine => ({
    ...counts,
    ...band,
    consistency: null,
    kappa: null,
    misclassified: null,
    falsePass: null,
    falseFail: null,
    model: null,
    hiddenReason,
  });

  if (alphaHiddenReason) return hidden(alphaHiddenReason);
  if (runs < MIN_RUNS) return hidden('few-runs');
  const sd = sampleSd(scores);
  if (sd === null || sd === 0) return hidden('no-variance');
  if (alpha === null || !(alpha > 0)) return hidden('low-alpha');

  // alpha ≤ 1 in exact arithmetic; rounding must not make the root NaN.
  const sem = sd * Math.sqrt(Math.max(0, 1 - alpha));
  let nearCut = 0;
  for (let i = 0; i < runs; i++) if (Math.abs((scores[i] ?? NaN) - cut) <= sem) nearCut++;
  const band = { sem, nearCut, nearCutShare: nearCut / runs };

  // Perfect reliability: an infinite effective length, so the observed score is the true score.
  if (alpha >= 1) {
    const split = passing > 0 && passing < runs;
    const exact = { consistency: 1, kappa: split ? 1 : null, misclassified: 0, falsePass: 0, falseFail: 0 };
    return { ...counts, ...band, ...exact, model: null, hiddenReason: null };
  }
  const model = livingstonLewis(scores, alpha, cut, min, max);
  // The band needs only alpha: it stays when the model cannot be fitted.
  if (!model) return hidden('no-fit', band);
  return {
    ...counts,
    ...band,
    consistency: model.consistency,
    kappa: model.kappa,
    misclassified: model.falsePass + model.falseFail,
    falsePass: model.falsePass,
    falseFail: model.falseFail,
    model,
    hiddenReason: null,
  };
}

/**
 * The assessment's line: its complete runs' mean scores with its Cronbach's alpha
 * (docs/statistics.md §3). Hidden whenever alpha is.
 */
export function classificationConsistency(matrix: RunMatrix, cut: number): PassFailLine {
  const shown = reliability(matrix);
  return passFailLine({
    scores: completeRunMeans(matrix),
    alpha: shown.alpha,
    alphaHiddenReason: shown.hiddenReason,
    cut,
  });
}

/**
 * The mean score of each run alpha uses: the questions with an evaluated answer in the scope, and
 * the runs with every one of them evaluated (the rule of `cronbachAlpha`).
 */
export function completeRunMeans(matrix: RunMatrix): Float64Array {
  const questions = matrix.questionIds.length;
  const included: number[] = [];
  for (let column = 0; column < questions; column++) {
    if (matrix.runs.some((_, run) => !Number.isNaN(runScore(matrix, run, column)))) included.push(column);
  }
  const means: number[] = [];
  for (let run = 0; run < matrix.runs.length && included.length > 0; run++) {
    let sum = 0;
    let complete = true;
    for (const column of included) {
      const score = runScore(matrix, run, column);
      if (Number.isNaN(score)) complete = false;
      sum += score;
    }
    if (complete) means.push(sum / included.length);
  }
  return Float64Array.from(means);
}
