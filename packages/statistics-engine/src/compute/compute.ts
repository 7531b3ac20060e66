import type { FiguresRequest, FiguresResult } from './figures-request';
import type { ReadyLedger } from './ready-ledger';

/**
 * One page section's figures over a ready ledger (and, to compare, another's, found by its job
 * key). The figures' code loads with the first request, and the fairness check's two methods
 * only with the first comparison or overview, so opening a ledger costs neither.
 */
export async function computeFigures(
  ready: ReadyLedger,
  request: FiguresRequest,
  readyLedgerOf: (key: string) => ReadyLedger | null,
): Promise<FiguresResult> {
  if (request.kind === 'compare') {
    const { computeCompare } = await import('./compute-compare');
    return computeCompare(ready, request, readyLedgerOf);
  }
  if (request.kind === 'overview') {
    const { computeOverview } = await import('./compute-overview');
    return computeOverview(ready, request);
  }
  const { computeOwnFigures } = await import('./compute-figures');
  return computeOwnFigures(ready, request);
}
