import { useSyncExternalStore } from 'react';

import { keyStore, type KeyStore, type StoredKey } from '@/api/key-store';

/** The key the client sends (null: none); re-renders when it is saved or forgotten. */
export function useStoredKey(store: KeyStore = keyStore): StoredKey | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
