import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

import type { LedgerStore, StoredLedger } from '@assessment-insights/statistics-engine';

/**
 * The browser's LedgerStore: computed ledgers persist across reloads in IndexedDB (decision 009:
 * idb-keyval), one entry per workspace and scope.
 */
export function idbLedgerStore(databaseName = 'assessment-insights-statistics'): LedgerStore {
  let database: UseStore | undefined;
  // Opened on first use: creating the store opens no database (tests, imports).
  const opened = () => (database ??= createStore(databaseName, 'ledgers'));
  return {
    load: (key) => get<StoredLedger>(key, opened()),
    save: (key, entry) => set(key, entry, opened()),
    delete: (key) => del(key, opened()),
    // getAllKeys in one request (idb-keyval's keys() carries a cursor fallback for old browsers).
    list: () =>
      opened()('readonly', (store) => promisifyRequest(store.getAllKeys())).then((all) =>
        all.filter((key): key is string => typeof key === 'string'),
      ),
  };
}
