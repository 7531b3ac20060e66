import {
  QuestionResultLedger,
  scopeSnapshot,
  type LedgerSnapshot,
  type StatisticsScope,
} from '@assessment-insights/statistics-engine';
import type { SyncState } from '../store/workspace-store.ts';
import type { WorkspaceLedger } from '../sync/workspace-ledgers.ts';

/**
 * What the routes cut scopes out of (served-scope.ts says which may be served while the first
 * read runs): a copy of each workspace's ledger per stored generation,
 * which no sync changes while a scope is cut from it, and its snapshot, which every scope's cut
 * reads (taking it is most of the work on a large ledger). A new generation makes a new copy.
 */

export interface ServedLedger {
  state: SyncState;
  /** The scope's rows as the wire sends them. */
  scope(scope: StatisticsScope): LedgerSnapshot;
}

interface Copy {
  generation: number;
  computedAt: string | null;
  ledger: QuestionResultLedger;
  whole: LedgerSnapshot;
}

export function createServedLedgers(ledgerOf: (workspace: string) => Promise<WorkspaceLedger | undefined>) {
  const copies = new Map<string, Copy>();
  return async function servedLedger(workspace: string): Promise<ServedLedger | undefined> {
    const held = await ledgerOf(workspace);
    if (held === undefined) return undefined;
    let copy = copies.get(workspace);
    if (copy?.generation !== held.state.generation || copy.computedAt !== held.state.computedAt) {
      const whole = held.ledger.toSnapshot();
      copy = {
        generation: held.state.generation,
        computedAt: held.state.computedAt,
        ledger: QuestionResultLedger.fromSnapshot(whole),
        whole,
      };
      copies.set(workspace, copy);
    }
    const { ledger, whole } = copy;
    return { state: held.state, scope: (scope) => scopeSnapshot(ledger, scope, whole) };
  };
}
