import {
  fetchLedger,
  filterLedger,
  ledgerRecord,
  putLedgerRecord,
  refreshLedger,
  scopeStorageKey,
  type LedgerSnapshot,
  type QuestionResultLedger,
  type StatisticsScope,
} from '@assessment-insights/statistics-engine';
import type { ScopeState } from '../store/workspace-store.ts';
import { isResumable, isSyncPause } from './page-gate.ts';
import { writeRows, type ReadEnd, type SyncContext } from './sync-context.ts';

/**
 * The pages' scopes, read ahead of the workspace's first read (decision 030): a page that opens
 * before the workspace is whole has its scope read on its own, at its own lower bound, and served
 * at once. Its rows join the workspace's ledger (a newer read of a row replaces an older one),
 * are written, and the scope is marked read. A scope read before is refreshed instead (a page's
 * Refresh), from its own "as of". Once the workspace is whole the scopes are dropped.
 */

/** How often a running first read looks for scopes other instances were asked for. */
export const SCOPE_POLL_MS = 1_000;

/** The scope's key in the store: the engine's stable name for a workspace's scope. */
export const scopeKey = (workspace: string, scope: StatisticsScope) => scopeStorageKey(workspace, scope);

/** A scope that is the whole workspace is the first read itself. */
export const isWholeWorkspace = ({ filter, assessment }: StatisticsScope) =>
  assessment === undefined && Object.values(filter).every((value) => value === undefined);

export interface ScopesRead {
  /** The next write's `before`. */
  before: LedgerSnapshot | null;
  /** Set when the sync must end (stopped, its share spent, or a request failed). */
  end?: ReadEnd;
}

/**
 * Reads every scope asked for, the newly asked included, into the workspace's `ledger`, with the
 * gate's checkpoints off: they are the workspace read's, which does not move on meanwhile.
 */
export async function readPendingScopes(
  context: SyncContext,
  ledger: QuestionResultLedger,
  before: LedgerSnapshot | null,
): Promise<ScopesRead> {
  context.gate.checkpoints(false);
  try {
    return await readEach(context, ledger, before);
  } finally {
    context.gate.checkpoints(true);
  }
}

async function readEach(
  context: SyncContext,
  ledger: QuestionResultLedger,
  before: LedgerSnapshot | null,
): Promise<ScopesRead> {
  const { store, workspace } = context;
  for (;;) {
    const [next] = await store.pendingScopes(workspace);
    if (next === undefined) return { before };
    const requestsBefore = context.gate.requests;
    const read = await readScope(context, next, ledger);
    if (read.ledger !== null) {
      // A scope's read is newer than what the workspace's read took of the same rows before it.
      for (let row = 0; row < read.ledger.size; row++) putLedgerRecord(ledger, ledgerRecord(read.ledger, row));
    }
    if (!(await context.session.stillHeld())) return { before, end: { kind: 'paused', reason: 'lease-lost', ledger } };
    before = await writeRows(context, ledger, before);
    if (read.end) return { before, end: read.end };
    await store.scopeRead(workspace, next.key, {
      asOf: read.asOf,
      generation: context.state.generation,
      mayMissAnswers: read.mayMissAnswers,
      requests: next.requests + context.gate.requests - requestsBefore,
    });
  }
}

interface ScopeRead {
  ledger: QuestionResultLedger | null;
  asOf: string;
  mayMissAnswers: boolean;
  /** Set when the sync must end: what was read is still kept. */
  end?: ReadEnd;
}

/** Ends the sync as a paused or failed read does. */
function endOf(error: unknown): ReadEnd {
  return isSyncPause(error) && !isResumable(error.reason)
    ? { kind: 'paused', reason: error.reason, ledger: null }
    : { kind: 'failed', error, ledger: null };
}

async function readScope(
  context: SyncContext,
  held: ScopeState,
  workspaceLedger: QuestionResultLedger,
): Promise<ScopeRead> {
  const { key, scope } = held;
  // A scope read before is refreshed (a status filter cannot be: it is read again).
  if (held.asOf !== null && !scope.filter.status?.length)
    return refreshScope(context, { ...held, asOf: held.asOf }, workspaceLedger);
  const { gate, session } = context;
  const outcome = await fetchLedger({
    filter: scope.filter,
    ...(scope.assessment ? { scope: scope.assessment } : {}),
    fetchPage: gate.fetchPage,
    rateLimits: context.rateLimits,
    onProgress: (progress) => session.progress({ ...progress, scope: key }),
    // A scope is a part of the workspace, which the server reads by design.
    confirm: () => Promise.resolve(true),
    now: context.now,
  });
  const read = { ledger: outcome.ledger, asOf: outcome.asOf, mayMissAnswers: outcome.shifted.length > 0 };
  if (outcome.status === 'complete') return read;
  return {
    ...read,
    end: endOf(outcome.status === 'failed' ? outcome.error : new Error(`The read ended ${outcome.status}.`)),
  };
}

async function refreshScope(
  context: SyncContext,
  { key, scope, asOf: watermark, mayMissAnswers }: ScopeState & { asOf: string },
  workspaceLedger: QuestionResultLedger,
): Promise<ScopeRead> {
  const { gate, session } = context;
  const ledger = filterLedger(workspaceLedger, scope);
  try {
    const outcome = await refreshLedger({
      ledger,
      scope,
      watermark,
      fetchPage: async (params, signal) => {
        const page = await gate.fetchPage(params, signal);
        session.progress({
          phase: 'refresh',
          scope: key,
          requestsDone: gate.requests,
          requestsPlanned: null,
          rowsRead: gate.rows,
          etaMs: null,
        });
        return page;
      },
      now: context.now,
    });
    if (outcome.kind === 'refreshed') return { ledger, asOf: outcome.asOf, mayMissAnswers };
    throw new Error(`The scope's refresh asked for a full read (${outcome.reason}).`);
  } catch (error) {
    // The refresh's other reads may have a page in flight: taken in (or refused) before the rows are kept.
    gate.pause('stop');
    await gate.idle();
    return { ledger, asOf: watermark, mayMissAnswers, end: endOf(error) };
  }
}
