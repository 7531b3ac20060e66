import type { LedgerRecord } from '@assessment-insights/statistics-engine';
import type { ScopeState, SyncRun, SyncState, WorkspaceStore } from '../store/workspace-store.ts';

/**
 * WorkspaceStore in memory, for the sync's tests: the interface's promises as the Postgres store
 * keeps them (rows upserted by workspace, source and id, stamped with their generation; read back
 * oldest generation first, in batches; a lease that runs out), every value copied in and out so a
 * test sees only what was stored.
 */

interface StoredRow {
  record: LedgerRecord;
  generation: number;
}

interface Lease {
  owner: string;
  until: number;
}

export interface MemoryStore extends WorkspaceStore {
  /** Every call, by method name: what a test counts writes by. */
  readonly calls: Map<string, number>;
  /** Makes the next calls of `method` reject (a database that went away). */
  failNext(method: keyof WorkspaceStore, times?: number): void;
}

const BATCH = 500;

export function createMemoryStore(options: { now?: () => number } = {}): MemoryStore {
  const now = options.now ?? Date.now;
  const rows = new Map<string, Map<string, StoredRow>>();
  const states = new Map<string, SyncState>();
  const checkpoints = new Map<string, Uint8Array>();
  const runs: SyncRun[] = [];
  // By workspace, then key, in the order asked (a scope asked again moves to the back).
  const scopes = new Map<string, Map<string, ScopeState>>();
  const scopesOf = (workspace: string) => {
    let table = scopes.get(workspace);
    if (!table) scopes.set(workspace, (table = new Map<string, ScopeState>()));
    return table;
  };
  const leases = new Map<string, Lease>();
  const calls = new Map<string, number>();
  const failures = new Map<string, number>();
  let closed = false;

  // Each call answers on a later turn, as a database does, so no test leans on it being synchronous.
  const call = async <T>(method: string, work: () => T): Promise<T> => {
    calls.set(method, (calls.get(method) ?? 0) + 1);
    await Promise.resolve();
    if (closed) throw new Error('The store is closed.');
    const failing = failures.get(method) ?? 0;
    if (failing > 0) {
      failures.set(method, failing - 1);
      throw new Error(`${method} failed (injected).`);
    }
    return work();
  };
  const rowsOf = (workspace: string) => {
    let table = rows.get(workspace);
    if (!table) rows.set(workspace, (table = new Map<string, StoredRow>()));
    return table;
  };
  const freshState = (workspace: string): SyncState => ({
    workspace,
    status: 'never',
    asOf: null,
    computedAt: null,
    lastSyncedAt: null,
    generation: 0,
    rows: 0,
    requests: 0,
    mayMissAnswers: false,
    progress: null,
    error: null,
  });
  const leaseHeld = (workspace: string, owner: string) => {
    const lease = leases.get(workspace);
    return lease !== undefined && lease.owner === owner && lease.until > now();
  };

  return {
    kind: 'pglite',
    calls,
    failNext(method, times = 1) {
      failures.set(method, times);
    },
    ping: () => call('ping', () => undefined),
    putRecords: (workspace, records, generation) =>
      call('putRecords', () => {
        const table = rowsOf(workspace);
        for (const record of records) {
          table.set(`${record.source} ${record.id}`, { record: copyRecord(record), generation });
        }
      }),
    readRecords: async (workspace, afterGeneration, onBatch) => {
      const newer = await call('readRecords', () =>
        [...rowsOf(workspace).values()]
          .filter((row) => row.generation > afterGeneration)
          .sort((a, b) => a.generation - b.generation),
      );
      for (let at = 0; at < newer.length; at += BATCH) {
        onBatch(newer.slice(at, at + BATCH).map((row) => copyRecord(row.record)));
        await Promise.resolve();
      }
    },
    deleteRecords: (workspace) => call('deleteRecords', () => void rows.delete(workspace)),
    getSyncState: (workspace) =>
      call('getSyncState', () => {
        const state = states.get(workspace);
        return state && structuredClone(state);
      }),
    updateSyncState: (workspace, patch) =>
      call('updateSyncState', () => {
        const next = { ...(states.get(workspace) ?? freshState(workspace)), ...structuredClone(patch), workspace };
        states.set(workspace, next);
        return structuredClone(next);
      }),
    listSyncStates: () => call('listSyncStates', () => [...states.values()].map((state) => structuredClone(state))),
    getCheckpoint: (workspace) => call('getCheckpoint', () => checkpoints.get(workspace)?.slice() ?? null),
    putCheckpoint: (workspace, checkpoint) =>
      call('putCheckpoint', () => {
        if (checkpoint === null) checkpoints.delete(workspace);
        else checkpoints.set(workspace, checkpoint.slice());
      }),
    requestScope: (workspace, key, scope, again) =>
      call('requestScope', () => {
        const table = scopesOf(workspace);
        const held = table.get(key);
        if (held && !again) return structuredClone(held);
        table.delete(key);
        const asked: ScopeState = held
          ? { ...held, status: 'requested' }
          : {
              workspace,
              key,
              scope: structuredClone(scope),
              status: 'requested',
              asOf: null,
              generation: 0,
              mayMissAnswers: false,
              requests: 0,
            };
        table.set(key, asked);
        return structuredClone(asked);
      }),
    getScope: (workspace, key) =>
      call('getScope', () => {
        const held = scopesOf(workspace).get(key);
        return held && structuredClone(held);
      }),
    pendingScopes: (workspace) =>
      call('pendingScopes', () =>
        [...scopesOf(workspace).values()]
          .filter((scope) => scope.status === 'requested')
          .map((scope) => structuredClone(scope)),
      ),
    scopeRead: (workspace, key, read) =>
      call('scopeRead', () => {
        const held = scopesOf(workspace).get(key);
        if (held) Object.assign(held, { ...read, status: 'ready' });
      }),
    clearScopes: (workspace) => call('clearScopes', () => void scopes.delete(workspace)),
    resetScopes: (workspace) =>
      call('resetScopes', () => {
        for (const scope of scopesOf(workspace).values())
          Object.assign(scope, { status: 'requested', asOf: null, generation: 0, mayMissAnswers: false, requests: 0 });
      }),
    recordRun: (run) => call('recordRun', () => void runs.push({ ...run })),
    listRuns: (workspace, limit) =>
      call('listRuns', () =>
        runs
          .filter((run) => run.workspace === workspace)
          .reverse()
          .slice(0, limit)
          .map((run) => ({ ...run })),
      ),
    tryLease: (workspace, owner, ttlMs) =>
      call('tryLease', () => {
        const lease = leases.get(workspace);
        // As the atomic UPDATE … WHERE lease_until < now(): free, run out, or already this owner's.
        if (lease !== undefined && lease.until > now() && lease.owner !== owner) return false;
        leases.set(workspace, { owner, until: now() + ttlMs });
        return true;
      }),
    renewLease: (workspace, owner, ttlMs) =>
      call('renewLease', () => {
        if (!leaseHeld(workspace, owner)) return false;
        leases.set(workspace, { owner, until: now() + ttlMs });
        return true;
      }),
    releaseLease: (workspace, owner) =>
      call('releaseLease', () => {
        if (leases.get(workspace)?.owner === owner) leases.delete(workspace);
      }),
    close: async () => {
      closed = true;
      await Promise.resolve();
    },
  };
}

function copyRecord(record: LedgerRecord): LedgerRecord {
  return { ...record, fingerprint: record.fingerprint?.slice() ?? null };
}
