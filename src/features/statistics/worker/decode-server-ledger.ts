import { decodeLedger, QuestionResultLedger, type StoredLedgerMeta } from '@assessment-insights/statistics-engine';

/**
 * A scope's rows from the team server's copy of the workspace (decision 030), as the page fetched
 * them: decoded in the worker into the snapshot the job's ledger is made from, so the figures are
 * computed from them exactly as from rows read from the API. Loaded with the first rows a team
 * server sends.
 */

export interface ServerRows {
  ledger: QuestionResultLedger;
  meta: StoredLedgerMeta;
}

/** The server's bytes as the job's ledger and its meta: "as of" is the server's sync. */
export function decodeServerLedger(bytes: ArrayBuffer): ServerRows {
  const { snapshot, meta } = decodeLedger(new Uint8Array(bytes));
  const checked = serverMeta(meta);
  if (!checked) {
    throw new Error('The team server sent rows without their "as of" time. Reload the page, or read the API directly.');
  }
  return { ledger: QuestionResultLedger.fromSnapshot(snapshot), meta: checked };
}

/**
 * The server's meta of the rows, checked by hand: zod's builders the worker's first chunk does
 * not use would be added to it (a module lives in one chunk), and every statistics page loads it.
 */
function serverMeta(meta: Record<string, unknown>): StoredLedgerMeta | null {
  const { asOf, computedAt, rows, mayMissAnswers } = meta;
  if (typeof asOf !== 'string' || typeof computedAt !== 'string' || typeof rows !== 'number') return null;
  // It cost this browser no request: the server read the workspace.
  return { asOf, computedAt, rows, requests: 0, mayMissAnswers: mayMissAnswers === true };
}
