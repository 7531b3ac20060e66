/**
 * A small typed HTTP helper for the contract tests: it sends the key in the
 * Authorization header, encodes query parameters and parses JSON bodies.
 */
import type { ErrorBody as ContractErrorBody, ListPage } from '@assessment-insights/contract';

export type Query = Record<string, string | number | undefined>;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  body: T;
  text: string;
}

export interface RequestOptions {
  query?: Query;
  /** A value to JSON-encode, or a raw string sent as is. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** false: no Authorization header; a string: that exact header value. */
  auth?: false | string;
}

/** The list envelope as the client reads it (packages/contract/src/contract-schemas.ts). */
export type ListEnvelope<T> = ListPage<T>;

/** The error shape; the client tolerates a missing request_id, the contract requires one. */
export type ErrorBody = ContractErrorBody & { error: { request_id: string } };

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl + path);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  return url.toString();
}

export class Api {
  readonly baseUrl: string;
  readonly key: string;

  constructor(baseUrl: string, key: string) {
    this.baseUrl = baseUrl;
    this.key = key;
  }

  async request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.auth === undefined) headers['Authorization'] = `Bearer ${this.key}`;
    else if (opts.auth !== false) headers['Authorization'] = opts.auth;
    if (opts.idempotencyKey !== undefined) headers['Idempotency-Key'] = opts.idempotencyKey;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(buildUrl(this.baseUrl, path, opts.query), {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, query?: Query, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, { ...opts, ...(query !== undefined ? { query } : {}) });
  }

  list<T = Record<string, unknown>>(path: string, query?: Query): Promise<ApiResponse<ListEnvelope<T>>> {
    return this.get<ListEnvelope<T>>(path, query);
  }

  post<T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, { ...opts, ...(body !== undefined ? { body } : {}) });
  }

  patch<T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>('PATCH', path, { ...opts, ...(body !== undefined ? { body } : {}) });
  }

  /** Every row of a list, page by page (per_page as given), following has_more. */
  async all<T = Record<string, unknown>>(
    path: string,
    query: Query = {},
    perPage = 100,
    maxPages = 1000,
  ): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const res = await this.list<T>(path, { ...query, page, per_page: perPage });
      if (res.status !== 200) {
        throw new Error(`GET ${path} page ${page} → ${res.status}: ${res.text.slice(0, 300)}`);
      }
      rows.push(...res.body.data);
      if (!res.body.pagination.has_more) return rows;
    }
    throw new Error(`GET ${path}: more than ${maxPages} pages`);
  }

  /** The list's total: pagination.total, or a count by paging when total is null. */
  async count(path: string, query: Query = {}, perPage = 100): Promise<number> {
    const res = await this.list(path, { ...query, per_page: perPage });
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${res.text.slice(0, 300)}`);
    if (res.body.pagination.total !== null) return res.body.pagination.total;
    return (await this.all(path, query, perPage, 100_000)).length;
  }
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REQUEST_ID_RE = /^req_[a-z0-9]{24}$/;
export const RATE_LIMIT_HEADERS = [
  'X-RateLimit-Limit-Minute',
  'X-RateLimit-Remaining-Minute',
  'X-RateLimit-Limit-Day',
  'X-RateLimit-Remaining-Day',
  'X-RateLimit-Reset',
] as const;

/** A date-time string that parses. */
export function isDateTime(v: unknown): v is string {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));
}

export function headerInt(res: ApiResponse, name: string): number {
  const v = res.headers.get(name);
  if (v === null || !/^\d+$/.test(v)) throw new Error(`header ${name} is not a whole number: ${String(v)}`);
  return Number(v);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A fresh Idempotency-Key (8–64 of [A-Za-z0-9_-]). */
export function idemKey(label = 'k'): string {
  return `${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`.slice(0, 64);
}

/** An id that is well formed but (practically) never assigned. */
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
