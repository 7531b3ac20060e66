import {
  fetchLedger,
  type LedgerCheckpoint,
  type LedgerSnapshot,
  type QuestionResultLedger,
} from '@assessment-insights/statistics-engine';
import { encodeCheckpoint } from './checkpoint-codec.ts';
import { isSyncPause } from './page-gate.ts';
import { writeRows, type ReadEnd, type SyncContext } from './sync-context.ts';

/**
 * The workspace's full read (decision 030): the engine's `fetchLedger` of `{ filter: {} }`, its
 * plan and repair, from the stored checkpoint when there is one. Each pause (a checkpoint every
 * so often, a stop, the day's share spent) and each failure ends the engine's read with a
 * checkpoint: its new rows are written (a new generation), then its pages, and the read goes on
 * from it or the sync ends. A checkpoint holds page ids only: the rows are in the store already.
 */

export async function readWorkspace(context: SyncContext, resumeFrom?: LedgerCheckpoint): Promise<ReadEnd> {
  const { store, workspace, gate, session } = context;
  // The rows the store holds already: a resumed read starts with them written.
  let before: LedgerSnapshot | null = resumeFrom?.ledger.toSnapshot() ?? null;
  for (;;) {
    const outcome = await fetchLedger({
      filter: {},
      fetchPage: gate.fetchPage,
      rateLimits: context.rateLimits,
      onProgress: (progress) => session.progress(progress),
      // The server reads the whole workspace by design; its budget share bounds what it spends.
      confirm: () => Promise.resolve(true),
      now: context.now,
      ...(resumeFrom ? { resumeFrom } : {}),
    });
    const ledger: QuestionResultLedger = outcome.ledger;
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
    if (error.reason !== 'checkpoint') return { kind: 'paused', reason: error.reason, ledger };
    gate.resume();
    resumeFrom = outcome.checkpoint;
  }
}
