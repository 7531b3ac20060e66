import {
  fetchLedger,
  type LedgerRecord,
  type QuestionResultsPageFetcher,
} from '@assessment-insights/statistics-engine';
import { startFakeApiServer, type FakeApiServer } from '@/mocks/http/serve';
import type { FakeApiServerOptions } from '@/mocks/http/options';
import type { FaultMode } from '@/mocks/http/faults';
import type { MovesSpec } from '@/mocks/http/moves';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import { ledgerRecords } from './ledger-records.ts';
import { createUpstream, type Upstream } from './upstream.ts';

/** The fake API over real HTTP for the sync's tests, and what they compare a sync with. */

/** Generous for a whole workspace's read over HTTP (over a hundred pages, the fake in this process). */
export const WHOLE_READ_MS = 180_000;
/** For a test that starts a fake (its dataset takes a second or more on a busy machine) and reads part of it. */
export const PART_READ_MS = 30_000;

export interface SyncFake {
  fake: FakeApiServer;
  upstream: Upstream;
  key: string;
  workspace: string;
  setFault(mode: FaultMode, count?: number): Promise<void>;
  setMoves(spec: Partial<MovesSpec> & { count: number }): Promise<void>;
  /** Requests that reached the API port since start. */
  requestsReceived(): Promise<number>;
}

/**
 * The fake over HTTP, at the small scale unless told: a sync's logic needs many pages and every
 * kind of row (over a hundred pages of them), not the full workspace's six hundred pages per read.
 */
export async function startSyncFake(options: FakeApiServerOptions = {}): Promise<SyncFake> {
  const fake = await startFakeApiServer({
    port: 0,
    seed: 7,
    scale: 'small',
    latencyMs: 0,
    minuteLimit: 100_000,
    dayLimit: 1_000_000,
    controlPort: 0,
    ...options,
  });
  // Retries of a failed attempt without the production backoff: the tests wait for nothing.
  const upstream = createUpstream({ apiUrl: new URL(fake.baseUrl).origin, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${fake.controlUrl}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  return {
    fake,
    upstream,
    key: fake.apiKey,
    workspace: fake.companyId,
    setFault: async (mode, count) => void (await control('PUT', '/fault', { mode, count })),
    setMoves: async (spec) => void (await control('PUT', '/moves', spec)),
    requestsReceived: async () => ((await control('GET', '/requests')) as { total: number }).total,
  };
}

/** The workspace read directly by the engine, as records in a stable order: what a sync must equal. */
export async function directRead(sync: SyncFake): Promise<string[]> {
  const outcome = await fetchLedger({
    filter: {},
    fetchPage: sync.upstream.questionResultsFetcher(sync.key),
    confirm: () => Promise.resolve(true),
  });
  if (outcome.status !== 'complete') throw new Error(`The direct read ended ${outcome.status}.`);
  return comparable(ledgerRecords(outcome.ledger));
}

export async function storedRecords(store: WorkspaceStore, workspace: string): Promise<string[]> {
  const records: LedgerRecord[] = [];
  await store.readRecords(workspace, 0, (batch) => records.push(...batch));
  return comparable(records);
}

/** Each record as one line of every field, sorted: two reads are equal when these are. */
export function comparable(records: readonly LedgerRecord[]): string[] {
  return records
    .map((record) =>
      [
        record.source,
        record.id,
        record.questionId,
        record.assessmentId,
        record.candidateId,
        record.pipelineId,
        record.status,
        record.score,
        record.createdAt,
        record.evaluatedAt,
        record.fingerprint?.join(',') ?? 'none',
      ].join('|'),
    )
    .sort();
}

/**
 * The sync's page fetcher with what it answered recorded (a request per page, by its query), and
 * a clock that moves a second per page answered: checkpoints come every N pages, not by time.
 */
export function recordingFetcher(
  fetchPage: QuestionResultsPageFetcher,
  onAnswered?: (answered: number) => void | Promise<void>,
) {
  const answered: string[] = [];
  const startedAt = Date.now();
  const recorded: QuestionResultsPageFetcher = async (params, signal) => {
    const page = await fetchPage(params, signal);
    answered.push(JSON.stringify(Object.entries(params).sort()));
    await onAnswered?.(answered.length);
    return page;
  };
  return { fetchPage: recorded, answered, now: () => startedAt + answered.length * 1_000 };
}

/** Pages asked more than once. */
export const repeated = (answered: readonly string[]) => answered.filter((page, at) => answered.indexOf(page) !== at);
