import type { QuestionResult } from '../api/contract';
import { questionResultRow } from './result-rows';

/** A distinct, readable UUID per number (the statistics ledger stores row ids as UUIDs). */
export const uuidOf = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Question results numbered from 1 (ids uuidOf(1), uuidOf(2), …), each with the fields a test names. */
export function numberedRows(rows: ReadonlyArray<Partial<QuestionResult>>): QuestionResult[] {
  return rows.map((overrides, index) => questionResultRow({ id: uuidOf(index + 1), ...overrides }));
}
