import { API_BASE_PATH, APP_ENDPOINTS } from '../packages/contract/src/index.ts';
// The contract's entry by path: vite.config.ts loads this file with Vite's config bundler, which
// leaves package names to Node, and Node cannot load a TypeScript package.

/**
 * What the same-origin proxy may forward: the endpoints the app calls, with their methods
 * (APP_ENDPOINTS in the client's contract module), and nothing else. A path is matched segment
 * by segment against a strict alphabet, so `..`, `.`, encoded slashes or backslashes, empty
 * segments and the like never match and never reach the API.
 */

export type ForwardDecision =
  | { kind: 'forward' }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: readonly string[] };

/** Path names and ids (UUIDs): letters, digits, `_` and `-`, nothing that a server could reinterpret. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const endpoints = APP_ENDPOINTS.map(({ path, methods }) => ({
  segments: path.split('/').slice(1),
  methods,
}));

/** Whether `url` (a request's path and query, as received) is under the API's base path. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);
}

/** The team server's own paths (decision 030): like the API's, they check a person's own key. */
export const TEAM_BASE_PATH = '/team/v1';

export function isTeamPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith(`${TEAM_BASE_PATH}/`);
}

/** Health probes reach it without credentials: it tells whether the database answers and when each workspace synced. */
export const isHealthPath = (url: string): boolean => (url.split('?', 1)[0] ?? '') === '/healthz';

/** Decides what to do with `method url` for a URL under the API base path. */
export function decideForward(method: string, url: string): ForwardDecision {
  const path = (url.split('?', 1)[0] ?? '').slice(API_BASE_PATH.length);
  const segments = path.split('/').slice(1);
  if (!path.startsWith('/') || !segments.every((segment) => SEGMENT.test(segment))) return { kind: 'not_found' };
  const endpoint = endpoints.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((expected, i) => expected === '{id}' || expected === segments[i]),
  );
  if (!endpoint) return { kind: 'not_found' };
  if (!endpoint.methods.includes(method as 'GET')) return { kind: 'method_not_allowed', allow: endpoint.methods };
  return { kind: 'forward' };
}
