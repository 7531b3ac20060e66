import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { deleteRecords, putRecords, readRecords, type StoreDatabase } from './records.ts';
import { guarded, storeUnavailable } from './store-errors.ts';
import * as scopes from './sync-scopes.ts';
import * as state from './sync-state.ts';
import type { WorkspaceStore } from './workspace-store.ts';

export interface StoreOptions {
  /** A Postgres server (DATABASE_URL). */
  databaseUrl?: string;
  /** Where PGlite keeps its files when there is no server (ASSESSMENT_DATA_DIR); in memory when absent. */
  dataDir?: string;
}

const MIGRATIONS = { migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) };
/** Any fixed number: instances that start together take turns migrating one server. */
const MIGRATION_LOCK = 30_030_001;
/** WAL that PGlite may write before the store vacuums and checkpoints (maintainEvery). */
const PGLITE_WAL_BYTES = 64 * 1024 * 1024;

interface Connection {
  kind: WorkspaceStore['kind'];
  db: StoreDatabase;
  close: () => Promise<void>;
  /** Runs after each write of rows. */
  afterWrite?: () => Promise<void>;
}

/** Opens the store and brings its tables up to date (drizzle-kit's migrations, by drizzle's migrator). */
export async function openWorkspaceStore(options: StoreOptions): Promise<WorkspaceStore> {
  const connection = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  return storeOver(connection);
}

async function openPostgres(url: string): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped idle connection emits 'error' on the pool, which unheard would end the process: the
  // next query meets the failure and reports it as unreachable.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    try {
      // drizzle's migrator takes no lock: two instances would both create the tables. The lock
      // is the session's, so destroying the connection below releases it, whatever happened.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(drizzleNodePg({ client }), MIGRATIONS);
    } finally {
      client.release(true);
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw storeUnavailable(error) ?? error;
  }
  return { kind: 'postgres', db: drizzleNodePg({ client: pool }), close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<Connection> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client });
  let afterWrite: () => Promise<void>;
  try {
    await client.waitReady;
    await migratePglite(db, MIGRATIONS);
    afterWrite = await maintainEvery(client, PGLITE_WAL_BYTES);
  } catch (error) {
    await client.close().catch(() => {});
    throw storeUnavailable(error) ?? error;
  }
  return {
    kind: 'pglite',
    db,
    afterWrite,
    async close() {
      try {
        // Writes everything to the data files, so the next start replays no WAL.
        await client.query('CHECKPOINT');
      } finally {
        await client.close();
      }
    },
  };
}

/**
 * PGlite runs Postgres single-user: no checkpointer, no autovacuum. Its WAL grows until a
 * CHECKPOINT, and rewritten rows leave dead tuples nothing reclaims (six rewrites of 100,000 rows
 * grew the data directory to 303 MB, 26 MB more each time). Once `walBytes` more WAL is written,
 * VACUUM and CHECKPOINT: the same six rewrites stay near 210 MB.
 */
export async function maintainEvery(client: PGlite, walBytes: number): Promise<() => Promise<void>> {
  const position = async () => {
    const { rows } = await client.query<{ at: string }>(`SELECT pg_current_wal_lsn() - '0/0' AS at`);
    return Number(rows[0]?.at ?? 0);
  };
  let checkpointedAt = await position();
  return async () => {
    const at = await position();
    if (at - checkpointedAt < walBytes) return;
    checkpointedAt = at;
    await client.query('VACUUM');
    await client.query('CHECKPOINT');
  };
}

function storeOver({ kind, db, close, afterWrite }: Connection): WorkspaceStore {
  let closing: Promise<void> | undefined;
  const written = async (write: Promise<void>) => {
    await write;
    await afterWrite?.();
  };
  return {
    kind,
    ping: () => guarded(async () => void (await db.execute('SELECT 1'))),
    putRecords: (workspace, records, generation) =>
      guarded(() => written(putRecords(db, workspace, records, generation))),
    readRecords: (workspace, after, onBatch) => guarded(() => readRecords(db, workspace, after, onBatch)),
    deleteRecords: (workspace) => guarded(() => written(deleteRecords(db, workspace))),
    getSyncState: (workspace) => guarded(() => state.getSyncState(db, workspace)),
    updateSyncState: (workspace, patch) => guarded(() => state.updateSyncState(db, workspace, patch)),
    listSyncStates: () => guarded(() => state.listSyncStates(db)),
    getCheckpoint: (workspace) => guarded(() => state.getCheckpoint(db, workspace)),
    putCheckpoint: (workspace, checkpoint) => guarded(() => state.putCheckpoint(db, workspace, checkpoint)),
    requestScope: (workspace, key, scope, again) =>
      guarded(() => scopes.requestScope(db, workspace, key, scope, again)),
    getScope: (workspace, key) => guarded(() => scopes.getScope(db, workspace, key)),
    pendingScopes: (workspace) => guarded(() => scopes.pendingScopes(db, workspace)),
    scopeRead: (workspace, key, read) => guarded(() => scopes.scopeRead(db, workspace, key, read)),
    clearScopes: (workspace) => guarded(() => scopes.clearScopes(db, workspace)),
    resetScopes: (workspace) => guarded(() => scopes.resetScopes(db, workspace)),
    recordRun: (run) => guarded(() => state.recordRun(db, run)),
    listRuns: (workspace, limit) => guarded(() => state.listRuns(db, workspace, limit)),
    tryLease: (workspace, owner, ttlMs) => guarded(() => state.tryLease(db, workspace, owner, ttlMs)),
    renewLease: (workspace, owner, ttlMs) => guarded(() => state.renewLease(db, workspace, owner, ttlMs)),
    releaseLease: (workspace, owner) => guarded(() => state.releaseLease(db, workspace, owner)),
    close: () => (closing ??= guarded(close)),
  };
}
