import type { ListPage } from '@assessment-insights/contract';
import type { AnswerStatus, QuestionResult, Source } from '@/mocks/dataset/types';
import { ApiFailure } from '@/mocks/rules/errors';
import {
  paginate,
  parseDateTime,
  parseEnum,
  parsePaging,
  parseSort,
  parseStatusFilter,
  parseUuid,
} from '@/mocks/rules/query';

/** What the two results lists (docs/api-contract.md §6) share: sources, filters, merged budget, ungraded-last order. */
export const SOURCES: readonly Source[] = ['standalone', 'pipeline'];
export const STATUSES: readonly AnswerStatus[] = ['pending', 'evaluated', 'unable_to_grade'];

/** The fields both lists filter on, which answers and runs share. */
type ResultRow = Pick<QuestionResult, 'id' | 'source' | 'candidate_id' | 'pipeline_id' | 'status' | 'created_at'>;

export interface ResultsListSpec<T extends ResultRow, F extends string, W> {
  maxPerPage: number;
  /** Merged paging is served while page × per_page ≤ this (docs/api-contract.md §5, SPEC budget / ASSUMED arithmetic). */
  mergedRowBudget: number;
  sortFields: readonly F[];
  /** The list's own UUID filter besides pipeline_id and candidate_id (question_id or assessment_id). */
  ownFilter: 'question_id' | 'assessment_id';
  /** The rows `test` keeps in a sort order; the database may reuse them for the same `filterKey`. */
  matching: (field: F, descending: boolean, filterKey: string, test: (row: T) => boolean, indexValue?: string) => T[];
  ownFilterValue: (row: T) => string;
  toWire?: (row: T) => W;
}

export function listResults<T extends ResultRow, F extends string, W>(
  url: URL,
  spec: ResultsListSpec<T, F, W>,
): ListPage<W> {
  const { page, perPage } = parsePaging(url, spec.maxPerPage);
  const sort = parseSort(url, spec.sortFields, { field: 'created_at' as F, descending: true });
  const source = parseEnum(url, 'source', SOURCES);
  const pipelineId = parseUuid(url, 'pipeline_id');
  const candidateId = parseUuid(url, 'candidate_id');
  const ownId = parseUuid(url, spec.ownFilter);
  const createdAfter = parseDateTime(url, 'created_after');
  const createdBefore = parseDateTime(url, 'created_before');
  const statuses = parseStatusFilter(url, STATUSES);

  const merged = source === undefined && pipelineId === undefined;
  if (merged && page * perPage > spec.mergedRowBudget) {
    throw new ApiFailure(
      'pagination_limit_exceeded',
      `Without source or pipeline_id the two sources are merged, and merged lists can only be paged through their first ${spec.mergedRowBudget} rows (page × per_page ≤ ${spec.mergedRowBudget}). Pin source or pipeline_id to page further.`,
    );
  }

  // Timestamps are all in toISOString() form, so comparing strings compares instants.
  const after = createdAfter === undefined ? undefined : new Date(createdAfter).toISOString();
  const before = createdBefore === undefined ? undefined : new Date(createdBefore).toISOString();
  const filterKey = JSON.stringify([
    source,
    pipelineId,
    candidateId,
    ownId,
    statuses && [...statuses].sort(),
    after,
    before,
  ]);
  const matches = spec.matching(
    sort.field,
    sort.descending,
    filterKey,
    (row) =>
      (source === undefined || row.source === source) &&
      (pipelineId === undefined || row.pipeline_id === pipelineId) &&
      (candidateId === undefined || row.candidate_id === candidateId) &&
      (ownId === undefined || spec.ownFilterValue(row) === ownId) &&
      (statuses === undefined || statuses.has(row.status)) &&
      (after === undefined || row.created_at >= after) &&
      (before === undefined || row.created_at < before),
    ownId,
  );
  // A merged scan cannot know its total (ASSUMED): clients must cope with total: null.
  return paginate(matches, page, perPage, { totalKnown: !merged, toWire: spec.toWire });
}
