import {
  listSchema,
  PATHS,
  questionResultSchema,
  type ListPage,
  type QuestionResult,
  type RateLimitBudget,
} from '@assessment-insights/contract';
import { parseTextResponse, type TextResponse } from '@/api/http-responses';
import {
  computeFigures,
  loadLedger,
  questionFigures,
  questionRows,
  readyLedger as readyLedgerOf,
  scopeStorageKey,
  type LedgerStore,
  type QuestionResultsPageFetcher,
  type ReadyLedger,
} from '@assessment-insights/statistics-engine';
import { idbLedgerStore } from './idb-ledger-store';
import {
  receiveError,
  sendError,
  sendState,
  type CallAnswer,
  type StoredFacilityResult,
  type WorkerEndpoint,
  type WorkerMessage,
} from './protocol';
import { createScopeJob, pageState, type ScopeJob } from './scope-job';

const questionResultsPage = listSchema(questionResultSchema);
const ASKED = { method: 'GET', path: PATHS.questionResults } as const;

interface PendingFetch {
  resolve: (answer: TextResponse) => void;
  reject: (error: Error) => void;
}

/**
 * The statistics worker's side of the channel: the jobs of this tab with their ledgers, the
 * browser's store, and every figure computed from them. Pages (in the worker's owner) send work
 * and receive states and figures; the worker's requests go back to the page's API client, so
 * there is one pacer and the key never reaches the worker. Where a team server serves the app,
 * the page sends a job's rows as the server gave them (`ledger`).
 */
export function serveStatistics(
  endpoint: WorkerEndpoint,
  options: { store?: LedgerStore } = {},
): { close: () => void } {
  const store = options.store ?? idbLedgerStore();
  const jobs = new Map<string, ScopeJob>();
  const ready = new Map<string, ReadyLedger & { version: number }>();
  const fetches = new Map<number, PendingFetch>();
  let budget: RateLimitBudget | null = null;
  let nextFetch = 0;
  const rateLimits = { getState: () => ({ budget, waitingUntil: null }) };
  const post = (message: WorkerMessage): void => {
    endpoint.postMessage(message);
  };

  const fetchPageFor =
    (key: string): QuestionResultsPageFetcher =>
    (params, signal) =>
      new Promise<ListPage<QuestionResult>>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason as Error);
        const id = nextFetch++;
        const onAbort = () => {
          fetches.delete(id);
          post({ type: 'fetch-abort', id });
          reject(signal.reason as Error);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = () => {
          fetches.delete(id);
          signal.removeEventListener('abort', onAbort);
        };
        fetches.set(id, {
          resolve: (answer) => {
            settle();
            // Parsed and validated here, off the page's thread: the rows stop at the ledger.
            try {
              resolve(parseTextResponse(answer, questionResultsPage, ASKED));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        post({ type: 'fetch', id, key, params });
      });

  /** The job's ledger for figures: the one of its latest ready state. */
  const readyLedger = (key: string): ReadyLedger | null => {
    const state = jobs.get(key)?.getState();
    if (state?.kind !== 'ready') return null;
    let entry = ready.get(key);
    if (entry?.version !== state.version || entry.ledger !== state.ledger) {
      entry = { ...readyLedgerOf(state.ledger, Date.parse(state.meta.asOf)), version: state.version };
      ready.set(key, entry);
    }
    return entry;
  };

  async function storedFacility(workspace: string, questionId: string): Promise<StoredFacilityResult | null> {
    const stored = await loadLedger(scopeStorageKey(workspace, { filter: { question_id: questionId } }), store);
    if (!stored) return null;
    const figures = questionFigures(stored.ledger, questionRows(stored.ledger, questionId));
    return {
      facility: figures.facility,
      evaluated: figures.counts.evaluated,
      lowConfidence: figures.lowConfidence,
      asOf: stored.meta.asOf,
    };
  }

  const reply = (id: number, work: () => CallAnswer | Promise<CallAnswer>) => {
    Promise.resolve()
      .then(work)
      .then(
        (result) => post({ type: 'result', id, result }),
        (error: unknown) => post({ type: 'result-failed', id, error: sendError(error) }),
      );
  };

  function forget(key: string) {
    jobs.get(key)?.cancel();
    jobs.delete(key);
    ready.delete(key);
  }

  endpoint.onmessage = (event) => {
    const message = event.data;
    switch (message.type) {
      case 'job': {
        budget = message.budget ?? budget;
        let job = jobs.get(message.key);
        if (!job) {
          const { key, workspace, scope } = message;
          job = createScopeJob({ workspace, scope, fetchPage: fetchPageFor(key), rateLimits, store });
          jobs.set(key, job);
          const own = job;
          job.subscribe(() => {
            const state = own.getState();
            post({ type: 'state', key, state: sendState(pageState(state)) });
          });
        }
        post({ type: 'state', key: message.key, state: sendState(pageState(job.getState())) });
        return;
      }
      case 'command':
        jobs.get(message.key)?.[message.command]();
        return;
      case 'answer':
        jobs.get(message.key)?.answer(message.start);
        return;
      case 'forget':
        forget(message.key);
        return;
      case 'figures': {
        const { key, request } = message;
        reply(message.id, async () => {
          // The reducers load with the first figures asked for, not before a job's first answer.
          const own = readyLedger(key);
          if (!own) throw new Error('These statistics are not ready: compute them first.');
          return computeFigures(own, request, readyLedger);
        });
        return;
      }
      case 'stored-facility':
        reply(message.id, () => storedFacility(message.workspace, message.questionId));
        return;
      case 'held-ledgers':
        reply(message.id, async () => {
          // Keys name the store's version: a key listed is a ledger that opens.
          const stored = new Set(await store.list());
          return { held: message.keys.filter((key) => stored.has(key)) };
        });
        return;
      case 'ledger':
        jobs.get(message.key)?.serve(message.bytes);
        return;
      case 'fetched':
        budget = message.budget ?? budget;
        fetches.get(message.id)?.resolve(message.answer);
        return;
      case 'fetch-failed':
        budget = message.budget ?? budget;
        fetches.get(message.id)?.reject(receiveError(message.error));
        return;
    }
  };

  return {
    close() {
      for (const key of [...jobs.keys()]) forget(key);
      endpoint.onmessage = null;
    },
  };
}

/** A failed state's error, in the form that crosses threads (the page turns it back into an ApiError). */
