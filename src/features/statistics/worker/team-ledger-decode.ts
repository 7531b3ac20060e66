import type { LedgerSnapshot } from '@assessment-insights/statistics-engine';

/**
 * The engine's `decodeLedger` (the team server's wire format, decision 030), behind one import so
 * the worker does not care where it comes from. It is being added to the engine; until then this
 * stand-in fails, and tests mock this module. Once the engine exports it, this file becomes:
 *
 *   export { decodeLedger } from '@assessment-insights/statistics-engine';
 */
export function decodeLedger(_bytes: Uint8Array): { snapshot: LedgerSnapshot; meta: Record<string, unknown> } {
  throw new Error('Reading the team server’s rows is not built yet: decodeLedger is not in the statistics engine.');
}
