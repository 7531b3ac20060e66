import type { TextAnswer } from './http-responses';
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
export function apiRequestText(request: SendOptions): Promise<TextAnswer> {
  return current.requestText(request);
}
