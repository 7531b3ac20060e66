import type { Database } from './database';

/** A route table in the shape of the contract's paths; the dispatcher owns every shared rule. */
export interface RouteContext {
  url: URL;
  params: Record<string, string>;
  db: Database;
  /** Parsed JSON body for POST/PATCH (undefined when empty). */
  body: unknown;
  now: () => number;
  newId: () => string;
}

export interface RouteResult {
  status: number;
  body: unknown;
}

export type RouteHandler = (context: RouteContext) => RouteResult;
export type Method = 'GET' | 'POST' | 'PATCH';

export interface Route {
  path: string;
  methods: Partial<Record<Method, RouteHandler>>;
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string>; pattern: string }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    const params = matchPath(route.path, segments);
    if (!params) continue;
    const handler = route.methods[method as Method];
    if (!handler) return { kind: 'method_not_allowed', allowed: Object.keys(route.methods) };
    return { kind: 'found', handler, params, pattern: route.path };
  }
  return { kind: 'not_found' };
}

function matchPath(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}
