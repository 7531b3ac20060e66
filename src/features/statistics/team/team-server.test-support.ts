import { serialize } from 'node:v8';
import { HttpResponse } from 'msw';

import { ledgerRow, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { questionResultToWire } from '@/mocks/dataset/answers';
import type { QuestionResult } from '@/mocks/dataset/types';
import { LEDGER_CONTENT_TYPE } from './get-team-ledger';

/**
 * The team server's answers for msw (its routes are not on this branch): a scope's rows, its sync
 * state, its errors. The engine's decodeLedger is not either, so the rows go in Node's structured
 * serialization; a test mocks `worker/team-ledger-decode` with `decodeLedgerForTests`.
 */

export const TEAM = '*/team/v1';

export const decodeLedgerForTests = async () => {
  const { deserialize } = await import('node:v8');
  return { decodeLedger: (bytes: Uint8Array) => deserialize(bytes) as unknown };
};

/** A scope's rows as the team server sends them, "as of" its sync. */
export function ledgerResponse(rows: readonly QuestionResult[], asOf: string, mayMissAnswers = false) {
  const ledger = new QuestionResultLedger();
  for (const row of rows) ledger.upsert(ledgerRow(questionResultToWire(row)));
  const bytes = serialize({
    snapshot: ledger.toSnapshot(),
    meta: { asOf, computedAt: asOf, rows: ledger.size, mayMissAnswers },
  });
  return new HttpResponse(new Uint8Array(bytes), { headers: { 'Content-Type': LEDGER_CONTENT_TYPE } });
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
