import { useQuery } from '@tanstack/react-query';

import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import { sourceParam } from '@/shared/explorer/results-search';
import type { SimilarAnswerMember, QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';
import { useStatisticsEnvironment } from '@/features/statistics/statistics-environment';

/**
 * One answer of a similar-answers group, fetched again: the statistics keep fingerprints, never
 * answers. The API has no answer-by-id endpoint, so the list is asked for that candidate's
 * answers to the question created in that millisecond (one short page), pinned to the row's
 * source (a candidate id means another person under the other source).
 */
export function useListedAnswer(questionId: string, member: SimilarAnswerMember) {
  const { workspace, fetchPage } = useStatisticsEnvironment();
  // The fetcher is the app's one question-results fetcher: it never changes which row is found.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return useQuery({
    queryKey: ['statistics', 'listed-answer', workspace, questionId, member],
    queryFn: ({ signal }) => findListedAnswer(fetchPage, questionId, member, signal),
    // An answer's text does not change; its grade may, which this view does not show.
    staleTime: Infinity,
  });
}

export class AnswerNotListedError extends Error {
  constructor() {
    super(
      'The API no longer lists this answer where the statistics read it (deleted, or moved since). ' +
        'Recompute the statistics to update the groups.',
    );
    this.name = 'AnswerNotListedError';
  }
}

export async function findListedAnswer(
  fetchPage: QuestionResultsPageFetcher,
  questionId: string,
  member: SimilarAnswerMember,
  signal: AbortSignal,
): Promise<QuestionResult> {
  const createdAt = Date.parse(member.createdAt);
  const source = sourceParam.parse(member.source);
  const params: QuestionResultsParams = {
    question_id: questionId,
    candidate_id: member.candidateId,
    ...(source && { source }),
    // The ledger keeps milliseconds: the window [t, t + 1 ms) holds the row whatever finer time the API has.
    created_after: new Date(createdAt).toISOString(),
    created_before: new Date(createdAt + 1).toISOString(),
    page: 1,
    per_page: MAX_PER_PAGE_QUESTION_RESULTS,
  };
  const { data } = await fetchPage(params, signal);
  const row = data.find((candidate) => candidate.id.toLowerCase() === member.id.toLowerCase());
  if (!row) throw new AnswerNotListedError();
  return row;
}
