import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TextResponse } from './http-responses';
import { createApiClient } from './http';
import type { ApiClientOptions, RequestOptions, SendOptions } from './http-options';

/**
 * The app's one API client. `main.tsx` configures it once for the build's mode (demo, proxy,
 * proxy with a server-side key); tests use the default (same-origin base, key from the store).
 */
let current = createApiClient();

export function configureApiClient(options: ApiClientOptions): void {
  current = createApiClient(options);
}

/** Endpoint modules call this; pages never do. */
export function apiRequest<T>(request: RequestOptions<T>): Promise<T> {
  return current.request(request);
}

/** The same request, its answer left as text for the thread that parses it (endpoint modules only). */
export function apiRequestText(request: SendOptions): Promise<TextResponse> {
  return current.requestText(request);
}

/*
 * The queryOptions of the two shapes of most read endpoints: one resource by its id, and one
 * page of a list, cached under `[resource, 'detail', id]` and `[resource, 'list', params]`.
 */

/** One resource by id, read by `get`. */
export const detailQueryOptions =
  <T>(resource: string, get: (id: string, signal?: AbortSignal) => Promise<T>) =>
  (id: string) =>
    queryOptions({ queryKey: [resource, 'detail', id], queryFn: ({ signal }) => get(id, signal) });

/** One page of a list, read by `get`; without params, the prefix of every page. */
export const listQueryOptions =
  <Params extends object, Page>(resource: string, get: (params: Params, signal?: AbortSignal) => Promise<Page>) =>
  (params = {} as Params) =>
    queryOptions({
      queryKey: [resource, 'list', params],
      queryFn: ({ signal }) => get(params, signal),
      placeholderData: keepPreviousData,
    });
