import { StoreUnavailableError, type WorkspaceStore } from '../store/workspace-store.ts';

/**
 * `GET /healthz`: whether the database answers, and when each workspace last synced. A full disk
 * or a lost connection shows here as well as on the pages.
 */
export async function healthOf(store: WorkspaceStore, showWorkspace: (workspace: string) => string) {
  try {
    await store.ping();
    const states = await store.listSyncStates();
    return {
      database: 'ok' as const,
      store: store.kind,
      workspaces: states.map((state) => ({
        workspace: showWorkspace(state.workspace),
        status: state.status,
        asOf: state.asOf,
        lastSyncedAt: state.lastSyncedAt,
        rows: state.rows,
        error: state.error?.message ?? null,
      })),
    };
  } catch (error) {
    const reason = error instanceof StoreUnavailableError ? error.reason : 'unreachable';
    return {
      database: reason,
      store: store.kind,
      message: error instanceof Error ? error.message : String(error),
      workspaces: [],
    };
  }
}
