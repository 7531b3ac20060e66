import { and, asc, eq, sql } from 'drizzle-orm';

import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StoreDatabase } from './records.ts';
import { syncScopes } from './schema.ts';
import type { ScopeState } from './workspace-store.ts';

/** The pages' scopes a workspace's sync reads ahead of its first read (decision 030). */

type ScopeRow = typeof syncScopes.$inferSelect;

function toScope(row: ScopeRow): ScopeState {
  return {
    workspace: row.workspace,
    key: row.key,
    scope: row.scope,
    status: row.status,
    asOf: row.asOf ? row.asOf.toISOString() : null,
    generation: row.generation,
    mayMissAnswers: row.mayMissAnswers,
    requests: row.requests,
  };
}

export async function requestScope(
  db: StoreDatabase,
  workspace: string,
  key: string,
  scope: StatisticsScope,
  again: boolean,
): Promise<ScopeState> {
  const [row] = await db
    .insert(syncScopes)
    .values({ workspace, key, scope, status: 'requested' })
    .onConflictDoUpdate({
      target: [syncScopes.workspace, syncScopes.key],
      // Asked again, it goes to the back of the queue; otherwise the row is handed back unchanged.
      set: again ? { status: 'requested', requestedAt: sql`now()` } : { key },
    })
    .returning();
  if (!row) throw new Error(`The scope ${key} of ${workspace} was not written.`);
  return toScope(row);
}

const scopeOf = (workspace: string, key: string) => and(eq(syncScopes.workspace, workspace), eq(syncScopes.key, key));

export async function getScope(db: StoreDatabase, workspace: string, key: string) {
  const [row] = await db.select().from(syncScopes).where(scopeOf(workspace, key));
  return row && toScope(row);
}

export async function pendingScopes(db: StoreDatabase, workspace: string): Promise<ScopeState[]> {
  const rows = await db
    .select()
    .from(syncScopes)
    .where(and(eq(syncScopes.workspace, workspace), eq(syncScopes.status, 'requested')))
    .orderBy(asc(syncScopes.requestedAt), asc(syncScopes.key));
  return rows.map(toScope);
}

export async function scopeRead(
  db: StoreDatabase,
  workspace: string,
  key: string,
  read: Pick<ScopeState, 'asOf' | 'generation' | 'mayMissAnswers' | 'requests'>,
): Promise<void> {
  const { asOf, generation, mayMissAnswers, requests } = read;
  await db
    .update(syncScopes)
    .set({ status: 'ready', asOf: asOf === null ? null : new Date(asOf), generation, mayMissAnswers, requests })
    .where(scopeOf(workspace, key));
}

export async function resetScopes(db: StoreDatabase, workspace: string): Promise<void> {
  await db
    .update(syncScopes)
    .set({ status: 'requested', asOf: null, generation: 0, mayMissAnswers: false, requests: 0 })
    .where(eq(syncScopes.workspace, workspace));
}

export async function clearScopes(db: StoreDatabase, workspace: string): Promise<void> {
  await db.delete(syncScopes).where(eq(syncScopes.workspace, workspace));
}
