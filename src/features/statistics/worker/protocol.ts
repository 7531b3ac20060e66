import type { QuestionResultsParams, RateLimitBudget } from '@assessment-insights/contract';
import { ApiError, type ApiErrorInit } from '@/api/errors';
import type { TextResponse } from '@/api/http-responses';
import type { StatisticsScope, FiguresRequest, FiguresResult } from '@assessment-insights/statistics-engine';
import type { StatisticsJobState } from './job-state';

/**
 * What the page and the statistics worker say to each other (decision 020). The page sends the
 * work to do and carries the worker's requests through the app's one API client (its pacing, its
 * retries, the key in the Authorization header); the worker answers with job states and figures.
 * Answers' rows never come back: only counts, progress and the figures computed from them.
 *
 * | message | from | what it says |
 * |---|---|---|
 * | `job` | page | a job for this workspace and scope (created once per key; its state is sent at once) |
 * | `command` | page | open, cancel, resume, refresh or recompute a job ("Read the API directly" opens it as without a team server) |
 * | `answer` | page | the user's answer to the plan: Start or Not now |
 * | `forget` | page | the page no longer keeps the job: the worker drops it and its ledger |
 * | `figures` | page | a call (WorkerCalls): a page section's figures over a job's ledger |
 * | `stored-facility` | page | a call (WorkerCalls): a question's facility from its stored ledger |
 * | `held-ledgers` | page | a call (WorkerCalls): which of these scopes' ledgers the browser's store holds |
 * | `fetched` | page | a worker request's answer, with the budget the API reported since |
 * | `ledger` | page | a job's rows from the team server (decision 030), as the bytes it sent: the ArrayBuffer is transferred, not copied |
 * | `fetch-failed` | page | a worker request's failure, with the budget |
 * | `state` | worker | a job's new state |
 * | `fetch` | worker | one page of GET /question-results for a job, to send through the page's client |
 * | `fetch-abort` | worker | the job was cancelled or dropped: the request's answer is no longer wanted |
 * | `result` | worker | a call's answer |
 * | `result-failed` | worker | a call's failure |
 */

/** A command is the name of the worker job's method it calls. */
export type JobCommand = 'open' | 'cancel' | 'resume' | 'refresh' | 'recompute';

/** Every call the page makes of the worker, and its answer: the call messages and `ask` come from it. */
export interface WorkerCalls {
  figures: { args: { key: string; request: FiguresRequest }; answer: FiguresResult };
  'stored-facility': { args: { workspace: string; questionId: string }; answer: StoredFacilityResult | null };
  /** Of these job keys, those whose ledger is stored: opening them costs no request. */
  'held-ledgers': { args: { keys: string[] }; answer: { held: string[] } };
}
export type CallName = keyof WorkerCalls;
export type CallMessage = { [K in CallName]: { type: K; id: number } & WorkerCalls[K]['args'] }[CallName];
export type CallAnswer = WorkerCalls[CallName]['answer'];

export type PageMessage =
  | { type: 'job'; key: string; workspace: string; scope: StatisticsScope; budget: RateLimitBudget | null }
  | { type: 'command'; key: string; command: JobCommand }
  | { type: 'answer'; key: string; start: boolean }
  | { type: 'forget'; key: string }
  | CallMessage
  | { type: 'fetched'; id: number; answer: TextResponse; budget: RateLimitBudget | null }
  | { type: 'fetch-failed'; id: number; error: SentError; budget: RateLimitBudget | null }
  | { type: 'ledger'; key: string; bytes: ArrayBuffer };

export type WorkerMessage =
  | { type: 'state'; key: string; state: SentJobState }
  | { type: 'fetch'; id: number; key: string; params: QuestionResultsParams }
  | { type: 'fetch-abort'; id: number }
  | { type: 'result'; id: number; result: CallAnswer }
  | { type: 'result-failed'; id: number; error: SentError };

export interface StoredFacilityResult {
  /** Mean evaluated score, 0–100; null when none of its answers is evaluated. */
  facility: number | null;
  evaluated: number;
  lowConfidence: boolean;
  /** When the stored statistics were computed or last refreshed. */
  asOf: string;
}

/** One side of the channel (a Worker, the worker's own global scope, or a MessagePort), typed by what it receives and sends. */
export interface Endpoint<Receives, Sends> {
  postMessage(message: Sends): void;
  onmessage: ((event: MessageEvent<Receives>) => void) | null;
}
export interface PageEndpoint extends Endpoint<WorkerMessage, PageMessage> {
  /** `transfer`: buffers handed over rather than copied (the team server's rows). */
  postMessage(message: PageMessage, transfer?: Transferable[]): void;
}
export type WorkerEndpoint = Endpoint<PageMessage, WorkerMessage>;

/** An error as it crosses threads: an ApiError keeps what a user needs to report it (never its cause). */
export type SentError = { kind: 'api'; init: Omit<ApiErrorInit, 'cause'> } | { kind: 'other'; message: string };

type Sent<State> = State extends { error: unknown } ? Omit<State, 'error'> & { error: SentError } : State;
/** A job's state as it crosses threads: a failure carries its error as a SentError. */
export type SentJobState = Sent<StatisticsJobState>;

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

export const sendState = (state: StatisticsJobState): SentJobState =>
  'error' in state ? { ...state, error: sendError(state.error) } : state;

export const receiveState = (state: SentJobState): StatisticsJobState =>
  'error' in state ? { ...state, error: receiveError(state.error) } : state;
