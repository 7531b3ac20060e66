import {
  fetchLedger,
  QuestionResultLedger,
  type LedgerCheckpoint,
  type LedgerSnapshot,
} from '@assessment-insights/statistics-engine';
import { encodeCheckpoint } from './checkpoint-codec.ts';
import { isResumable, isSyncPause } from './page-gate.ts';
import { readPendingScopes, SCOPE_POLL_MS } from './scope-reads.ts';
import { writeRows, type ReadEnd, type SyncContext } from './sync-context.ts';

/**
 * The workspace's full read (decision 030): the engine's `fetchLedger` of `{ filter: {} }`, its
 * plan and repair, from the stored checkpoint when there is one. Each pause (a checkpoint every
 * so often, a page's scope to read first, a stop, the day's share spent) and each failure ends
 * the engine's read with a checkpoint: its new rows are written (a new generation), then its
 * pages, and the read goes on from it or the sync ends. A checkpoint holds page ids only: the rows
 * are in the store already. Before the read starts and at each pause, the scopes pages asked for
 * are read first (scope-reads.ts), into the same ledger.
 */

export async function readWorkspace(
  context: SyncContext,
  resumeFrom?: LedgerCheckpoint,
  scopePollMs = SCOPE_POLL_MS,
): Promise<ReadEnd> {
  const { store, workspace, gate, session } = context;
  // The rows the store holds already: a resumed read starts with them written.
  let before: LedgerSnapshot | null = resumeFrom?.ledger.toSnapshot() ?? null;
  // A read from the start is a resumed read of nothing yet, so scopes read first join its ledger.
  let checkpoint: LedgerCheckpoint = resumeFrom ?? {
    ledger: new QuestionResultLedger(),
    startedAt: context.now(),
    requests: 0,
    plan: null,
    pages: new Map(),
  };
  for (;;) {
    const scopes = await readPendingScopes(context, checkpoint.ledger, before);
    before = scopes.before;
    if (scopes.end) {
      if (scopes.end.kind !== 'paused' || scopes.end.reason !== 'lease-lost') {
        await store.putCheckpoint(workspace, encodeCheckpoint(checkpoint));
      }
      return scopes.end;
    }
    const outcome = await whileWatchingScopes(context, scopePollMs, () =>
      fetchLedger({
        filter: {},
        fetchPage: gate.fetchPage,
        rateLimits: context.rateLimits,
        onProgress: (progress) => session.progress(progress),
        // The server reads the whole workspace by design; its budget share bounds what it spends.
        confirm: () => Promise.resolve(true),
        now: context.now,
        resumeFrom: checkpoint,
      }),
    );
    const ledger = outcome.ledger;
    const error: unknown =
      outcome.status === 'complete'
        ? undefined
        : outcome.status === 'failed'
          ? outcome.error
          : new Error(`The workspace's read ended ${outcome.status}.`);
    if (isSyncPause(error) && error.reason === 'lease-lost') return { kind: 'paused', reason: error.reason, ledger };
    // Another instance may hold the workspace now: then nothing is written over its work.
    if (!(await session.stillHeld())) return { kind: 'paused', reason: 'lease-lost', ledger };
    before = await writeRows(context, ledger, before);
    if (outcome.status === 'complete') {
      return {
        kind: 'complete',
        ledger,
        patch: {
          asOf: outcome.asOf,
          computedAt: outcome.asOf,
          mayMissAnswers: outcome.shifted.length > 0,
          rows: ledger.size,
        },
      };
    }
    await store.putCheckpoint(workspace, encodeCheckpoint(outcome.checkpoint));
    if (!isSyncPause(error)) return { kind: 'failed', error, ledger };
    if (!isResumable(error.reason)) return { kind: 'paused', reason: error.reason, ledger };
    gate.resume();
    checkpoint = outcome.checkpoint;
  }
}

/** Runs the workspace's read, pausing it when a page (on any instance) asks for a scope. */
async function whileWatchingScopes<T>(context: SyncContext, pollMs: number, read: () => Promise<T>): Promise<T> {
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    context.store
      .pendingScopes(context.workspace)
      .then((pending) => pending.length > 0 && context.gate.pause('scope'))
      // The next look tries again; a store that stays away fails the read's own writes.
      .catch(() => undefined)
      .finally(() => (looking = false));
  }, pollMs);
  timer.unref();
  try {
    return await read();
  } finally {
    clearInterval(timer);
  }
}
