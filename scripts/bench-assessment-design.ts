/**
 * Benchmark: the test-assembly figures (docs/statistics.md §3) over a synthetic 100,000-row
 * ledger: one assessment of 25 questions answered by 4,000 candidates, 1% of answers pending, each
 * score driven by the candidate's ability, with a reversed question, a noisy one, a very easy one
 * and a very hard one for the review list to find. Times alpha if dropped, effective weights, the
 * length plan, the review list, the pass/fail line's consistency and the fairness check (DIF,
 * standalone against pipeline candidates), each the median of 5 runs after a warm-up, against a
 * 200 ms budget, and the whole assessmentStats beside them.
 * Usage: npm run bench:stats (after the other statistics benchmarks), or tsx scripts/bench-assessment-design.ts
 */
import {
  reliability,
  assessmentStats,
  classificationConsistency,
  differentialItemFunctioning,
  isDifFlag,
  buildRunMatrix,
  alphaIfDropped,
  effectiveWeights,
  lengthPlan,
  reviewList,
  QuestionResultLedger,
  type LedgerRowInput,
} from '@assessment-insights/statistics-engine';
import { mulberry32 } from '@assessment-insights/statistics-engine/testing';
import { lengthSummary, reviewReasonText } from '@/features/statistics/components/test-assembly-text';
import { medianTime } from './support/median-time';

const QUESTIONS = 25;
const CANDIDATES = 4_000;
const RUNS = 5;
const BUDGET_MS = 200;
const START = Date.UTC(2026, 0, 1);
/** Questions that behave badly: their index and what is wrong with them. */
const REVERSED = 3;
const NOISE = 11;
const VERY_EASY = 17;
const VERY_HARD = 21;

const random = mulberry32(20261127);
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const questionIds = Array.from({ length: QUESTIONS }, (_, q) => `question-${String(q).padStart(2, '0')}`);
/** A standard normal draw (Box–Muller). */
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

function buildLedger(): QuestionResultLedger {
  const ledger = new QuestionResultLedger(QUESTIONS * CANDIDATES);
  const difficulty = questionIds.map((_, q) => (q === VERY_EASY ? 100 : q === VERY_HARD ? 5 : 35 + 35 * random()));
  let id = 0;
  for (let c = 0; c < CANDIDATES; c++) {
    const ability = normal();
    const source = c % 3 === 0 ? 'standalone' : 'pipeline';
    questionIds.forEach((questionId, q) => {
      const loading = q === REVERSED ? -7 : q === NOISE ? 0 : q === VERY_EASY || q === VERY_HARD ? 2 : 7;
      const score = Math.round(Math.min(100, Math.max(0, (difficulty[q] ?? 50) + loading * ability + 18 * normal())));
      const pending = random() < 0.01;
      const at = START + c * 3_600_000 + q * 60_000;
      const row: LedgerRowInput = {
        id: uuid(++id),
        question_id: questionId,
        assessment_id: 'assessment-1',
        source,
        candidate_id: `candidate-${c}`,
        pipeline_id: source === 'pipeline' ? 'pipeline-1' : null,
        status: pending ? 'pending' : 'evaluated',
        score: pending ? null : score,
        created_at: new Date(at).toISOString(),
        evaluated_at: pending ? null : new Date(at + 60_000).toISOString(),
      };
      ledger.upsert(row);
    });
  }
  return ledger;
}

/** The figure against the budget; null: printed alone (the run matrix, the whole page's figures). */
const timed = <T>(label: string, work: () => T, budget: number | null = BUDGET_MS): T =>
  medianTime(label, work, { runs: RUNS, budgetMs: budget });

const buildStart = performance.now();
const ledger = buildLedger();
console.log(
  `Synthetic ledger: ${ledger.size.toLocaleString('en-US')} rows, one assessment of ${QUESTIONS} questions, ` +
    `${CANDIDATES.toLocaleString('en-US')} candidates (built in ${(performance.now() - buildStart).toFixed(0)} ms).`,
);

const scope = { assessmentId: 'assessment-1', questionIds };
// Each figure is timed from the ledger, the run matrix it starts from included (timed apart first).
const runMatrix = () => buildRunMatrix(ledger, 'assessment-1', questionIds);
timed('run matrix (part of each figure below)', runMatrix, null);
const dropped = timed('alpha if dropped', () => alphaIfDropped(runMatrix()));
const weights = timed('effective weights', () => effectiveWeights(runMatrix()));
const plan = timed('length plan (alpha included)', () => lengthPlan(reliability(runMatrix())));
const scopeReliability = reliability(runMatrix());
const stats = assessmentStats(ledger, scope);
const review = timed('review list, from the questions’ figures', () => reviewList(stats.questions, scopeReliability));
timed('assessmentStats, every figure of the page', () => assessmentStats(ledger, scope), null);

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
console.log(
  `Alpha ${scopeReliability.alpha?.toFixed(3) ?? '—'} over ${scopeReliability.runs.toLocaleString('en-US')} complete runs; ` +
    `alpha if dropped ${Math.min(...dropped.map((d) => d.alpha ?? 1)).toFixed(3)}–${Math.max(...dropped.map((d) => d.alpha ?? 0)).toFixed(3)}; ` +
    `effective weights ${percent(weights[0]?.share ?? null)} (a typical question), ` +
    `${percent(weights[REVERSED]?.share ?? null)} for the reversed one (${weights[REVERSED]?.hiddenReason ?? 'shown'}).`,
);
console.log(lengthSummary(plan, scopeReliability));
console.log(`Questions to review first (${review.others} more):`);
for (const { questionId, reasons } of review.first)
  console.log(`  ${questionId}: ${reasons.map(reviewReasonText).join(' ')}`);

// ——— the pass/fail line and the fairness check, over the same ledger ———
timed('pass/fail line at 60 (Livingston–Lewis consistency)', () => classificationConsistency(runMatrix(), 60));
// Standalone against pipeline candidates: two groups of the same ability, so nothing should be flagged.
const groupMatrix = (source: string) => {
  const matrix = runMatrix();
  const keep = matrix.runs.flatMap((run, index) => (run.source === source ? [index] : []));
  const width = matrix.questionIds.length;
  const scores = new Float64Array(keep.length * width);
  keep.forEach((run, row) => scores.set(matrix.scores.subarray(run * width, (run + 1) * width), row * width));
  return { ...matrix, runs: keep.map((run) => matrix.runs[run]!), scores };
};
const dif = timed('differential item functioning, standalone vs pipeline', () =>
  differentialItemFunctioning(groupMatrix('standalone'), groupMatrix('pipeline'), { passMark: 60 }),
);
console.log(
  `Fairness: ${dif.questions.filter((question) => isDifFlag(question.verdict)).length} of ${QUESTIONS} questions flagged between two groups of equal ability.`,
);
