import { catalogComparator } from '@/mocks/database';
import { ApiFailure } from '@/mocks/rules/errors';
import type { ListPage } from '@assessment-insights/contract';
import { paginate, parsePaging, parseSort } from '@/mocks/rules/query';

/** Catalog lists (docs/api-contract.md §5): `name` / `created_at` sorts, default `-created_at`, per_page ≤ 200. */
export function listCatalog<T extends { id: string; created_at: string }, W>(
  url: URL,
  rows: Iterable<T>,
  options: { nameOf: (row: T) => string; filter?: (row: T) => boolean; toWire: (row: T) => W },
): ListPage<W> {
  const { page, perPage } = parsePaging(url, 200);
  const sort = parseSort(url, ['name', 'created_at'] as const, { field: 'created_at', descending: true });
  const value = sort.field === 'name' ? options.nameOf : (row: T) => row.created_at;
  const filter = options.filter ?? (() => true);
  const sorted = [...rows].filter(filter).sort(catalogComparator(value, sort.descending));
  return paginate(sorted, page, perPage, { toWire: options.toWire });
}

export function notFound(what: string, id: string): never {
  throw new ApiFailure('not_found', `No ${what} with id "${id}" in this workspace.`);
}
