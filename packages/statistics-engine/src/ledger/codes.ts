import { ANSWER_STATUSES, SOURCES, type KnownSource } from '@assessment-insights/contract';

/**
 * The ledger's codes for a row's source and status: indexes into the contract's lists, so a
 * code is one byte; a value the API adds later is OTHER.
 */
export const STATUS_CODE = codesOf(ANSWER_STATUSES);
export const SOURCE_CODE = codesOf(SOURCES);
export const OTHER_STATUS = ANSWER_STATUSES.length;
export const OTHER_SOURCE = SOURCES.length;
/** An evaluated answer without a usable score (none, or outside 0–100): counted apart, never in a mean or a rate. */
export const UNSCORED_STATUS = ANSWER_STATUSES.length + 1;
export const NO_PIPELINE = -1;

export const sourceName = (code: number): KnownSource | 'other' => SOURCES[code] ?? 'other';

export const sourceCodeOf = (source: string): number => codeOf(SOURCE_CODE, source, OTHER_SOURCE);

/** A score as the ledger keeps it: NaN when there is none, or it is not a finite number. */
export const scoreValue = (score: unknown): number =>
  typeof score === 'number' && Number.isFinite(score) ? score : NaN;

/** A status name's code, whatever the row's score (a filter's statuses). */
export const statusNameCode = (status: string): number => codeOf(STATUS_CODE, status, OTHER_STATUS);

/** An evaluated row without a score in 0–100 cannot enter a mean: it is kept, and counted apart. */
export function statusCodeOf(status: string, score: number): number {
  const code = statusNameCode(status);
  return code === STATUS_CODE.evaluated && !(score >= 0 && score <= 100) ? UNSCORED_STATUS : code;
}

/** Whether a number is one of the codes the ledger writes (a byte column would wrap any other silently). */
export const isSourceCode = (code: number): boolean => Number.isInteger(code) && code >= 0 && code <= OTHER_SOURCE;
export const isStatusCode = (code: number): boolean => Number.isInteger(code) && code >= 0 && code <= UNSCORED_STATUS;

function codesOf<T extends string>(values: readonly T[]): Readonly<Record<T, number>> {
  return Object.fromEntries(values.map((value, index) => [value, index])) as Record<T, number>;
}

function codeOf(codes: Readonly<Record<string, number>>, value: string, other: number): number {
  return Object.hasOwn(codes, value) ? (codes[value] ?? other) : other;
}
