import { createStore, del, get, set, type UseStore } from 'idb-keyval';

import { QuestionResultLedger, type LedgerSnapshot } from './ledger';
import { LEDGER_STORE_VERSION } from './storage-key';

/**
 * Computed ledgers persist across reloads in IndexedDB (decision 009: idb-keyval), so reopening
 * a computed scope costs no request. One entry per workspace and scope; the API key itself is
 * never stored — entries are keyed by the workspace the key opens.
 */

export interface StoredLedgerMeta {
  /** When the computation (or the last refresh) started: rows created or graded later may be missing. */
  asOf: string;
  /** When the first full computation started; a refresh keeps it. */
  computedAt: string;
  rows: number;
  /** Requests the computation and its refreshes spent so far. */
  requests: number;
  /**
   * The answers moved while the computation read them (arrivals, gradings): some may have slid
   * past a page unseen, which a refresh cannot find. Recomputing reads them again.
   */
  mayMissAnswers?: boolean;
}

interface StoredLedger {
  version: typeof LEDGER_STORE_VERSION;
  meta: StoredLedgerMeta;
  snapshot: LedgerSnapshot;
}

let defaultStore: UseStore | undefined;
// Created on first use: importing the module must not open a database (tests, Node benchmarks).
const ledgerDb = () => (defaultStore ??= createStore('assessment-insights-statistics', 'ledgers'));

export async function saveLedger(
  key: string,
  ledger: QuestionResultLedger,
  meta: StoredLedgerMeta,
  store: UseStore = ledgerDb(),
): Promise<void> {
  const entry: StoredLedger = { version: LEDGER_STORE_VERSION, meta, snapshot: ledger.toSnapshot() };
  await set(key, entry, store);
}

/** The stored ledger of a scope, or undefined (none stored, or stored by an older version). */
export async function loadLedger(
  key: string,
  store: UseStore = ledgerDb(),
): Promise<{ ledger: QuestionResultLedger; meta: StoredLedgerMeta } | undefined> {
  const entry = await get<StoredLedger>(key, store);
  if (entry?.version !== LEDGER_STORE_VERSION) return undefined;
  try {
    return { ledger: QuestionResultLedger.fromSnapshot(entry.snapshot), meta: entry.meta };
  } catch {
    // A damaged entry is recomputed, not shown.
    await del(key, store);
    return undefined;
  }
}
