import type { LedgerRowInput } from '@assessment-insights/statistics-engine';
import type { SyncState } from '../store/workspace-store.ts';

/** Rows and states for the served ledgers' tests: one question, one assessment, row n created at second n. */

export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const row = (n: number, status = 'pending'): LedgerRowInput => ({
  id: uuid(n),
  question_id: uuid(1000),
  assessment_id: uuid(2000),
  source: 'standalone',
  candidate_id: uuid(3000 + n),
  pipeline_id: null,
  status,
  score: status === 'evaluated' ? 70 : null,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  evaluated_at: status === 'evaluated' ? new Date(Date.UTC(2026, 0, 2)).toISOString() : null,
});

export const state = (generation: number, computedAt: string | null): SyncState => ({
  workspace: 'w',
  status: computedAt ? 'ready' : 'reading',
  asOf: computedAt,
  computedAt,
  lastSyncedAt: null,
  generation,
  rows: 0,
  requests: 0,
  mayMissAnswers: false,
  progress: null,
  error: null,
});
