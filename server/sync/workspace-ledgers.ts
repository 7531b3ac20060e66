import { QuestionResultLedger } from '@assessment-insights/statistics-engine';
import type { SyncState, WorkspaceStore } from '../store/workspace-store.ts';
import { putLedgerRecord } from '@assessment-insights/statistics-engine';

/**
 * Each workspace's ledger in memory, which serving and the refresh share (decision 030). Loaded
 * from the store the first time; when the stored generation has moved (another instance synced,
 * or this one), only the rows of newer generations are read and upserted. A new complete read
 * (another `computedAt`) is loaded whole again, as rows may have gone.
 */

export interface WorkspaceLedger {
  ledger: QuestionResultLedger;
  /** The state the ledger is as of; `computedAt` null while the first read runs (the ledger holds part of it). */
  state: SyncState;
}

export interface WorkspaceLedgers {
  /** The workspace's ledger as the store has it now; undefined for a workspace the store does not know. */
  ledgerOf(workspace: string): Promise<WorkspaceLedger | undefined>;
  /** The sync of this instance wrote `ledger`'s rows, as `state` says: it is held as of then, not read back. */
  adopt(workspace: string, ledger: QuestionResultLedger, state: SyncState): void;
  forget(workspace: string): void;
}

interface Held {
  ledger: QuestionResultLedger;
  generation: number;
  computedAt: string | null;
}

export function createWorkspaceLedgers(store: WorkspaceStore): WorkspaceLedgers {
  const held = new Map<string, Held>();
  const loading = new Map<string, Promise<WorkspaceLedger | undefined>>();

  async function load(workspace: string): Promise<WorkspaceLedger | undefined> {
    // The state first: rows of a generation written after it are read again next time, harmlessly.
    const state = await store.getSyncState(workspace);
    if (state === undefined) return undefined;
    let entry = held.get(workspace);
    if (entry !== undefined && entry.computedAt !== state.computedAt) entry = undefined;
    if (entry?.generation === state.generation) return { ledger: entry.ledger, state };
    const ledger = entry?.ledger ?? new QuestionResultLedger();
    await readStoredRows(store, workspace, entry?.generation ?? 0, ledger);
    held.set(workspace, { ledger, generation: state.generation, computedAt: state.computedAt });
    return { ledger, state };
  }

  return {
    ledgerOf(workspace) {
      let pending = loading.get(workspace);
      if (pending === undefined) {
        pending = load(workspace).finally(() => loading.delete(workspace));
        loading.set(workspace, pending);
      }
      return pending;
    },
    adopt(workspace, ledger, state) {
      held.set(workspace, { ledger, generation: state.generation, computedAt: state.computedAt });
    },
    forget(workspace) {
      held.delete(workspace);
    },
  };
}

/** Upserts the workspace's stored rows of generations above `afterGeneration` into `ledger`, batch by batch. */
export async function readStoredRows(
  store: WorkspaceStore,
  workspace: string,
  afterGeneration: number,
  ledger: QuestionResultLedger = new QuestionResultLedger(),
): Promise<QuestionResultLedger> {
  await store.readRecords(workspace, afterGeneration, (records) => {
    for (const record of records) putLedgerRecord(ledger, record);
  });
  return ledger;
}
