import { foldForMatch } from '@/lib/fold-for-match';

/**
 * The rows whose name contains the filter, in their order; all rows for an empty filter. Both
 * sides are folded (foldForMatch), so "resume" finds "Résumé".
 */
export function matchByName<Row extends { name: string }>(rows: readonly Row[], filter: string): Row[] {
  const needle = foldForMatch(filter);
  if (needle === '') return [...rows];
  return rows.filter((row) => foldForMatch(row.name).includes(needle));
}
