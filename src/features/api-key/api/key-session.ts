import type { QueryClient } from '@tanstack/react-query';
import type { Whoami } from '@assessment-insights/contract';
import { keyFingerprint, keyStore } from '@/api/key-store';
import { getWhoamiWithKey, whoamiQueryOptions } from './get-whoami';

/**
 * Checks a key the user entered (whoami with that key) and saves it only if the API accepts it;
 * a key that fails leaves the stored key as it was.
 */
export async function checkAndSaveKey(
  queryClient: QueryClient,
  candidateKey: string,
  options: { remember: boolean },
): Promise<Whoami> {
  const key = candidateKey.trim();
  const fingerprint = keyFingerprint(key);
  const previous = keyStore.get();
  const isNewKey = previous === null || keyFingerprint(previous.key) !== fingerprint;
  const whoami = await getWhoamiWithKey(key);
  keyStore.save(key, options);
  // Whatever was loaded with the previous key may be another workspace's data.
  if (isNewKey) queryClient.removeQueries();
  queryClient.setQueryData(whoamiQueryOptions(fingerprint).queryKey, whoami);
  return whoami;
}

/** Removes the key from both storages and drops the data it loaded (a shared computer). */
export function forgetKey(queryClient: QueryClient): void {
  keyStore.forget();
  queryClient.removeQueries();
}
