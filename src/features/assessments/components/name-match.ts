/**
 * The quick filter's matching: case- and accent-insensitive, so "resume" finds "Résumé" and
 * "ZURICH" finds "Zürich". Both sides are decomposed (NFD), stripped of combining marks and
 * lower-cased in the user's locale; runs of white space count as one space.
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** The rows whose name contains the filter, in their order; all rows for an empty filter. */
export function matchByName<Row extends { name: string }>(rows: readonly Row[], filter: string): Row[] {
  const needle = foldForMatch(filter);
  if (needle === '') return [...rows];
  return rows.filter((row) => foldForMatch(row.name).includes(needle));
}
