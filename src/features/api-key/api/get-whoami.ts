import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PATHS, whoamiSchema, type Whoami } from '../../../api/contract';

export function getWhoami(signal?: AbortSignal): Promise<Whoami> {
  return apiRequest({ path: PATHS.whoami, schema: whoamiSchema, signal });
}

/**
 * Asks whoami with a key the user has entered but not yet saved. Its 401 is the key page's
 * answer to show, not a lost session, so the client does not send the user anywhere.
 */
export function getWhoamiWithKey(candidateKey: string, signal?: AbortSignal): Promise<Whoami> {
  return apiRequest({ path: PATHS.whoami, schema: whoamiSchema, signal, apiKey: candidateKey });
}

/** Keyed by the key's fingerprint so a new key is checked anew, never answered from cache. */
export const whoamiQueryOptions = (keyFingerprint: string) =>
  queryOptions({
    queryKey: ['whoami', keyFingerprint],
    queryFn: ({ signal }) => getWhoami(signal),
    staleTime: 30_000,
  });

export function useWhoami(keyFingerprint: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...whoamiQueryOptions(keyFingerprint), enabled: options.enabled ?? true });
}
