/**
 * Text folded for matching names: case- and accent-insensitive, so "resume" finds "Résumé" and
 * "ZURICH" finds "Zürich". Decomposed (NFD), stripped of combining marks, lower-cased in the
 * user's locale; runs of white space count as one space, and the ends are trimmed.
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}
