import {
  API_BASE_PATH,
  PATHS,
  listSchema,
  questionResultSchema,
  whoamiSchema,
  type Whoami,
} from '@assessment-insights/contract';
import type { QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';
import { createApiClient } from '@/api/http';
import type { RetryPolicy } from '@/api/http-options';
import { keyFingerprint, type KeyStore } from '@/api/key-store';
import { createRateLimitStore, type RateLimitStore } from '@/api/rate-limit-store';
import { createRequestWaits } from '@/api/request-waits';

/**
 * The team server's way to the API (decision 030): the app's one client (`createApiClient`:
 * paced, retried, Retry-After honoured), on an absolute base URL, with Node's fetch and rate-limit
 * stores of the server's own. A key is given per call or per sync and never kept past it: only
 * its fingerprint names the workspace's budget.
 */

export interface UpstreamOptions {
  /** ASSESSMENT_API_URL: an origin with an optional path, as the proxy forwards to (api-proxy.ts). */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Tests shrink the waits between attempts. */
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  random?: () => number;
}

export interface PageFetcherOptions {
  /** Paces the sync's requests instead of the workspace's store itself (budget-share.ts). */
  rateLimits?: RateLimitStore;
}

export interface Upstream {
  /** e.g. https://api.example.com/api/public/v1 */
  readonly baseUrl: string;
  /** The budget the API last reported for the key's workspace: one store per workspace, never the app's. */
  rateLimitsFor(key: string): RateLimitStore;
  whoami(key: string, signal?: AbortSignal): Promise<Whoami>;
  /** GET /question-results as the engine reads it, every 429 waited out: the budget is shared. */
  questionResultsFetcher(key: string, options?: PageFetcherOptions): QuestionResultsPageFetcher;
}

const questionResultsPage = listSchema(questionResultSchema);

/** The API's base URL under ASSESSMENT_API_URL: the same joining as the proxy's (its path, then the API's). */
export function apiBaseUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${API_BASE_PATH}`;
}

/** A key store holding one key: what the app's client reads the key from, for one sync's client. */
export function fixedKey(key: string): KeyStore {
  return {
    get: () => ({ key, remembered: false }),
    subscribe: () => () => undefined,
    save: () => {
      throw new Error('The server’s key is fixed for the client that holds it.');
    },
    forget: () => undefined,
  };
}

/** No stored key: every request names its key (`apiKey`), so a request without one fails instead of guessing. */
const NO_KEY: KeyStore = { ...fixedKey(''), get: () => null };

export function createUpstream(options: UpstreamOptions): Upstream {
  const baseUrl = apiBaseUrl(options.apiUrl);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  // By key fingerprint: figures of one workspace never pace another's requests.
  const stores = new Map<string, RateLimitStore>();
  const rateLimitsFor = (key: string): RateLimitStore => {
    const scope = keyFingerprint(key);
    let store = stores.get(scope);
    if (store === undefined) stores.set(scope, (store = createRateLimitStore()));
    return store;
  };
  const clientFor = (keys: KeyStore, rateLimits: RateLimitStore) =>
    createApiClient({
      baseUrl,
      keys,
      rateLimits,
      fetch: doFetch,
      retry: options.retry,
      now: options.now,
      random: options.random,
      // The browser's "still waiting" notice has no reader here.
      waits: createRequestWaits(),
    });

  return {
    baseUrl,
    rateLimitsFor,
    whoami: (key, signal) =>
      clientFor(NO_KEY, rateLimitsFor(key)).request({ path: PATHS.whoami, schema: whoamiSchema, signal, apiKey: key }),
    questionResultsFetcher(key, fetcherOptions = {}) {
      const client = clientFor(fixedKey(key), fetcherOptions.rateLimits ?? rateLimitsFor(key));
      return (params, signal) =>
        client.request({
          path: PATHS.questionResults,
          query: { ...params },
          schema: questionResultsPage,
          signal,
          waitOutRateLimits: true,
        });
    },
  };
}
