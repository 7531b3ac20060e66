// @vitest-environment jsdom
// A DOM: the service runs as it does in a page: fetch, MSW and IndexedDB of a browser.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { keyStore } from '@/api/key-store';
import { getQuestionResultsText } from '@/testing/statistics-fetch';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, gate } from '@/testing/msw-helpers';
import { scopeStorageKey, type StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StatisticsJob, StatisticsJobState } from './job-state';
import type { PageMessage, WorkerEndpoint, WorkerMessage } from './protocol';
import { serveStatistics } from './serve-statistics';
import { startStatisticsService, type QuestionResultsTextFetcher } from './statistics-service';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const question = db.dataset.questions[0]!;
const rowsOfQuestion = db.dataset.questionResults.filter((row) => row.question_id === question.id);
const scope: StatisticsScope = { filter: { question_id: question.id } };

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** The worker's side on a channel whose every message both ways is recorded, as the page would see it. */
function tappedWorker() {
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
  const served = serveStatistics(workerSide);
  closers.push(() => (served.close(), channel.port1.close()));
  return { pageSide: channel.port1, toWorker, toPage };
}

/** The page's side of a service over the tapped channel, as statistics-jobs starts it. */
function serviceOver(pageSide: MessagePort) {
  const service = startStatisticsService({ endpoint: pageSide, onError: () => undefined, close: () => undefined });
  closers.push(() => service.close());
  return service;
}

function untilState(job: StatisticsJob, kinds: ReadonlyArray<StatisticsJobState['kind']>): Promise<StatisticsJobState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = job.getState();
      if (!kinds.includes(state.kind)) return;
      unsubscribe();
      resolve(state);
    };
    const unsubscribe = job.subscribe(check);
    check();
  });
}

describe('the statistics worker and the page', () => {
  it('sends the page states and figures, never an answer; the key never crosses', async () => {
    const { pageSide, toWorker, toPage } = tappedWorker();
    const service = serviceOver(pageSide);
    const key = scopeStorageKey(db.companyId, scope);
    const job = service.job({ key, workspace: db.companyId, scope, fetchText: getQuestionResultsText });
    job.open();

    const state = await untilState(job, ['ready', 'failed']);
    expect(state).toMatchObject({ kind: 'ready', meta: { rows: rowsOfQuestion.length } });
    const figures = await service.figures(key, { kind: 'question', questionId: question.id, passMark: 70 });
    expect(figures.stats.counts.answers).toBe(rowsOfQuestion.length);

    const fromWorker = JSON.stringify(toPage);
    for (const field of ['"ledger"', '"checkpoint"', '"rowIds"', '"answer"']) expect(fromWorker).not.toContain(field);
    // Answer texts and row ids stay in the worker: the page is told counts and figures only.
    for (const row of rowsOfQuestion.slice(0, 50)) {
      expect(fromWorker).not.toContain(row.id);
      const { answer } = row as { answer?: unknown };
      if (typeof answer === 'string' && answer.length > 12) expect(fromWorker).not.toContain(answer);
    }
    // The worker asked for every page through the page's client, and was never given the key.
    const pagesAsked = toPage.filter((message) => message.type === 'fetch').length;
    const pagesOf = (source: string) =>
      Math.max(1, Math.ceil(rowsOfQuestion.filter((row) => row.source === source).length / 100));
    expect(pagesAsked).toBe(pagesOf('standalone') + pagesOf('pipeline'));
    expect(JSON.stringify(toWorker)).not.toContain(keyStore.get()!.key);
  });

  it('names the ledgers the browser’s store holds, so the overview opens them at no request', async () => {
    const { pageSide } = tappedWorker();
    const service = serviceOver(pageSide);
    const other: StatisticsScope = { filter: { question_id: db.dataset.questions[1]!.id } };
    const held = scopeStorageKey(db.companyId, scope);
    const notHeld = scopeStorageKey(db.companyId, other);
    const job = service.job({ key: held, workspace: db.companyId, scope, fetchText: getQuestionResultsText });
    job.open();
    await untilState(job, ['ready']);
    expect(await service.heldLedgers([notHeld, held])).toEqual([held]);
  });

  it('Cancel aborts the page’s request in flight and keeps what was read', async () => {
    const held = gate();
    let sent = 0;
    server.use(
      http.get(`${API}/question-results`, async ({ request }) => {
        sent++;
        if (sent > 1) await held.opened;
        return request.signal.aborted ? HttpResponse.error() : undefined;
      }),
    );
    const aborted: AbortSignal[] = [];
    const fetchText: QuestionResultsTextFetcher = (params, signal) => {
      aborted.push(signal);
      return getQuestionResultsText(params, signal);
    };
    const service = serviceOver(tappedWorker().pageSide);
    const job = service.job({ key: 'cancel', workspace: db.companyId, scope, fetchText });
    job.open();
    await new Promise<void>((resolve) => {
      const unsubscribe = job.subscribe(() => {
        if (aborted.length < 2) return;
        unsubscribe();
        resolve();
      });
    });

    job.cancel();
    const state = await untilState(job, ['cancelled']);
    held.open();
    expect(aborted[1]!.aborted).toBe(true);
    expect(state).toMatchObject({ kind: 'cancelled', requests: expect.any(Number) as number });
  });

  it('turns the API’s error back into an ApiError the page can show, code and request id', async () => {
    server.use(
      http.get(`${API}/question-results`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_filter', message: 'The filter is not valid.', request_id: 'req_bad' } },
          { status: 400 },
        ),
      ),
    );
    const service = serviceOver(tappedWorker().pageSide);
    const job = service.job({ key: 'error', workspace: db.companyId, scope, fetchText: getQuestionResultsText });
    job.open();

    const state = await untilState(job, ['failed']);
    expect(state.kind === 'failed' && state.error).toMatchObject({
      name: 'ApiError',
      code: 'invalid_filter',
      requestId: 'req_bad',
      status: 400,
    });
  });
});
