import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { PATHS, whoamiSchema, type Whoami } from '@assessment-insights/contract';

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

const WHOAMI_QUERY_KEY = 'whoami';

/** Keyed by the key's fingerprint so a new key is checked anew, never answered from cache. */
export const whoamiQueryOptions = (keyFingerprint: string) =>
  queryOptions({
    queryKey: [WHOAMI_QUERY_KEY, keyFingerprint],
    queryFn: ({ signal }) => getWhoami(signal),
    staleTime: 30_000,
  });

export function useWhoami(keyFingerprint: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...whoamiQueryOptions(keyFingerprint), enabled: options.enabled ?? true });
}

/**
 * A 401 anywhere means the workspace on record no longer answers to the key (regenerated,
 * revoked): forget it, so the header and the key page check again instead of showing it as fine.
 * Only a successful check is forgotten: a failing or running one already tells the truth, and
 * asking it again on its own 401 would loop.
 */
export function forgetCheckedWorkspace(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({
    queryKey: [WHOAMI_QUERY_KEY],
    predicate: (query) => query.state.status === 'success',
  });
}
