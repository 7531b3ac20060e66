import type { QueryClient } from '@tanstack/react-query';

import { nameListQueries, type NameList, type NameListKind } from '@/shared/explorer/api/names';

/** The name lists an export reads, by kind: the pickers' own cache entries. */
export type ExportNames = Partial<Record<NameListKind, NameList>>;

/** The records of a results list's CSV (list-columns.ts derives them from the list's columns). */
export interface CsvRecords<Row> {
  header: readonly string[];
  /** The name lists `record` reads, e.g. question titles: loaded once before the file is built. */
  nameLists: readonly NameListKind[];
  /** One record per row (answers as JSON text); names from `names`, never a request per row. */
  record: (row: Row, names: ExportNames) => readonly unknown[];
}

/** What a results list writes to its CSV. */
export interface CsvExport<Row> extends CsvRecords<Row> {
  /** The file name's start, e.g. "question-results": the filter follows it (csv-file-name.ts). */
  fileName: string;
}

/**
 * The name lists the CSV needs, from the query cache when the pickers and tables have loaded
 * them (even if stale: names change rarely), else fetched once each, side by side.
 */
export async function loadExportNames(queryClient: QueryClient, kinds: readonly NameListKind[]): Promise<ExportNames> {
  const unique = [...new Set(kinds)];
  const lists = await Promise.all(unique.map((kind) => queryClient.ensureQueryData(nameListQueries[kind]())));
  return Object.fromEntries(unique.map((kind, index) => [kind, lists[index]]));
}
