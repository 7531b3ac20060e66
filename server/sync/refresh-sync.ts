import {
  refreshLedger,
  type QuestionResultLedger,
  type QuestionResultsPageFetcher,
} from '@assessment-insights/statistics-engine';
import { isResumable, isSyncPause } from './page-gate.ts';
import { writeRows, type ReadEnd, type SyncContext } from './sync-context.ts';

/**
 * A later sync of a workspace read whole before: the engine's incremental `refreshLedger` over the
 * ledger in memory (what is pending now, created or graded since the last "as of"), then only the
 * rows it added or changed are written, under a new generation. A refresh that stops or fails
 * still writes what it changed (each row as the API last said) and keeps its "as of", so the
 * next refresh reads the same span again.
 */

export async function refreshWorkspace(
  context: SyncContext,
  ledger: QuestionResultLedger,
  watermark: string,
): Promise<ReadEnd> {
  const { gate, session } = context;
  const before = ledger.toSnapshot();
  // The refresh reports no progress of its own: each page answered is one.
  const fetchPage: QuestionResultsPageFetcher = async (params, signal) => {
    const page = await gate.fetchPage(params, signal);
    session.progress({
      phase: 'refresh',
      requestsDone: gate.requests,
      requestsPlanned: null,
      rowsRead: gate.rows,
      etaMs: null,
    });
    return page;
  };

  let asOf: string | undefined;
  let error: unknown;
  try {
    const outcome = await refreshLedger({ ledger, scope: { filter: {} }, watermark, fetchPage, now: context.now });
    if (outcome.kind === 'refreshed') asOf = outcome.asOf;
    else error = new Error(`The workspace's refresh asked for a full read (${outcome.reason}).`);
  } catch (caught) {
    error = caught;
    // A failed request ends the refresh while its other reads may still have a page in flight:
    // those pages are taken in (or refused) before the changes are counted, so none is left unwritten.
    gate.pause('stop');
    await gate.idle();
  }
  if (isSyncPause(error) && error.reason === 'lease-lost') return { kind: 'paused', reason: error.reason, ledger };
  if (!(await session.stillHeld())) return { kind: 'paused', reason: 'lease-lost', ledger };
  await writeRows(context, ledger, before);
  if (asOf !== undefined) return { kind: 'complete', ledger, patch: { asOf, rows: ledger.size } };
  if (isSyncPause(error) && !isResumable(error.reason)) return { kind: 'paused', reason: error.reason, ledger };
  return { kind: 'failed', error, ledger };
}
