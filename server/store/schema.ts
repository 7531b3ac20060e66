import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import type { ScopeState, SyncError, SyncProgress, SyncRun, SyncStatus } from './workspace-store.ts';

/**
 * The store's tables (decision 030). drizzle-kit generates migrations/ from this file:
 * `npx drizzle-kit generate --config server/store/drizzle.config.ts`. Nothing here can hold an
 * answer's text, its evaluation details or a key: ids are uuid columns, the rest codes and numbers.
 */

/** Opaque bytes (a checkpoint). Copied out of the driver's Buffer so both drivers hand back a plain Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** A fingerprint's bytes: each hash little-endian, the same bytes whichever machine wrote them. */
export function hashBytes(hashes: Uint32Array): Buffer {
  const out = Buffer.alloc(hashes.byteLength);
  if (LITTLE_ENDIAN) out.set(new Uint8Array(hashes.buffer, hashes.byteOffset, hashes.byteLength));
  else hashes.forEach((hash, at) => out.writeUInt32LE(hash, at * 4));
  return out;
}

export function bytesHashes(bytes: Uint8Array): Uint32Array {
  const out = new Uint32Array(bytes.byteLength >>> 2);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(bytes.subarray(0, out.byteLength));
  else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < out.length; at++) out[at] = view.getUint32(at * 4, true);
  }
  return out;
}

const hashes = customType<{ data: Uint32Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: hashBytes,
  fromDriver: bytesHashes,
});

/**
 * One row per (workspace, source, id): a LedgerRecord and the generation that last wrote it.
 * Eight-byte columns first so Postgres pads no row. Times are double precision, like the ledger's
 * Float64Array columns, so any ms value comes back as written (records.ts writes them). UUIDs come back
 * lower-case, Postgres's form (the ledger's ids are lower-case; the API's are).
 */
export const ledgerRows = pgTable(
  'ledger_rows',
  {
    generation: bigint('generation', { mode: 'number' }).notNull(),
    createdAt: doublePrecision('created_at').notNull(),
    evaluatedAt: doublePrecision('evaluated_at'),
    score: doublePrecision('score'),
    id: uuid('id').notNull(),
    questionId: uuid('question_id').notNull(),
    assessmentId: uuid('assessment_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    pipelineId: uuid('pipeline_id'),
    source: smallint('source').notNull(),
    status: smallint('status').notNull(),
    workspace: text('workspace').notNull(),
    fingerprint: hashes('fingerprint'),
  },
  (table) => [
    primaryKey({ columns: [table.workspace, table.source, table.id] }),
    // readRecords pages by (generation, source, id) within a workspace.
    index('ledger_rows_by_generation').on(table.workspace, table.generation, table.source, table.id),
  ],
);

/** One row per workspace: the sync's state, an unfinished read's checkpoint and the sync lease. */
export const syncState = pgTable('sync_state', {
  workspace: text('workspace').primaryKey(),
  status: text('status').$type<SyncStatus>().notNull().default('never'),
  asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
  requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  mayMissAnswers: boolean('may_miss_answers').notNull().default(false),
  progress: jsonb('progress').$type<SyncProgress>(),
  error: jsonb('error').$type<SyncError>(),
  /** Page ids and positions, never answers. */
  checkpoint: bytes('checkpoint'),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
});

/** Each sync's kind, times, cost and outcome. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    workspace: text('workspace').notNull(),
    kind: text('kind').$type<SyncRun['kind']>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: text('outcome').$type<SyncRun['outcome']>().notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    error: text('error'),
  },
  (table) => [index('sync_runs_by_workspace').on(table.workspace, table.id)],
);

/** The pages' scopes read ahead of a workspace's first read: ids and filters, never answers. */
export const syncScopes = pgTable(
  'sync_scopes',
  {
    workspace: text('workspace').notNull(),
    key: text('canonical').notNull(),
    scope: jsonb('scope').$type<StatisticsScope>().notNull(),
    status: text('status').$type<ScopeState['status']>().notNull(),
    asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    mayMissAnswers: boolean('may_miss_answers').notNull().default(false),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspace, table.key] })],
);
