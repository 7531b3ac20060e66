/**
 * What the statistics benchmarks check of a job: its ledger's rows as the statistics count them
 * (`source:id` → status and score), against another ledger's; and the segments its pages show moved.
 */
import { ANSWER_STATUSES, SOURCES } from '@assessment-insights/contract';
import type { LedgerCheckpoint, QuestionResultLedger } from '@assessment-insights/statistics-engine';

export type RowStates = Map<string, string>;

export function rowKey(ledger: QuestionResultLedger, row: number): string {
  return `${SOURCES[ledger.sourceCode(row)] ?? 'other'}:${ledger.rowId(row)}`;
}

export function rowStates(ledger: QuestionResultLedger): RowStates {
  const rows: RowStates = new Map();
  for (let row = 0; row < ledger.size; row++) {
    const status = ANSWER_STATUSES[ledger.statusCode(row)] ?? `code ${ledger.statusCode(row)}`;
    const score = ledger.score(row);
    rows.set(rowKey(ledger, row), `${status} ${Number.isNaN(score) ? '-' : score}`);
  }
  return rows;
}

export interface RowsDiff {
  /** In `expected`, not in `actual`. */
  missing: string[];
  /** In `actual`, not in `expected`. */
  extra: string[];
  /** In both, in another state: `key: actual ≠ expected`. */
  stale: string[];
}

export function diffRows(actual: RowStates, expected: RowStates): RowsDiff {
  const missing = [...expected.keys()].filter((key) => !actual.has(key));
  const extra = [...actual.keys()].filter((key) => !expected.has(key));
  const stale = [...expected]
    .filter(([key, state]) => actual.has(key) && actual.get(key) !== state)
    .map(([key, state]) => `${key}: ${actual.get(key)} ≠ ${state}`);
  return { missing, extra, stale };
}

/**
 * The segments whose list moved while the job read them, as the pages it kept show (a repair's
 * reads are not kept there): a total that changed between pages, or rows that do not add up to it.
 */
export function movedSegments(pagesBySegment: LedgerCheckpoint['pages']): { segments: number; pages: number } {
  let segments = 0;
  let pages = 0;
  for (const byPage of pagesBySegment.values()) {
    const read = [...byPage.values()];
    const totals = new Set(read.map(({ pagination }) => pagination.total));
    const rows = read.reduce((sum, { ids }) => sum + ids.length, 0);
    if (totals.size > 1 || !totals.has(rows)) {
      segments++;
      pages += read.length;
    }
  }
  return { segments, pages };
}
