import type { LedgerSnapshot } from './columns';
import { QuestionResultLedger } from './ledger';
import { LEDGER_STORE_VERSION } from './storage-key';

/**
 * Computed ledgers persist in the host's LedgerStore, so reopening a computed scope costs no
 * request. One entry per workspace and scope; the API key itself is never stored — entries are
 * keyed by the workspace the key opens.
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

/** A computed ledger as a store keeps it. An entry of another version is never read. */
export interface StoredLedger {
  version: string;
  meta: StoredLedgerMeta;
  snapshot: LedgerSnapshot;
}

/**
 * Where a host keeps computed ledgers between visits, one entry per workspace and scope (keys
 * from scopeStorageKey): IndexedDB in the app's worker, memory in tests and benchmarks, a
 * database on a server. A store keeps entries as given; the engine checks their version.
 */
export interface LedgerStore {
  /** The entry under `key`, possibly of an older version, or undefined. */
  load(key: string): Promise<StoredLedger | undefined>;
  save(key: string, entry: StoredLedger): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key held. */
  list(): Promise<string[]>;
}

/** A store in memory, gone with its host: tests, benchmarks and one-off computations. */
export function memoryLedgerStore(): LedgerStore {
  const entries = new Map<string, StoredLedger>();
  return {
    load: (key) => Promise.resolve(entries.get(key)),
    save: (key, entry) => {
      entries.set(key, entry);
      return Promise.resolve();
    },
    delete: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
    list: () => Promise.resolve([...entries.keys()]),
  };
}

export async function saveLedger(
  key: string,
  ledger: QuestionResultLedger,
  meta: StoredLedgerMeta,
  store: LedgerStore,
): Promise<void> {
  await store.save(key, { version: LEDGER_STORE_VERSION, meta, snapshot: ledger.toSnapshot() });
}

/** The stored ledger of a scope, or undefined (none stored, or stored by an older version). */
export async function loadLedger(
  key: string,
  store: LedgerStore,
): Promise<{ ledger: QuestionResultLedger; meta: StoredLedgerMeta } | undefined> {
  const entry = await store.load(key);
  if (entry?.version !== LEDGER_STORE_VERSION) return undefined;
  try {
    return { ledger: QuestionResultLedger.fromSnapshot(entry.snapshot), meta: entry.meta };
  } catch {
    // A damaged entry is recomputed, not shown.
    await store.delete(key);
    return undefined;
  }
}
