import {
  type QuestionResult,
  type QuestionResultsParams,
  type ListSegment,
  resultsSegments,
} from '@assessment-insights/contract';
import { type AssessmentScope, scopeQuestionIds, type QuestionResultsFilter } from '../scope';
import type { LedgerRowInput } from '../ledger/ledger';
import { answerFingerprint } from '../similarity/fingerprint';

/** What a statistics job reads (its segments) and keeps of each row read. */

/**
 * Segments as the API can page them whole: the filter's per source (a merged filter is never
 * paged), or for a scope one per question × source.
 */
export function ledgerSegments(
  filter: QuestionResultsFilter,
  scope?: AssessmentScope,
): Array<ListSegment<QuestionResultsParams>> {
  if (scope === undefined) return resultsSegments<QuestionResultsParams>({ ...filter });
  return scopeQuestionIds(filter, scope).flatMap((questionId) =>
    resultsSegments<QuestionResultsParams>({ ...filter, question_id: questionId }).map((segment) => ({
      key: `${questionId} ${segment.key}`,
      params: segment.params,
    })),
  );
}

/**
 * A new object of the ledger's fields only, so the page's `answer` and `evaluation_details` can be
 * collected: of the answer, only its fingerprint is kept (docs/statistics.md, similar answers).
 */
export function ledgerRow(row: QuestionResult): LedgerRowInput {
  const { id, question_id, assessment_id, source, candidate_id, pipeline_id, status, score, created_at, evaluated_at } =
    row;
  return {
    ...{ id, question_id, assessment_id, source, candidate_id, pipeline_id, status, score, created_at, evaluated_at },
    fingerprint: answerFingerprint(row.answer),
  };
}
