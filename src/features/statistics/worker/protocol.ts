import type { QuestionResultsParams } from '@/api/contract';
import { ApiError, type ApiErrorInit } from '@/api/errors';
import type { TextResponse } from '@/api/http-responses';
import type { RateLimitBudget } from '@/api/rate-limit-store';
import type { StatisticsJobState } from '@/features/statistics/jobs/statistics-job-state';
import type { StatisticsScope } from '@/features/statistics/engine/scope';
import type { FiguresRequest, FiguresResult } from './figures-request';

/**
 * What the page and the statistics worker say to each other (decision 020). The page sends the
 * work to do and carries the worker's requests through the app's one API client (its pacing, its
 * retries, the key in the Authorization header); the worker answers with job states and figures.
 * Answers' rows never come back: only counts, progress and the figures computed from them.
 */

export type JobCommand = 'open' | 'cancel' | 'resume' | 'refresh' | 'recompute';

export type PageMessage =
  /** A job for this workspace and scope (created once per key; its state is sent at once). */
  | { type: 'job'; key: string; workspace: string; scope: StatisticsScope; budget: RateLimitBudget | null }
  | { type: 'command'; key: string; command: JobCommand }
  /** The user's answer to the plan: Start (true) or Not now. */
  | { type: 'answer'; key: string; start: boolean }
  /** The page no longer keeps the job: the worker drops it and its ledger (cancelling it first). */
  | { type: 'forget'; key: string }
  | { type: 'figures'; id: number; key: string; request: FiguresRequest }
  | { type: 'stored-facility'; id: number; workspace: string; questionId: string }
  /** A worker request's answer, with the budget the API reported since (the plan reads it). */
  | { type: 'fetched'; id: number; answer: TextResponse; budget: RateLimitBudget | null }
  | { type: 'fetch-failed'; id: number; error: SentError; budget: RateLimitBudget | null };

export type WorkerMessage =
  | { type: 'state'; key: string; state: StatisticsJobState }
  /** One page of GET /question-results for a job, to send through the page's client. */
  | { type: 'fetch'; id: number; key: string; params: QuestionResultsParams }
  /** The job was cancelled or dropped: the request's answer is no longer wanted. */
  | { type: 'fetch-abort'; id: number }
  | { type: 'result'; id: number; result: WorkResult }
  | { type: 'result-failed'; id: number; error: SentError };

export type WorkResult = FiguresResult | StoredFacilityResult | null;

export interface StoredFacilityResult {
  /** Mean evaluated score, 0–100; null when none of its answers is evaluated. */
  facility: number | null;
  evaluated: number;
  lowConfidence: boolean;
  /** When the stored statistics were computed or last refreshed. */
  asOf: string;
}

/** Either side of the channel: a Worker, the worker's own global scope, or a MessagePort. */
export interface Endpoint {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** An error as it crosses threads: an ApiError keeps what a user needs to report it (never its cause). */
export type SentError = { kind: 'api'; init: Omit<ApiErrorInit, 'cause'> } | { kind: 'other'; message: string };

export function sendError(error: unknown): SentError {
  if (error instanceof ApiError) {
    const { status, code, message, requestId, retryAfterSeconds, method, path } = error;
    return { kind: 'api', init: { status, code, message, requestId, retryAfterSeconds, method, path } };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

export function receiveError(sent: SentError): Error {
  return sent.kind === 'api' ? new ApiError(sent.init) : new Error(sent.message);
}
