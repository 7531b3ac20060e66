import type { LedgerSnapshot, StatisticsScope } from '@assessment-insights/statistics-engine';
import { isWholeWorkspace, scopeKey } from '../sync/scope-reads.ts';
import type { ScopeState, SyncState, WorkspaceStore } from '../store/workspace-store.ts';
import type { ServedLedger } from './served-ledgers.ts';

/**
 * Which rows a page's scope is served, and what it is told of their sync (decision 030): once the
 * workspace is whole, its cut and the workspace's "as of"; before, the scope's own read (asked for
 * by the page, read ahead of the rest) once its rows are in the ledger held, with its "as of".
 */

export interface ScopeRows {
  rows: LedgerSnapshot;
  asOf: string | null;
  computedAt: string | null;
  mayMissAnswers: boolean;
}

/** The scope's rows, or undefined while they are not read yet. */
export async function servedScopeRows(
  store: WorkspaceStore,
  held: ServedLedger | undefined,
  workspace: string,
  scope: StatisticsScope,
): Promise<ScopeRows | undefined> {
  if (held === undefined) return undefined;
  const { asOf, computedAt, mayMissAnswers } = held.state;
  if (computedAt !== null) return { rows: held.scope(scope), asOf, computedAt, mayMissAnswers };
  if (isWholeWorkspace(scope)) return undefined;
  const read = await store.getScope(workspace, scopeKey(workspace, scope));
  // Read before (a Refresh of it may run: its rows stay served meanwhile), and held by this instance.
  if (read?.asOf == null || read.generation > held.state.generation) return undefined;
  return { rows: held.scope(scope), asOf: read.asOf, computedAt: read.asOf, mayMissAnswers: read.mayMissAnswers };
}

/**
 * Asks for the scope to be read ahead of the workspace's first read (a Refresh: read again);
 * false when there is nothing to ask: the workspace is whole, or the scope is all of it.
 */
export async function askForScope(
  store: WorkspaceStore,
  state: SyncState | undefined,
  workspace: string,
  scope: StatisticsScope,
  refresh: boolean,
): Promise<boolean> {
  if (state?.computedAt || isWholeWorkspace(scope)) return false;
  const key = scopeKey(workspace, scope);
  const asked = refresh ? await store.getScope(workspace, key) : undefined;
  await store.requestScope(workspace, key, scope, asked?.status === 'ready');
  return true;
}

/** What a page is told of a sync: never the lease, the checkpoint or who asked. */
export function syncView(workspace: string, state: SyncState | undefined, scope?: ScopeState | null) {
  const progress = state?.progress ?? null;
  const view = {
    workspace,
    status: state?.status ?? 'never',
    asOf: state?.asOf ?? null,
    lastSyncedAt: state?.lastSyncedAt ?? null,
    rows: state?.rows ?? 0,
    requests: state?.requests ?? 0,
    mayMissAnswers: state?.mayMissAnswers ?? false,
    progress: progress && { ...progress, scope: undefined },
    error: state?.error ?? null,
  };
  if (scope === undefined) return view;
  // A scope read first: its own status and "as of", and the progress of its read only.
  return {
    ...view,
    status: scope === null ? 'never' : scope.status === 'ready' ? 'ready' : view.status,
    asOf: scope?.asOf ?? null,
    mayMissAnswers: scope?.mayMissAnswers ?? false,
    requests: scope?.requests ?? 0,
    progress: scope !== null && progress?.scope === scope.key ? view.progress : null,
  };
}

/** The view of `scope` while the workspace's first read runs (undefined: the workspace's own). */
export async function scopeStateFor(
  store: WorkspaceStore,
  state: SyncState | undefined,
  workspace: string,
  scope: StatisticsScope | undefined,
): Promise<ScopeState | null | undefined> {
  if (scope === undefined || state?.computedAt || isWholeWorkspace(scope)) return undefined;
  return (await store.getScope(workspace, scopeKey(workspace, scope))) ?? null;
}
