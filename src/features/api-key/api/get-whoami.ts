import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../api/client'
import { PATHS, whoamiSchema, type Whoami } from '../../../api/contract'

export function getWhoami(signal?: AbortSignal): Promise<Whoami> {
  return apiRequest({ path: PATHS.whoami, schema: whoamiSchema, signal })
}

/** Keyed by the key's fingerprint so a new key is checked anew, never answered from cache. */
export const whoamiQueryOptions = (keyFingerprint: string) =>
  queryOptions({
    queryKey: ['whoami', keyFingerprint],
    queryFn: ({ signal }) => getWhoami(signal),
    staleTime: 30_000,
  })

export function useWhoami(keyFingerprint: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...whoamiQueryOptions(keyFingerprint), enabled: options.enabled ?? true })
}
