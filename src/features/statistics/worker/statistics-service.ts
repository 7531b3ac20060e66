import type { QuestionResultsParams } from '@assessment-insights/contract';
import type { TextResponse } from '@/api/http-responses';
import { rateLimitStore } from '@/api/rate-limit-store';
import {
  type StatisticsScope,
  isResultOf,
  type FiguresRequest,
  type FiguresResult,
  type FiguresResultOf,
} from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from './job-state';
import {
  receiveError,
  receiveState,
  sendError,
  type CallAnswer,
  type CallMessage,
  type CallName,
  type JobCommand,
  type PageEndpoint,
  type PageMessage,
  type StoredFacilityResult,
  type WorkerCalls,
} from './protocol';

/** One page of GET /question-results through the app's API client, its body left for the worker to parse. */
export type QuestionResultsTextFetcher = (params: QuestionResultsParams, signal: AbortSignal) => Promise<TextResponse>;

export interface JobDeps {
  key: string;
  workspace: string;
  scope: StatisticsScope;
  fetchText: QuestionResultsTextFetcher;
}

export interface StatisticsService {
  job: (deps: JobDeps) => StatisticsJob;
  /** Drops a job the page no longer keeps, and its ledger, in the worker. */
  forget: (key: string) => void;
  figures: <K extends FiguresRequest['kind']>(
    key: string,
    request: Extract<FiguresRequest, { kind: K }>,
  ) => Promise<FiguresResultOf[K]>;
  storedFacility: (workspace: string, questionId: string) => Promise<StoredFacilityResult | null>;
  close: () => void;
}

interface JobEntry {
  job: StatisticsJob;
  fetchText: QuestionResultsTextFetcher;
  receive: (state: StatisticsJobState) => void;
}

/**
 * The page's side of the statistics worker (decision 020). The worker is started on first use
 * (`new Worker(new URL(…))`, its own chunk); where a platform has no Worker (Node, the unit
 * tests' jsdom) the same worker code runs on this thread over a MessageChannel, so messages are
 * still structured-cloned and the page never holds a ledger.
 */
export function startStatisticsService(connection: Connection = connect()): StatisticsService {
  const { endpoint } = connection;
  const entries = new Map<string, JobEntry>();
  const requests = new Map<number, AbortController>();
  const results = new Map<number, { resolve: (result: CallAnswer) => void; reject: (error: unknown) => void }>();
  let nextResult = 0;
  let broken: Error | null = null;
  const post = (message: PageMessage): void => {
    endpoint.postMessage(message);
  };
  const budget = () => rateLimitStore.getState().budget;

  function carry(id: number, key: string, params: QuestionResultsParams) {
    const entry = entries.get(key);
    const controller = new AbortController();
    requests.set(id, controller);
    const failed = (error: unknown) => {
      if (!controller.signal.aborted) post({ type: 'fetch-failed', id, error: sendError(error), budget: budget() });
    };
    if (!entry) return failed(new Error('The statistics job was closed.'));
    entry
      .fetchText(params, controller.signal)
      .then((answer) => post({ type: 'fetched', id, answer, budget: budget() }), failed)
      .finally(() => requests.delete(id));
  }

  function fail(error: Error) {
    broken = error;
    for (const { reject } of results.values()) reject(error);
    results.clear();
    for (const entry of entries.values()) {
      entry.receive({ kind: 'failed', error, rowsRead: null, requests: 0 });
    }
  }

  endpoint.onmessage = (event) => {
    const message = event.data;
    switch (message.type) {
      case 'state':
        entries.get(message.key)?.receive(receiveState(message.state));
        return;
      case 'fetch':
        return carry(message.id, message.key, message.params);
      case 'fetch-abort':
        requests.get(message.id)?.abort();
        return;
      case 'result':
      case 'result-failed': {
        const pending = results.get(message.id);
        results.delete(message.id);
        if (message.type === 'result') pending?.resolve(message.result);
        else pending?.reject(receiveError(message.error));
        return;
      }
    }
  };
  connection.onError((error) => fail(error));

  /** Posts a call and answers with the worker's result, checked to be the kind the call expects. */
  function ask<K extends CallName>(
    call: K,
    message: (id: number) => Extract<CallMessage, { type: K }>,
  ): Promise<WorkerCalls[K]['answer']> {
    if (broken) return Promise.reject(broken);
    const id = nextResult++;
    return new Promise((resolve, reject) => {
      const resolveChecked = (answer: CallAnswer) =>
        isAnswerTo[call](answer)
          ? resolve(answer)
          : reject(new Error(`The statistics worker answered "${call}" with something else. Reload the page.`));
      results.set(id, { resolve: resolveChecked, reject });
      post(message(id));
    });
  }

  return {
    job({ key, workspace, scope, fetchText }) {
      const existing = entries.get(key);
      if (existing) return existing.job;
      let state: StatisticsJobState = broken
        ? { kind: 'failed', error: broken, rowsRead: null, requests: 0 }
        : { kind: 'opening' };
      const listeners = new Set<() => void>();
      const command = (name: JobCommand) => () => post({ type: 'command', key, command: name });
      const job: StatisticsJob = {
        key,
        getState: () => state,
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        open: command('open'),
        answer: (start) => post({ type: 'answer', key, start }),
        cancel: command('cancel'),
        resume: command('resume'),
        refresh: command('refresh'),
        recompute: command('recompute'),
      };
      const receive = (next: StatisticsJobState) => {
        state = next;
        for (const listener of listeners) listener();
      };
      entries.set(key, { job, fetchText, receive });
      post({ type: 'job', key, workspace, scope, budget: budget() });
      return job;
    },
    forget(key) {
      entries.delete(key);
      post({ type: 'forget', key });
    },
    figures: (key, request) =>
      ask('figures', (id) => ({ type: 'figures', id, key, request })).then((result) => {
        if (isResultOf(request.kind, result)) return result;
        throw new Error(
          `The statistics worker answered "${request.kind}" figures with "${result.kind}". Reload the page.`,
        );
      }),
    storedFacility: (workspace, questionId) =>
      ask('stored-facility', (id) => ({ type: 'stored-facility', id, workspace, questionId })),
    close() {
      for (const controller of requests.values()) controller.abort();
      requests.clear();
      entries.clear();
      results.clear();
      connection.close();
    },
  };
}

/** Whether an answer is of the kind its call expects: the worker answers by id, and this keeps that honest. */
const isAnswerTo: { [K in CallName]: (answer: CallAnswer) => answer is WorkerCalls[K]['answer'] } = {
  figures: (answer): answer is FiguresResult => answer !== null && 'kind' in answer,
  'stored-facility': (answer): answer is StoredFacilityResult | null => answer === null || 'facility' in answer,
};

/** The channel to the worker; tests pass their own to watch what crosses it. */
export interface Connection {
  endpoint: PageEndpoint;
  onError: (listener: (error: Error) => void) => void;
  close: () => void;
}

function connect(): Connection {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./statistics.worker.ts', import.meta.url), {
      type: 'module',
      name: 'statistics',
    });
    return {
      endpoint: worker,
      onError: (listener) =>
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          listener(
            new Error(
              `The statistics stopped working (${event.message || 'the worker failed to start'}). Reload the page.`,
            ),
          );
        }),
      close: () => worker.terminate(),
    };
  }
  const channel = new MessageChannel();
  // Node's ports would keep a test run alive; a browser's have no unref.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  (channel.port2 as MessagePort & { unref?: () => void }).unref?.();
  const served = import('./serve-statistics').then(({ serveStatistics }) => serveStatistics(channel.port2));
  return {
    endpoint: channel.port1,
    onError: () => undefined,
    close: () => {
      void served.then((server) => server.close());
      channel.port1.close();
    },
  };
}
