import { reliability, type Reliability } from './alpha';
import {
  discriminationBand,
  facilityBand,
  questionFlags,
  type DiscriminationBand,
  type FacilityBand,
  type QuestionFlag,
} from '../question/bands';
import { discrimination, type Discrimination } from './discrimination';
import type { QuestionResultLedger } from '../../ledger/ledger';
import type { AssessmentScope } from '../../scope';
import { questionStats, type QuestionStats } from '../question/question-stats';
import { buildRunMatrix } from './runs';
import { assessmentRowsByQuestion } from '../question/question-rows';
import {
  alphaIfDropped,
  effectiveWeights,
  lengthPlan,
  type AlphaIfDropped,
  type EffectiveWeight,
  type LengthPlan,
} from './test-assembly';
import { reviewList, type ReviewList } from './test-assembly-review';
import { DEFAULT_PASS_MARK } from '../../thresholds/index';

export interface AssessmentQuestionStats extends QuestionStats {
  discrimination: Discrimination;
  facilityBand: FacilityBand | null;
  /** Null when discrimination is hidden. */
  discriminationBand: DiscriminationBand | null;
  flags: QuestionFlag[];
  /** Alpha of the other questions over alpha's runs. */
  alphaIfDropped: AlphaIfDropped;
  /** Moodle's effective weight: the question's share of the run total's spread. */
  effectiveWeight: EffectiveWeight;
}

/** docs/statistics.md's per assessment scope figures, recomputed from the ledger without a request. */
export interface AssessmentStats {
  assessmentId: string;
  passMark: number;
  /** In the scope's question order. */
  questions: AssessmentQuestionStats[];
  /** Runs with at least one evaluated answer: (source, candidate_id, assessment_id). */
  runs: number;
  reliability: Reliability;
  /** Spearman–Brown: the questions needed for alpha to reach each target. */
  lengthPlan: LengthPlan;
  /** The questions to review first, with their reasons. */
  review: ReviewList;
  /** Question ids by success rate, highest first; ties keep question order; no evaluated answer last. */
  rankingBySuccessRate: string[];
}

export function assessmentStats(
  ledger: QuestionResultLedger,
  scope: AssessmentScope,
  passMark = DEFAULT_PASS_MARK,
): AssessmentStats {
  return assessmentStatsOfRows(
    ledger,
    scope.assessmentId,
    assessmentRowsByQuestion(ledger, scope.assessmentId, scope.questionIds),
    passMark,
  );
}

/** assessmentStats given the scope's rows by question (assessmentRowsByQuestion), for a caller that has them. */
export function assessmentStatsOfRows(
  ledger: QuestionResultLedger,
  assessmentId: string,
  rowsByQuestion: ReadonlyMap<string, readonly number[]>,
  passMark = DEFAULT_PASS_MARK,
): AssessmentStats {
  const scopeQuestionIds = [...rowsByQuestion.keys()];
  const matrix = buildRunMatrix(ledger, assessmentId, scopeQuestionIds);
  const withoutEach = alphaIfDropped(matrix);
  const weights = effectiveWeights(matrix);

  const questions = scopeQuestionIds.map((questionId, column): AssessmentQuestionStats => {
    const stats = questionStats(ledger, questionId, rowsByQuestion.get(questionId) ?? [], passMark);
    const itemDiscrimination = discrimination(matrix, column);
    return {
      ...stats,
      discrimination: itemDiscrimination,
      facilityBand: stats.facility === null ? null : facilityBand(stats.facility),
      discriminationBand: itemDiscrimination.r === null ? null : discriminationBand(itemDiscrimination.r),
      flags: questionFlags({
        facility: stats.facility,
        discrimination: itemDiscrimination.r,
        ungradedShare: stats.ungradedShare,
        evaluated: stats.counts.evaluated,
      }),
      alphaIfDropped: withoutEach[column] ?? { alpha: null, hiddenReason: 'not-included' },
      effectiveWeight: weights[column] ?? { share: null, covariance: null, hiddenReason: 'not-included' },
    };
  });

  const rankingBySuccessRate = questions
    .map(({ questionId, success }, order) => ({ questionId, rate: success.rate ?? -1, order }))
    .sort((a, b) => b.rate - a.rate || a.order - b.order)
    .map(({ questionId }) => questionId);

  const scopeReliability = reliability(matrix);
  return {
    assessmentId,
    passMark,
    questions,
    runs: matrix.runs.length,
    reliability: scopeReliability,
    lengthPlan: lengthPlan(scopeReliability),
    review: reviewList(questions, scopeReliability),
    rankingBySuccessRate,
  };
}
