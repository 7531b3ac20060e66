import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { ListPage } from '@assessment-insights/contract';
import type { Compare } from '@/api/results-order';
import type { NameContextsQuery, NameListQuery } from './api/names';
import type { ListCells, ListEntries } from './list-columns';
import type { ResultsSearch } from './results-search';

/**
 * What one results list tells the shared explorer (ResultsExplorer): its rows, request, sort,
 * columns, id filter and export. Both explorers are a definition each; everything else —
 * filters ↔ URL, table, ungraded divider, paging, error guidance, CSV export — is shared.
 */
export interface ExplorerDefinition<Row extends { id: string }, Params> {
  /** Stable id of the list, e.g. "question-results": keys the saved column choice. */
  id: string;
  /** Page heading and document title, e.g. "Question results". */
  title: string;
  /** One line under the heading: what a row is. */
  description: ReactNode;
  /** Plural noun for rows, e.g. "answers", "runs". */
  itemLabel: string;
  /** Singular noun for a row, e.g. "answer", "run". */
  rowNoun: string;
  /** The request for the URL state (names one to one; `status` as a list). */
  toParams: (search: ResultsSearch) => Params;
  /**
   * The list's query for a request: the endpoint module's `xQueryOptions`. The route loader
   * starts the same options, so the page reads the loader's cache entry by construction.
   */
  queryOptions: (params: Params) => ListQueryOptions<Row>;
  /** One page of the list (the endpoint module's fetcher): the CSV export streams every page with it. */
  fetchPage: (params: Params, signal: AbortSignal | undefined) => Promise<ListPage<Row>>;
  /** The API's largest per_page for this list, and the "Rows per page" choices. */
  maxPerPage: number;
  perPageOptions: readonly number[];
  /** The rows a merged list (no source, no pipeline) is served through: `MERGED_SCAN_LIMIT` of the contract. */
  mergedScanLimit: number;
  /** The list's order for a sort value (merges the sources of a merged export). */
  order: (sort: string) => Compare<Row>;
  /** SPEC: ungraded rows are listed last in both directions. */
  isUngraded: (row: Row) => boolean;
  /** What "ungraded" means for this list, for the line under the sort control. */
  ungradedMeaning: string;
  /** The list's columns and CSV fields (list-columns.ts): its table, column menu, sort and CSV follow them. */
  columns: ListEntries<Row>;
  /** Each column's cell, by column id. */
  cells: ListCells<Row>;
  /** The API's sort fields, in the sort control's order (their labels are the columns'). */
  sortFields: readonly string[];
  /** The list's own id filter: `question_id` picked by title, `assessment_id` by name. */
  subjectFilter: SubjectFilter;
  /** The CSV file name's start, e.g. "question-results" (its fields are the columns'). */
  csvFileName: string;
  /** When given, a row can be opened: the panel shows what the row holds in full. */
  renderDetail?: (row: Row) => ReactNode;
  /** A label for a row in the detail panel heading and its open button, e.g. "Answer of 3 May". */
  rowLabel: (row: Row) => string;
}

/**
 * What an endpoint module's `xQueryOptions` gives for one page of a list. Each endpoint's key
 * has its own type, and the query key is invariant in these options: the explorer only hands
 * the options on (useQuery, prefetchQuery), it never reads the key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQueryOptions<Row> = UseQueryOptions<ListPage<Row>, Error, ListPage<Row>, any>;

export interface SubjectFilter {
  param: 'question_id' | 'assessment_id';
  /** "Question", "Assessment". */
  label: string;
  /** "questions", "assessments": "All questions", "Search questions". */
  pluralLabel: string;
  /** The names to pick from (explorer/api/names.ts). */
  names: () => NameListQuery;
  /** What the picker's options show beside each name, e.g. a question's assessments. */
  optionContexts?: () => NameContextsQuery;
}
