import { reliability, type Reliability } from './alpha';
import {
  discriminationBand,
  facilityBand,
  questionFlags,
  type DiscriminationBand,
  type FacilityBand,
  type QuestionFlag,
} from './bands';
import { discrimination, type Discrimination } from './discrimination';
import type { QuestionResultLedger } from '@/features/statistics/engine/ledger/ledger';
import { DEFAULT_PASS_MARK } from './question-figures';
import { questionStats, type QuestionStats } from './question-stats';
import { buildRunMatrix } from './runs';
import { assessmentRowsByQuestion } from './question-rows';

export interface AssessmentScope {
  assessmentId: string;
  /** The assessment's questions in position order (questions with no answers still get an entry). */
  questionIds: readonly string[];
}

export interface AssessmentQuestionStats extends QuestionStats {
  discrimination: Discrimination;
  facilityBand: FacilityBand | null;
  /** Null when discrimination is hidden. */
  discriminationBand: DiscriminationBand | null;
  flags: QuestionFlag[];
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
  /** Question ids by success rate, highest first; ties keep question order; no evaluated answer last. */
  rankingBySuccessRate: string[];
}

export function assessmentStats(
  ledger: QuestionResultLedger,
  { assessmentId, questionIds }: AssessmentScope,
  passMark = DEFAULT_PASS_MARK,
): AssessmentStats {
  const rowsByQuestion = assessmentRowsByQuestion(ledger, assessmentId, questionIds);
  const scopeQuestionIds = [...rowsByQuestion.keys()];
  const matrix = buildRunMatrix(ledger, assessmentId, scopeQuestionIds);

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
    };
  });

  const rankingBySuccessRate = questions
    .map(({ questionId, success }, order) => ({ questionId, rate: success.rate ?? -1, order }))
    .sort((a, b) => b.rate - a.rate || a.order - b.order)
    .map(({ questionId }) => questionId);

  return {
    assessmentId,
    passMark,
    questions,
    runs: matrix.runs.length,
    reliability: reliability(matrix),
    rankingBySuccessRate,
  };
}
