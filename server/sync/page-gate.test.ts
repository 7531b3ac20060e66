import { describe, expect, it } from 'vitest';

import type { ListPage, QuestionResult } from '@assessment-insights/contract';
import { createPageGate, SyncPause } from './page-gate.ts';

type Page = ListPage<QuestionResult>;
const EMPTY: Page = { data: [], pagination: { page: 1, per_page: 100, total: 0, has_more: false } };

/** A fetcher whose pages answer when the test says, recording what was asked. */
function controlledFetcher() {
  const asked: number[] = [];
  const answers = new Map<number, (page: Page) => void>();
  const fetchPage = (params: { page?: number }) =>
    new Promise<Page>((resolve) => {
      asked.push(params.page ?? 0);
      answers.set(params.page ?? 0, resolve);
    });
  return { asked, fetchPage, answer: (page: number) => answers.get(page)?.(EMPTY) };
}

const signal = () => new AbortController().signal;
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('the page gate', () => {
  it('holds new pages while a pause lets the pages in flight finish, then refuses them', async () => {
    const api = controlledFetcher();
    const gate = createPageGate({ fetchPage: api.fetchPage });
    const first = settled(gate.fetchPage({ page: 1 }, signal()));
    gate.pause('stop');
    const second = settled(gate.fetchPage({ page: 2 }, signal()));

    api.answer(1);

    expect(await first).toEqual({ value: EMPTY });
    expect(await second).toEqual({ error: new SyncPause('stop') });
    expect(api.asked).toEqual([1]);
    expect(gate.requests).toBe(1);
  });

  it('pauses for a checkpoint once its time has come, with a page read since the last one', async () => {
    let now = 0;
    const api = controlledFetcher();
    const gate = createPageGate({ fetchPage: api.fetchPage, checkpointEveryMs: 1_000, now: () => now });
    now = 5_000;
    // The first page goes: a checkpoint with nothing new in it would stall the read.
    const first = gate.fetchPage({ page: 1 }, signal());
    const held = settled(gate.fetchPage({ page: 2 }, signal()));
    api.answer(1);
    await first;
    expect(await held).toEqual({ error: new SyncPause('checkpoint') });

    gate.resume();
    const next = gate.fetchPage({ page: 2 }, signal());
    api.answer(2);
    await next;
    expect(api.asked).toEqual([1, 2]);
  });

  it('pauses when the day’s share says no, and a later stop is not undone by a checkpoint’s resume', async () => {
    const api = controlledFetcher();
    let left = 1;
    const gate = createPageGate({ fetchPage: api.fetchPage, take: () => left-- > 0 });
    const first = gate.fetchPage({ page: 1 }, signal());
    const refused = settled(gate.fetchPage({ page: 2 }, signal()));
    api.answer(1);
    await first;
    expect(await refused).toEqual({ error: new SyncPause('day-share') });

    gate.pause('checkpoint');
    expect(gate.pausing).toBe('day-share');
    gate.pause('stop');
    gate.resume();
    expect(gate.pausing).toBe('stop');
  });

  it('is idle once the last page in flight has been taken in', async () => {
    const api = controlledFetcher();
    const gate = createPageGate({ fetchPage: api.fetchPage });
    const taken: string[] = [];
    void gate.fetchPage({ page: 1 }, signal()).then(() => taken.push('page 1'));
    const idle = gate.idle().then(() => taken.push('idle'));
    api.answer(1);
    await idle;
    expect(taken).toEqual(['page 1', 'idle']);
  });
});
