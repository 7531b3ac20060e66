import { compareCohorts } from '../figures/compare/cohort-compare';
import { differentialItemFunctioning } from '../figures/compare/dif';
import type { QuestionResultLedger } from '../ledger/ledger';
import { buildRunMatrix } from '../figures/assessment/runs';
import { assessmentRowsByQuestion } from '../figures/question/question-rows';
import type { ReadyLedger } from './ready-ledger';
import type { CompareFiguresResult, FiguresRequest } from './figures-request';

/**
 * Two groups of one assessment, this job's ledger (A) against another's (B): the cohort comparison
 * and the fairness check. Apart from compute-figures.ts, so only /compare loads the fairness
 * check's two methods.
 */
export function computeCompare(
  { ledger }: ReadyLedger,
  request: Extract<FiguresRequest, { kind: 'compare' }>,
  otherLedger: (key: string) => ReadyLedger | null,
): CompareFiguresResult {
  const other = otherLedger(request.other);
  if (!other) throw new Error('Group B’s statistics are not ready.');
  const { assessmentId, questionIds, passMark } = request;
  const cohort = (side: QuestionResultLedger) => ({
    ledger: side,
    rowsByQuestion: assessmentRowsByQuestion(side, assessmentId, questionIds),
  });
  const comparison = compareCohorts(cohort(ledger), cohort(other.ledger), { passMark });
  // Both groups over the same questions, in A's order (DIF pairs the columns).
  const difQuestionIds = comparison.questions.map((question) => question.questionId);
  const dif = differentialItemFunctioning(
    buildRunMatrix(ledger, assessmentId, difQuestionIds),
    buildRunMatrix(other.ledger, assessmentId, difQuestionIds),
    { passMark },
  );
  return { kind: 'compare', comparison, dif };
}
