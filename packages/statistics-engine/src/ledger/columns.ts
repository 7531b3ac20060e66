import type { FingerprintSnapshot } from './fingerprints';

/** A plain object of typed arrays and one string table, for IndexedDB (structured clone). */
export interface LedgerSnapshot {
  version: 2;
  rowIds: Uint32Array;
  strings: string[];
  /** Indexes into `strings`; pipeline is NO_PIPELINE when the row has none. */
  question: Int32Array;
  assessment: Int32Array;
  candidate: Int32Array;
  pipeline: Int32Array;
  source: Uint8Array;
  status: Uint8Array;
  /** NaN when the row has no score / was not evaluated. */
  score: Float64Array;
  createdAt: Float64Array;
  evaluatedAt: Float64Array;
  /** Each coding and free-text answer's fingerprint (fingerprints.ts). */
  fingerprints: FingerprintSnapshot;
}

/** The ledger's per-row columns besides its ids and fingerprints, each one typed array. */
export type Columns = Omit<LedgerSnapshot, 'version' | 'rowIds' | 'strings' | 'fingerprints'>;
export type ColumnName = keyof Columns;

export const COLUMN_TYPES = {
  question: Int32Array,
  assessment: Int32Array,
  candidate: Int32Array,
  pipeline: Int32Array,
  source: Uint8Array,
  status: Uint8Array,
  score: Float64Array,
  createdAt: Float64Array,
  evaluatedAt: Float64Array,
} as const;
export const COLUMN_NAMES = Object.keys(COLUMN_TYPES) as ColumnName[];

export function allocateColumns(capacity: number): Columns {
  return Object.fromEntries(COLUMN_NAMES.map((name) => [name, new COLUMN_TYPES[name](capacity)])) as unknown as Columns;
}

/** Columns of a larger capacity holding the same rows. */
export function grownColumns(columns: Columns, capacity: number): Columns {
  const grown = allocateColumns(capacity);
  for (const name of COLUMN_NAMES) grown[name].set(columns[name]);
  return grown;
}

/** The first `rows` rows of each column, copied (what a snapshot keeps). */
export function columnsUpTo(columns: Columns, rows: number): Columns {
  return Object.fromEntries(COLUMN_NAMES.map((name) => [name, columns[name].slice(0, rows)])) as unknown as Columns;
}
