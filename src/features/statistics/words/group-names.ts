/**
 * How a comparison's sentences name the two groups and each question (by its title): the page's
 * words, never the engine's.
 */
export interface GroupNames {
  /** "group A (pipeline “Backend 2026”)". */
  a: string;
  b: string;
  titleOf: (questionId: string) => string;
}
