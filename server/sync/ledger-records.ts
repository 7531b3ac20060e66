import type { LedgerRecord, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { ledgerRecord } from '@assessment-insights/statistics-engine';

/** Every row of a ledger, or the rows named, as the store keeps them. */
export function ledgerRecords(ledger: QuestionResultLedger, rows?: readonly number[]): LedgerRecord[] {
  const indexes = rows ?? Array.from({ length: ledger.size }, (_, row) => row);
  return indexes.map((row) => ledgerRecord(ledger, row));
}
