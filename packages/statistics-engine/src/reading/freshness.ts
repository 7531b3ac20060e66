import { resultsSegments } from '@assessment-insights/contract';
import type { QuestionResultsFilter, QuestionResultsPageFetcher, StatisticsScope } from '../scope';

export interface NewerSince {
  /** Answers created at or after `asOf` that the scope's filter matches (see `workspaceWide`). */
  count: number;
  /** True when the API did not count (total null) and `count` is only what is known for sure. */
  atLeast: boolean;
  /**
   * True for an assessment scope: the API cannot filter by assessment, so the count is the
   * workspace's newer answers under the rest of the filter — an upper bound for the scope.
   */
  workspaceWide: boolean;
  requests: number;
}

/**
 * "M newer since T" for a computed scope, in at most 2 requests whatever the scope (one per
 * source, per_page=1: only the totals are read), never one per question.
 */
export async function countNewerSince(
  scope: StatisticsScope,
  asOf: string,
  fetchPage: QuestionResultsPageFetcher,
  signal: AbortSignal = new AbortController().signal,
): Promise<NewerSince> {
  const workspaceWide = scope.assessment !== undefined;
  const filter = newerThan(workspaceWide ? withoutQuestion(scope.filter) : scope.filter, asOf);
  if (filter === undefined) return { count: 0, atLeast: false, workspaceWide, requests: 0 };
  const pages = await Promise.all(
    resultsSegments(filter).map(({ params }) => fetchPage({ ...params, page: 1, per_page: 1 }, signal)),
  );
  let count = 0;
  let atLeast = false;
  for (const { data, pagination } of pages) {
    if (pagination.total !== null) count += pagination.total;
    else {
      count += data.length;
      atLeast ||= pagination.has_more;
    }
  }
  return { count, atLeast, workspaceWide, requests: pages.length };
}

/** The filter narrowed to rows created at or after `since`; undefined when its own range ends before. */
export function newerThan(filter: QuestionResultsFilter, since: string): QuestionResultsFilter | undefined {
  const sinceMs = Date.parse(since);
  if (filter.created_before !== undefined && Date.parse(filter.created_before) <= sinceMs) return undefined;
  const after = filter.created_after;
  return after !== undefined && Date.parse(after) >= sinceMs ? filter : { ...filter, created_after: since };
}

export function withoutQuestion(filter: QuestionResultsFilter): QuestionResultsFilter {
  const { question_id: _questionId, ...rest } = filter;
  return rest;
}
