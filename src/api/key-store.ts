import { API_KEY_PREFIX } from '@assessment-insights/contract';

/**
 * Where a user-entered API key lives in the browser: sessionStorage by default (gone when the
 * tab closes), localStorage only when the user opts into "remember on this device". The key
 * leaves this module only for the Authorization header and, masked, for display.
 */
const STORAGE_KEY = 'assessment-insights.api-key';

export interface StoredKey {
  key: string;
  remembered: boolean;
}

type Listener = () => void;

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the key then lives in memory for this page.
    return null;
  }
}

export function createKeyStore() {
  let memoryKey: StoredKey | null = null;
  const listeners = new Set<Listener>();

  const read = (): StoredKey | null => {
    const remembered = storage('local')?.getItem(STORAGE_KEY);
    if (remembered) return { key: remembered, remembered: true };
    const session = storage('session')?.getItem(STORAGE_KEY);
    if (session) return { key: session, remembered: false };
    return memoryKey;
  };
  let snapshot = read();
  const emit = () => {
    const next = read();
    if (next?.key !== snapshot?.key || next?.remembered !== snapshot?.remembered) snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    get: (): StoredKey | null => snapshot,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(key: string, options: { remember: boolean }): void {
      const trimmed = key.trim();
      storage('local')?.removeItem(STORAGE_KEY);
      storage('session')?.removeItem(STORAGE_KEY);
      const target = storage(options.remember ? 'local' : 'session');
      memoryKey = target ? null : { key: trimmed, remembered: false };
      target?.setItem(STORAGE_KEY, trimmed);
      emit();
    },
    forget(): void {
      storage('local')?.removeItem(STORAGE_KEY);
      storage('session')?.removeItem(STORAGE_KEY);
      memoryKey = null;
      emit();
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;

export const keyStore = createKeyStore();

/** `ak_live_••••••••WXYZ`: enough to tell two keys apart, never enough to use one. */
export function maskKey(key: string): string {
  const prefixEnd = key.startsWith(API_KEY_PREFIX) ? API_KEY_PREFIX.length : 0;
  const visibleTail = key.length - prefixEnd > 8 ? key.slice(-4) : '';
  return `${key.slice(0, prefixEnd)}${'•'.repeat(8)}${visibleTail}`;
}

/**
 * A short, non-reversible tag for a key (FNV-1a), for cache keys: a new key is checked anew,
 * and the key itself never sits in the query cache or devtools.
 */
export function keyFingerprint(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
