import { randomUUID } from 'node:crypto';

import type { LedgerRecord } from '@assessment-insights/statistics-engine';

import type { WorkspaceStore } from './workspace-store.ts';

/** What the store's shared suite works with (store-suite.test-support.ts). */

export interface StoreBackend {
  /** Opens the store; for a persistent backend, on the same database each time. */
  open(): Promise<WorkspaceStore>;
  /** Whether a store opened again sees what the one before wrote (PGlite in memory does not). */
  persistent: boolean;
  cleanup?(): Promise<void>;
}

export interface SuiteContext {
  store: () => WorkspaceStore;
  /** The store closed and opened again, as after a restart, when it persists; else the same store. */
  reopened: () => Promise<WorkspaceStore>;
}

export const workspace = () => `workspace-${randomUUID()}`;

const QUESTION = randomUUID();
const ASSESSMENT = randomUUID();

export function record(overrides: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    id: randomUUID(),
    source: 0,
    questionId: QUESTION,
    assessmentId: ASSESSMENT,
    candidateId: randomUUID(),
    pipelineId: null,
    status: 1,
    score: 50,
    createdAt: 1_764_300_000_000,
    evaluatedAt: 1_764_300_060_000,
    fingerprint: Uint32Array.of(1, 2, 3),
    ...overrides,
  };
}

export async function readBatches(store: WorkspaceStore, workspace: string, after = 0) {
  const batches: LedgerRecord[][] = [];
  await store.readRecords(workspace, after, (batch) => batches.push(batch));
  return batches;
}

export const byKey = (a: LedgerRecord, b: LedgerRecord) =>
  a.source - b.source || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
