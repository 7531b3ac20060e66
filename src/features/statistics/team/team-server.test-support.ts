import { http, HttpResponse } from 'msw';

import { encodeLedger, ledgerRow, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { questionResultToWire } from '@/mocks/dataset/answers';
import type { QuestionResult } from '@/mocks/dataset/types';
import { LEDGER_CONTENT_TYPE } from './get-team-ledger';

/** The team server's answers for msw: a scope's rows in the engine's encoding, its sync state, its errors. */

export const TEAM = '*/team/v1';

/** A scope's rows as the team server sends them, "as of" its sync. */
export function ledgerResponse(rows: readonly QuestionResult[], asOf: string, mayMissAnswers = false) {
  const ledger = new QuestionResultLedger();
  for (const row of rows) ledger.upsert(ledgerRow(questionResultToWire(row)));
  const bytes = encodeLedger(ledger.toSnapshot(), { asOf, computedAt: asOf, rows: ledger.size, mayMissAnswers });
  return new HttpResponse(bytes, { headers: { 'Content-Type': LEDGER_CONTENT_TYPE } });
}

export const SYNC_PROGRESS = { phase: 'rest', requestsDone: 12, requestsPlanned: 40, rowsRead: 3_400, etaMs: 60_000 };

/** `GET /team/v1/sync`'s answer: while reading, with progress. */
export const syncState = (status: string, asOf: string | null) => ({
  workspace: 'workspace',
  status,
  asOf,
  lastSyncedAt: asOf,
  rows: 9_000,
  requests: 90,
  progress: status === 'ready' ? null : SYNC_PROGRESS,
  error: null,
});

export const teamError = (status: number, code: string, requestId: string) =>
  HttpResponse.json(
    { error: { code, message: `The team server says ${code}.`, request_id: requestId } },
    { status, headers: { 'X-Request-Id': requestId } },
  );

/** `GET /team/v1/sync` of a server whose first read is done: what a page asks before the rows. */
export const syncedWorkspace = (asOf: string) =>
  http.get(`${TEAM}/sync`, () => HttpResponse.json(syncState('ready', asOf)));
