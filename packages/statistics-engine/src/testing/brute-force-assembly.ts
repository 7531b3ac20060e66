/**
 * The test-assembly figures of docs/statistics.md §3 computed the plain way, for
 * statistics-brute-force.ts: alpha with each question left out, effective weights, and the length
 * plan found by search rather than by its closed form.
 */
type Runs = Map<string, Map<string, number>>;
type Reliability = { alpha: number | null; questions: number; hiddenReason: string | null };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
function variance(values: number[]): number {
  const m = mean(values);
  return new Set(values).size <= 1 ? 0 : sum(values.map((value) => (value - m) ** 2)) / (values.length - 1);
}

/** Alpha's questions (those with an evaluated answer) and runs (those that answered all of them). */
function alphaRuns(runs: Runs, questionIds: string[]) {
  const included = questionIds.filter((question) => [...runs.values()].some((run) => run.has(question)));
  const complete = [...runs.values()].filter((run) => included.every((question) => run.has(question)));
  return { included, complete };
}

/** Cronbach's alpha of these questions over these runs, without the 30-run rule; null when the totals do not vary. */
function alphaOf(complete: Array<Map<string, number>>, questions: string[]): number | null {
  const totals = complete.map((run) => sum(questions.map((question) => run.get(question)!)));
  const totalVariance = variance(totals);
  if (totalVariance === 0) return null;
  const itemVariances = sum(questions.map((question) => variance(complete.map((run) => run.get(question)!))));
  const k = questions.length;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Per question: alpha of the other included questions over alpha's runs. */
export function bruteAlphaIfDropped(runs: Runs, questionIds: string[]) {
  const { included, complete } = alphaRuns(runs, questionIds);
  return questionIds.map((questionId) => {
    const others = included.filter((question) => question !== questionId);
    if (others.length === included.length) return { alpha: null, hiddenReason: 'not-included' };
    if (others.length < 2) return { alpha: null, hiddenReason: 'few-questions' };
    if (complete.length < 30) return { alpha: null, hiddenReason: 'few-runs' };
    const alpha = alphaOf(complete, others);
    return { alpha, hiddenReason: alpha === null ? 'no-variance' : null };
  });
}

/** Per question: Moodle's effective weight, √cov(x, T) over the sum of the non-negative ones' roots. */
export function bruteEffectiveWeights(runs: Runs, questionIds: string[]) {
  const { included, complete } = alphaRuns(runs, questionIds);
  const totals = complete.map((run) => sum(included.map((question) => run.get(question)!)));
  const covarianceOf = (question: string) => {
    const scores = complete.map((run) => run.get(question)!);
    const [mx, mt] = [mean(scores), mean(totals)];
    return sum(scores.map((x, i) => (x - mx) * (totals[i]! - mt))) / (complete.length - 1);
  };
  const roots = sum(included.map(covarianceOf).map((c) => (c >= 0 ? Math.sqrt(c) : 0)));
  return questionIds.map((questionId) => {
    const none = { share: null, covariance: null };
    if (!included.includes(questionId)) return { ...none, hiddenReason: 'not-included' };
    if (included.length < 2) return { ...none, hiddenReason: 'few-questions' };
    if (complete.length < 30) return { ...none, hiddenReason: 'few-runs' };
    const covariance = covarianceOf(questionId);
    if (covariance < 0) return { share: null, covariance, hiddenReason: 'negative-covariance' };
    if (roots === 0) return { share: null, covariance, hiddenReason: 'no-variance' };
    return { share: Math.sqrt(covariance) / roots, covariance, hiddenReason: null };
  });
}

/** The length plan by search: the fewest questions whose Spearman–Brown prediction reaches each target. */
export function bruteLengthPlan({ alpha, questions: k, hiddenReason }: Reliability) {
  const shown = alpha === null ? 0 : Number(alpha.toFixed(2));
  const targets = [0.7, 0.8, 0.9].map((target) => {
    if (alpha === null || shown <= 0 || shown >= target) return { target, reached: shown >= target, questions: null };
    let length = k;
    while (((length / k) * alpha) / (1 + (length / k - 1) * alpha) < target - 1e-12) length++;
    return { target, reached: false, questions: length };
  });
  return {
    questions: k,
    alpha,
    hiddenReason: alpha === null ? hiddenReason : shown > 0 ? null : 'not-positive',
    targets,
  };
}
