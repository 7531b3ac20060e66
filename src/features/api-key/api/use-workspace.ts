import { keyFingerprint } from '@/api/key-store';
import { useStoredKey } from '@/hooks/use-stored-key';
import type { ApiMode } from '@/lib/api-mode';
import { useWhoami } from './get-whoami';

/** Stands for the key the proxy adds: the browser never knows it, so it has no fingerprint. */
const SERVER_KEY_FINGERPRINT = 'server-key';
const NO_KEY_FINGERPRINT = 'no-key';

/**
 * The workspace the key in use opens (whoami), shared by the header badge and the key page
 * through the query cache. `hasKey` is false when the browser should hold a key and holds none;
 * whoami is then not asked.
 */
export function useWorkspace(mode: ApiMode) {
  const stored = useStoredKey();
  const serverKey = mode === 'proxy-with-server-key';
  const hasKey = serverKey || stored !== null;
  const fingerprint = serverKey ? SERVER_KEY_FINGERPRINT : stored ? keyFingerprint(stored.key) : NO_KEY_FINGERPRINT;
  const whoami = useWhoami(fingerprint, { enabled: hasKey });
  return { hasKey, stored: serverKey ? null : stored, whoami };
}
