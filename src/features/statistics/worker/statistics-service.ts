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
import { loadTeamParts } from '@/features/statistics/team/load-team-parts';
import type { TeamJob } from '@/features/statistics/team/team-job';
import type { TeamServer } from '@/features/statistics/team/team-server';
import { connect, type Connection } from './connect-worker';
import type { StatisticsJob, StatisticsJobState } from './job-state';
import {
  receiveError,
  receiveState,
  sendError,
  type CallAnswer,
  type CallMessage,
  type CallName,
  type JobCommand,
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
  /** Whether a team server serves the app (decision 030), once discovery answers; absent: none. */
  teamServer?: Promise<TeamServer | null>;
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
  /** Of these job keys, those the browser's store holds (opened at no request). */
  heldLedgers: (keys: string[]) => Promise<string[]>;
  close: () => void;
}

interface JobEntry {
  job: StatisticsJob;
  fetchText: QuestionResultsTextFetcher;
  receive: (state: StatisticsJobState) => void;
  /**
   * The job's team server part while it reads from one (commands go to it then); false once the
   * user chose to read the API directly.
   */
  team?: TeamJob | false;
}

const NO_TEAM_SERVER = Promise.resolve(null);

/**
 * The page's side of the statistics worker (decision 020). The worker is started on first use
 * (`new Worker(new URL(…))`, its own chunk); where a platform has no Worker (Node, the unit
 * tests' jsdom) the same worker code runs on this thread over a MessageChannel, so messages are
 * still structured-cloned and the page never holds a ledger. Where a team server serves the app
 * (decision 030), a job's part loads its rows from the server and hands them to the worker.
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
        // A job's first state in the worker says nothing the page does not know, and would
        // overwrite a team server's progress shown meanwhile.
        if (message.state.kind !== 'opening') entries.get(message.key)?.receive(receiveState(message.state));
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
    job({ key, workspace, scope, fetchText, teamServer = NO_TEAM_SERVER }) {
      const existing = entries.get(key);
      if (existing) return existing.job;
      let state: StatisticsJobState = broken
        ? { kind: 'failed', error: broken, rowsRead: null, requests: 0 }
        : { kind: 'opening' };
      const listeners = new Set<() => void>();
      const openHere = () => post({ type: 'command', key, command: 'open' });
      const command = (name: Exclude<JobCommand, 'open'>) => () =>
        entry.team ? entry.team[name]() : post({ type: 'command', key, command: name });
      const job: StatisticsJob = {
        key,
        getState: () => state,
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        // Once discovery answers (soon after the app's start): then the job knows where to read.
        // Should the team server's part of the page not load, this browser reads the API instead.
        open: () =>
          void teamServer.then((server) =>
            server && entry.team !== false
              ? loadTeamParts().then(({ teamJob }) => {
                  entry.team ||= teamJob({
                    server,
                    scope,
                    job,
                    show: receive,
                    deliver: (bytes) => endpoint.postMessage({ type: 'ledger', key, bytes }, [bytes]),
                  });
                  entry.team.open();
                }, openHere)
              : openHere(),
          ),
        answer: (start) => post({ type: 'answer', key, start }),
        cancel: command('cancel'),
        resume: command('resume'),
        refresh: command('refresh'),
        recompute: command('recompute'),
        readApiDirectly() {
          if (entry.team) entry.team.cancel();
          entry.team = false;
          // The worker's job never opened: it opens now as without a team server.
          openHere();
        },
      };
      const receive = (next: StatisticsJobState) => {
        state = next;
        for (const listener of listeners) listener();
      };
      const entry: JobEntry = { job, fetchText, receive };
      entries.set(key, entry);
      post({ type: 'job', key, workspace, scope, budget: budget() });
      return job;
    },
    forget(key) {
      // A job reading (from the team server too) is never forgotten (statistics-jobs.ts).
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
    heldLedgers: (keys) => ask('held-ledgers', (id) => ({ type: 'held-ledgers', id, keys })).then(({ held }) => held),
    close() {
      for (const { team } of entries.values()) if (team) team.cancel();
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
  'held-ledgers': (answer): answer is { held: string[] } => answer !== null && 'held' in answer,
};
