/**
 * Empties every IndexedDB database (fake-indexeddb in tests) without deleting it: a module may
 * hold a connection open, which would block a delete. Where there is no IndexedDB, nothing to do.
 */
export async function clearIndexedDb(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await settled(indexedDB.open(name));
    const stores = [...db.objectStoreNames];
    if (stores.length > 0) {
      const transaction = db.transaction(stores, 'readwrite');
      for (const store of stores) transaction.objectStore(store).clear();
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB clear failed'));
      });
    }
    db.close();
  }
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}
