import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { StoreDatabase } from './records.ts';
import { syncRuns, syncState } from './schema.ts';
import type { SyncRun, SyncState } from './workspace-store.ts';

/** The sync's state per workspace, its history, an unfinished read's checkpoint and the sync lease. */

type StateRow = typeof syncState.$inferSelect;
type StatePatch = Partial<Omit<SyncState, 'workspace'>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const date = (value: string | null) => (value === null ? null : new Date(value));

/** Times come back as toISOString() gives them (ms, UTC), whatever ISO form went in. */
function toState(row: StateRow): SyncState {
  return {
    workspace: row.workspace,
    status: row.status,
    asOf: iso(row.asOf),
    computedAt: iso(row.computedAt),
    lastSyncedAt: iso(row.lastSyncedAt),
    generation: row.generation,
    rows: row.rows,
    requests: row.requests,
    mayMissAnswers: row.mayMissAnswers,
    progress: row.progress,
    error: row.error,
  };
}

/** The patch's columns; a key present with `undefined` changes nothing, as if absent. */
function patchColumns(patch: StatePatch): Partial<typeof syncState.$inferInsert> {
  const columns: Partial<typeof syncState.$inferInsert> = {
    status: patch.status,
    asOf: patch.asOf === undefined ? undefined : date(patch.asOf),
    computedAt: patch.computedAt === undefined ? undefined : date(patch.computedAt),
    lastSyncedAt: patch.lastSyncedAt === undefined ? undefined : date(patch.lastSyncedAt),
    generation: patch.generation,
    rows: patch.rows,
    requests: patch.requests,
    mayMissAnswers: patch.mayMissAnswers,
    progress: patch.progress,
    error: patch.error,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

type StateColumn = keyof typeof syncState.$inferInsert;

/** `SET column = excluded.column` for each key: the values the INSERT carried. */
function fromExcluded(keys: StateColumn[]) {
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(syncState[key].name)}`]));
}

export async function getSyncState(db: StoreDatabase, workspace: string): Promise<SyncState | undefined> {
  const [row] = await db.select().from(syncState).where(eq(syncState.workspace, workspace));
  return row && toState(row);
}

/** One statement: creates the row with the defaults and the patch, or applies the patch to it. */
export async function updateSyncState(db: StoreDatabase, workspace: string, patch: StatePatch): Promise<SyncState> {
  const columns = patchColumns(patch);
  const [row] = await db
    .insert(syncState)
    .values({ ...columns, workspace })
    .onConflictDoUpdate({
      target: syncState.workspace,
      // An empty patch still needs a SET for RETURNING to hand back the existing row.
      set: Object.keys(columns).length > 0 ? fromExcluded(Object.keys(columns) as StateColumn[]) : { workspace },
    })
    .returning();
  if (!row) throw new Error(`The sync state of ${workspace} was not written.`);
  return toState(row);
}

export async function listSyncStates(db: StoreDatabase): Promise<SyncState[]> {
  const rows = await db.select().from(syncState).orderBy(asc(syncState.workspace));
  return rows.map(toState);
}

export async function getCheckpoint(db: StoreDatabase, workspace: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ checkpoint: syncState.checkpoint })
    .from(syncState)
    .where(eq(syncState.workspace, workspace));
  return row?.checkpoint ?? null;
}

export async function putCheckpoint(db: StoreDatabase, workspace: string, checkpoint: Uint8Array | null) {
  await db
    .insert(syncState)
    .values({ workspace, checkpoint })
    .onConflictDoUpdate({ target: syncState.workspace, set: fromExcluded(['checkpoint']) });
}

export async function recordRun(db: StoreDatabase, run: SyncRun): Promise<void> {
  await db
    .insert(syncRuns)
    .values({ ...run, startedAt: new Date(run.startedAt), finishedAt: new Date(run.finishedAt) });
}

/** The workspace's latest runs, newest first. */
export async function listRuns(db: StoreDatabase, workspace: string, limit: number): Promise<SyncRun[]> {
  const rows = await db
    .select()
    .from(syncRuns)
    .where(eq(syncRuns.workspace, workspace))
    .orderBy(desc(syncRuns.id))
    .limit(limit);
  return rows.map(({ id: _id, ...run }) => ({
    ...run,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
  }));
}

/** The database's clock decides, so instances whose clocks disagree still agree on who holds the lease. */
const leaseUntil = (ttlMs: number) => sql`now() + ${ttlMs}::double precision * interval '1 millisecond'`;

/**
 * One statement creates the state row or takes the lease on it, only when it is free, ran out or
 * is already this owner's. Postgres runs concurrent upserts of one row one after the other, each
 * seeing the other's commit, so two owners can never both get a row back.
 */
export async function tryLease(db: StoreDatabase, workspace: string, owner: string, ttlMs: number) {
  const taken = await db
    .insert(syncState)
    .values({ workspace, leaseOwner: owner, leaseUntil: leaseUntil(ttlMs) })
    .onConflictDoUpdate({
      target: syncState.workspace,
      set: fromExcluded(['leaseOwner', 'leaseUntil']),
      setWhere: or(isNull(syncState.leaseOwner), lt(syncState.leaseUntil, sql`now()`), eq(syncState.leaseOwner, owner)),
    })
    .returning({ workspace: syncState.workspace });
  return taken.length > 0;
}

/** Only the holder extends: if another owner took the lease after it ran out, this one lost it. */
export async function renewLease(db: StoreDatabase, workspace: string, owner: string, ttlMs: number) {
  const renewed = await db
    .update(syncState)
    .set({ leaseUntil: leaseUntil(ttlMs) })
    .where(and(eq(syncState.workspace, workspace), eq(syncState.leaseOwner, owner)))
    .returning({ workspace: syncState.workspace });
  return renewed.length > 0;
}

export async function releaseLease(db: StoreDatabase, workspace: string, owner: string): Promise<void> {
  await db
    .update(syncState)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(syncState.workspace, workspace), eq(syncState.leaseOwner, owner)));
}
