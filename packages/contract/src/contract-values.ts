/**
 * The contract's open enums (docs/api-contract.md §6, ASSUMED values): sources, answer statuses,
 * question types, each also by name. Part of contract.ts, which re-exports it; import from there.
 */

/** Each value of a list under its own name, for code that branches on one: `SOURCE.pipeline`. */
export const byName = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { readonly [V in T]: V };

export const SOURCES = ['standalone', 'pipeline'] as const;
export const SOURCE = byName(SOURCES);
export const ANSWER_STATUSES = ['pending', 'evaluated', 'unable_to_grade'] as const;
export const ANSWER_STATUS = byName(ANSWER_STATUSES);
export const QUESTION_TYPES = ['multiple_choice', 'coding', 'free_text', 'video'] as const;

export type KnownSource = (typeof SOURCES)[number];
export type KnownAnswerStatus = (typeof ANSWER_STATUSES)[number];
export type KnownQuestionType = (typeof QUESTION_TYPES)[number];
/** A value the API may extend: the known ones typed, any other kept as it comes. */
export type Open<T extends string> = T | (string & {});
