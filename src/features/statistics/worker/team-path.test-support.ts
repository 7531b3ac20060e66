import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { memoryLedgerStore, scopeStorageKey, type StatisticsScope } from '@assessment-insights/statistics-engine';
import { serveFakeApi } from '@/testing/fake-api-server';
import { getQuestionResultsText } from '@/testing/statistics-fetch';
import { SYNC_POLLING } from '@/features/statistics/team/load-team-rows';
import type { TeamServer } from '@/features/statistics/team/team-server';
import { TEAM_RETRY } from '@/features/statistics/team/team-request';
import type { StatisticsJob, StatisticsJobState } from './job-state';
import type { PageMessage, WorkerEndpoint, WorkerMessage } from './protocol';
import { serveStatistics } from './serve-statistics';
import { startStatisticsService } from './statistics-service';

/**
 * For the tests of a job that reads the team server: the team client's waits shortened for the
 * file, and services over a worker whose every message both ways is recorded (as in
 * statistics-service.test.ts), with a ledger store the test can read; each stopped after its test.
 */
export function teamServices() {
  const retry = { ...TEAM_RETRY };
  const polling = { ...SYNC_POLLING };
  beforeAll(() => {
    Object.assign(TEAM_RETRY, { baseDelayMs: 1 });
    Object.assign(SYNC_POLLING, { intervalMs: 10 });
  });
  afterAll(() => {
    Object.assign(TEAM_RETRY, retry);
    Object.assign(SYNC_POLLING, polling);
  });
  const closers: Array<() => void> = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  return function teamService() {
    const channel = new MessageChannel();
    const toWorker: PageMessage[] = [];
    const toPage: WorkerMessage[] = [];
    const workerSide: WorkerEndpoint = {
      postMessage: (message) => {
        toPage.push(message);
        channel.port2.postMessage(message);
      },
      set onmessage(listener: ((event: MessageEvent<PageMessage>) => void) | null) {
        channel.port2.onmessage =
          listener && ((event: MessageEvent<PageMessage>) => (toWorker.push(event.data), listener(event)));
      },
      get onmessage() {
        return channel.port2.onmessage;
      },
    };
    // What the page hands the worker, and what it hands over rather than copies.
    const pagePosts = vi.spyOn(channel.port1, 'postMessage');
    const store = memoryLedgerStore();
    const served = serveStatistics(workerSide, { store });
    const service = startStatisticsService({
      endpoint: channel.port1,
      onError: () => undefined,
      close: () => undefined,
    });
    closers.push(() => (service.close(), served.close(), channel.port1.close()));
    return { service, store, toWorker, toPage, pagePosts };
  };
}

/** Every state the job goes through, and the first that `matches`. */
export function watch(job: StatisticsJob) {
  const seen: StatisticsJobState[] = [];
  job.subscribe(() => seen.push(job.getState()));
  const until = (matches: (state: StatisticsJobState) => boolean) =>
    new Promise<StatisticsJobState>((resolve) => {
      const check = () => {
        const state = job.getState();
        if (!matches(state)) return;
        unsubscribe();
        resolve(state);
      };
      const unsubscribe = job.subscribe(check);
      check();
    });
  return { seen, until };
}

export const ready = (state: StatisticsJobState) => state.kind === 'ready';

const PERSONAL_KEYS: TeamServer = { version: 1, keys: 'personal' };

/**
 * The fake API served to the file, and one question's scope of its dataset as a page opens it:
 * through a team server that reads with each person's key (or, given null, none). The server's
 * copy in these tests holds the question's pipeline rows only, so the figures show where their
 * rows came from.
 */
export async function teamQuestionScope() {
  const { fake, server } = serveFakeApi();
  const teamService = teamServices();
  const db = await fake.ready;
  const question = db.dataset.questions[0];
  if (question === undefined) throw new Error('The dataset has no question.');
  const rowsOfQuestion = db.dataset.questionResults.filter((row) => row.question_id === question.id);
  const scope: StatisticsScope = { filter: { question_id: question.id } };
  const key = scopeStorageKey(db.companyId, scope);
  const openJob = (service: ReturnType<typeof teamService>['service'], teamServer: TeamServer | null = PERSONAL_KEYS) =>
    service.job({
      key,
      workspace: db.companyId,
      scope,
      fetchText: getQuestionResultsText,
      teamServer: Promise.resolve(teamServer),
    });
  return {
    server,
    key,
    question,
    rowsOfQuestion,
    pipelineRows: rowsOfQuestion.filter((row) => row.source === 'pipeline'),
    teamService,
    openJob,
  };
}
