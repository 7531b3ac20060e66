import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { apiRequest } from '@/api/client';
import {
  streamList,
  MAX_PER_PAGE,
  PATHS,
  type CatalogParams,
  assessmentSummarySchema,
  listSchema,
  pipelineSchema,
  questionSummarySchema,
} from '@assessment-insights/contract';

/**
 * Names for ids: the assessments, questions and pipelines of the workspace, to pick filters by
 * name and to show names in tables. One module for the three lists, each fetched whole (200 a
 * page, sorted by name, through the list stream), capped at MAX_PAGES requests, cached for 5
 * minutes: catalogs change rarely.
 */
export interface NamedItem {
  id: string;
  name: string;
}

export interface NameList {
  /** Sorted by name, as the API sorts them. */
  list: NamedItem[];
  /** lower-case id → name. */
  byId: Record<string, string>;
  /** False when the catalog has more items than MAX_PAGES pages hold. */
  complete: boolean;
}

/** The query options of a name list (all three share their shape). */
export type NameListQuery = UseQueryOptions<NameList, Error, NameList, string[]>;

/** What a picker shows beside a name, e.g. the assessments of a question: the first, and how many more. */
export interface NameContext {
  first: string;
  more: number;
}

export interface NameContexts {
  /** lower-case id → context; an id without one shows its name alone. */
  byId: Record<string, NameContext>;
}

export type NameContextsQuery = UseQueryOptions<NameContexts, Error, NameContexts, string[]>;

/** Caps the requests one load may spend: 5 × 200 items. */
const MAX_PAGES = 5;

async function getAllNames<Item extends { id: string }>(
  path: string,
  schema: z.ZodMiniType<Item>,
  nameOf: (item: Item) => NamedItem,
  signal: AbortSignal | undefined,
): Promise<NameList> {
  // Pages may arrive in any order: kept by number, read in order.
  const pages: NamedItem[][] = [];
  const outcome = await streamList<Item, CatalogParams>({
    segments: [{ key: path, params: { page: 1, per_page: MAX_PER_PAGE, sort: 'name' } }],
    fetchPage: (query, pageSignal) =>
      apiRequest({ path, query: { ...query }, schema: listSchema(schema), signal: pageSignal }),
    pageSize: MAX_PER_PAGE,
    maxPages: MAX_PAGES,
    signal,
    onPage: ({ page, rows }) => (pages[page - 1] = rows.map(nameOf)),
  });
  const list = pages.flat();
  // Ids are UUIDs; the API may spell them in either case.
  const byId = Object.fromEntries(list.map(({ id, name }) => [id.toLowerCase(), name]));
  return { list, byId, complete: outcome.segments.every((segment) => segment.complete) };
}

/** The name of an id, when known. */
export function nameOf(names: NameList | undefined, id: string): string | undefined {
  return names?.byId[id.toLowerCase()];
}

const FIVE_MINUTES = 5 * 60_000;

export const assessmentNamesQueryOptions = () =>
  queryOptions({
    // Under each list's prefix, so invalidating it refreshes the names too.
    queryKey: ['assessments', 'names'],
    queryFn: ({ signal }) =>
      getAllNames(PATHS.assessments, assessmentSummarySchema, ({ id, name }) => ({ id, name }), signal),
    staleTime: FIVE_MINUTES,
  });

export const questionTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['questions', 'names'],
    // On questions, `sort=name` sorts by title (docs/api-contract.md §6).
    queryFn: ({ signal }) =>
      getAllNames(PATHS.questions, questionSummarySchema, ({ id, title }) => ({ id, name: title }), signal),
    staleTime: FIVE_MINUTES,
  });

export const pipelineNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['pipelines', 'names'],
    queryFn: ({ signal }) => getAllNames(PATHS.pipelines, pipelineSchema, ({ id, name }) => ({ id, name }), signal),
    staleTime: FIVE_MINUTES,
  });

/** Every name list by what it names: the CSV export loads those its columns and file name need. */
export const nameListQueries = {
  assessments: assessmentNamesQueryOptions,
  questions: questionTitlesQueryOptions,
  pipelines: pipelineNamesQueryOptions,
} as const;
export type NameListKind = keyof typeof nameListQueries;

export const useAssessmentNames = () => useQuery(assessmentNamesQueryOptions());
export const useQuestionTitles = () => useQuery(questionTitlesQueryOptions());
export const usePipelineNames = () => useQuery(pipelineNamesQueryOptions());
