/** Shared assertions and fixtures for the contract tests. */
import { expect, vi } from 'vitest';
import { useFakeApi, type FakeApiOptions } from './fake-api-process';
import { Api, REQUEST_ID_RE, type ApiResponse, type ErrorBody } from './http';

/** Starts a fake API for this test file; returns a getter for a client with the valid key. */
export function useApi(options: FakeApiOptions = {}): () => Api {
  // black-box tests over HTTP make many requests per test
  vi.setConfig({ testTimeout: 120_000 });
  const fake = useFakeApi(options);
  let api: Api | undefined;
  return () => {
    const f = fake();
    api ??= new Api(f.baseUrl, f.apiKey);
    return api;
  };
}

/** docs/api-contract.md §2: the status, the code, and exactly {"error": {"code", "message", "request_id"}}. */
export function expectError(res: ApiResponse, status: number, code: string): ErrorBody {
  const ctx = `${res.status} ${res.text.slice(0, 400)}`;
  expect(res.status, ctx).toBe(status);
  expect(res.headers.get('content-type') ?? '', ctx).toMatch(/^application\/json/);
  const body = res.body as ErrorBody;
  expect(body, ctx).toBeTypeOf('object');
  expect(Object.keys(body as object).sort(), ctx).toEqual(['error']);
  expect(Object.keys(body.error).sort(), ctx).toEqual(['code', 'message', 'request_id']);
  expect(body.error.code, ctx).toBe(code);
  expect(body.error.message, ctx).toBeTypeOf('string');
  expect(body.error.message.length, ctx).toBeGreaterThan(0);
  expect(body.error.request_id, ctx).toMatch(REQUEST_ID_RE);
  expect(res.headers.get('x-request-id'), ctx).toBe(body.error.request_id);
  return body;
}

export function expectOk(res: ApiResponse, status = 200): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 400)}`).toBe(status);
}

export type Direction = 'asc' | 'desc';
export type Row = Record<string, unknown> & { id: string };
type Comparable = number | string;

export function keyValue(row: Row, key: string): Comparable | null {
  const v = row[key];
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(v)) {
      const t = Date.parse(v);
      if (!Number.isNaN(t)) return t;
    }
    return v;
  }
  throw new Error(`cannot compare ${key}=${JSON.stringify(v)}`);
}

function cmpId(a: Row, b: Row): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Where `rows` breaks "sorted by key in dir, ties on id ascending", or null.
 * Only rows with a non-null key are compared with each other by key; rows with
 * a null key are ties among themselves (id ascending). Where nulls go relative
 * to non-null values the contract does not say, so that is not checked here.
 * `strCmp` decides how two strings compare (names).
 */
export function orderViolation(
  rows: readonly Row[],
  key: string,
  dir: Direction,
  strCmp: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): string | null {
  const withValue = rows.filter((r) => keyValue(r, key) !== null);
  const nulls = rows.filter((r) => keyValue(r, key) === null);
  for (let i = 1; i < withValue.length; i++) {
    const a = withValue[i - 1]!;
    const b = withValue[i]!;
    const va = keyValue(a, key)!;
    const vb = keyValue(b, key)!;
    let c = typeof va === 'string' && typeof vb === 'string' ? strCmp(va, vb) : va < vb ? -1 : va > vb ? 1 : 0;
    if (dir === 'desc') c = -c;
    if (c > 0 || (c === 0 && cmpId(a, b) > 0)) {
      return `${key} ${dir}: ${a.id} (${String(a[key])}) before ${b.id} (${String(b[key])})`;
    }
  }
  for (let i = 1; i < nulls.length; i++) {
    if (cmpId(nulls[i - 1]!, nulls[i]!) > 0) {
      return `${key} ${dir}: rows with null ${key} not in id order: ${nulls[i - 1]!.id} before ${nulls[i]!.id}`;
    }
  }
  return null;
}

/**
 * The results-list rule (docs/api-contract.md §5): graded rows first, ungraded rows last in both
 * directions; each part ordered by the key (ties on id ascending).
 */
export function resultsOrderViolation(
  rows: readonly Row[],
  key: string,
  dir: Direction,
  isGraded: (r: Row) => boolean,
): string | null {
  const firstUngraded = rows.findIndex((r) => !isGraded(r));
  if (firstUngraded >= 0) {
    const late = rows.slice(firstUngraded).find((r) => isGraded(r));
    if (late !== undefined) return `${key} ${dir}: graded row ${late.id} after ungraded row ${rows[firstUngraded]!.id}`;
  }
  const graded = firstUngraded < 0 ? rows : rows.slice(0, firstUngraded);
  const ungraded = firstUngraded < 0 ? [] : rows.slice(firstUngraded);
  return orderViolation(graded, key, dir) ?? orderViolation(ungraded, key, dir);
}

export const codePointCmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const localeCmp = (a: string, b: string): number => a.localeCompare(b);
