import type { ListPage } from '@assessment-insights/contract';
import { ApiFailure } from './errors';

/** docs/api-contract.md §5 and §6 query parameters: each malformed value is a 400 invalid_parameter naming it. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

export const DEFAULT_PER_PAGE = 50;

export function parsePaging(url: URL, maxPerPage: number): { page: number; perPage: number } {
  return {
    page: parseInteger(url, 'page', 1, Number.MAX_SAFE_INTEGER, 1),
    perPage: parseInteger(url, 'per_page', 1, maxPerPage, DEFAULT_PER_PAGE),
  };
}

function parseInteger(url: URL, name: string, min: number, max: number, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ApiFailure(
      'invalid_parameter',
      `${name} must be an integer from ${min} to ${max === Number.MAX_SAFE_INTEGER ? 'any' : max}; got "${raw}".`,
    );
  }
  return value;
}

export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

/** `field` ascending or `-field` descending (ASSUMED). */
export function parseSort<F extends string>(url: URL, fields: readonly F[], fallback: SortOrder<F>): SortOrder<F> {
  const raw = url.searchParams.get('sort');
  if (raw === null) return fallback;
  const descending = raw.startsWith('-');
  const field = (descending ? raw.slice(1) : raw) as F;
  if (!fields.includes(field)) {
    const allowed = fields.flatMap((f) => [f, `-${f}`]).join(', ');
    throw new ApiFailure('invalid_parameter', `sort must be one of ${allowed}; got "${raw}".`);
  }
  return { field, descending };
}

export function parseEnum<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!values.includes(raw as T)) {
    throw new ApiFailure('invalid_parameter', `${name} must be one of ${values.join(', ')}; got "${raw}".`);
  }
  return raw as T;
}

export function parseUuid(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!UUID.test(raw)) throw new ApiFailure('invalid_parameter', `${name} must be a UUID; got "${raw}".`);
  return raw.toLowerCase();
}

/** ISO 8601 date-time with `Z` or an offset; returns epoch milliseconds. */
export function parseDateTime(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  const ms = isValidDateTime(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(ms)) {
    throw new ApiFailure(
      'invalid_parameter',
      `${name} must be an ISO 8601 date-time with Z or an offset, e.g. 2026-01-31T00:00:00Z; got "${raw}".`,
    );
  }
  return ms;
}

function isValidDateTime(raw: string): boolean {
  const m = DATE_TIME.exec(raw);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(
    (part) => Number(part ?? 0),
  );
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offsetOk = m[8] === undefined || (Number(m[8]) <= 23 && Number(m[9]) <= 59);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetOk
  );
}

/** Comma-separated subset of `values`; anything else is SPEC's 400 invalid_filter. */
export function parseStatusFilter<T extends string>(url: URL, values: readonly T[]): Set<T> | undefined {
  const raw = url.searchParams.get('status');
  if (raw === null) return undefined;
  // Strict: " evaluated" or an empty item is not one of the values (SPEC: anything else is 400).
  const parts = raw.split(',');
  const rejected = parts.filter((part) => !values.includes(part as T));
  if (rejected.length > 0) {
    const shown = rejected.map((part) => `"${part}"`).join(', ');
    throw new ApiFailure(
      'invalid_filter',
      `Unknown status value ${shown}. status takes a comma-separated list of: ${values.join(', ')}.`,
    );
  }
  return new Set(parts as T[]);
}

/** Slices an already filtered and sorted list into the ASSUMED envelope. */
export function paginate<T, W = T>(
  rows: readonly T[],
  page: number,
  perPage: number,
  options: { totalKnown?: boolean; toWire?: (row: T) => W } = {},
): ListPage<W> {
  const start = (page - 1) * perPage;
  const slice = start >= rows.length ? [] : rows.slice(start, start + perPage);
  const toWire = options.toWire ?? ((row: T) => row as unknown as W);
  return {
    data: slice.map(toWire),
    pagination: {
      page,
      per_page: perPage,
      total: options.totalKnown === false ? null : rows.length,
      has_more: start + perPage < rows.length,
    },
  };
}
