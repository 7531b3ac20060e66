import { describe, expect, it } from 'vitest';

import { streamList } from './list-stream';
import type { ListPage } from './contract';
import { fakeApi, items, settleMicrotasks, type Item, type Params } from './list-stream.test-support';

/** How a stream stops early: an abort, a callback that aborts, an error. */
describe('streamList stopping', () => {
  it('sends no request after an abort and rejects at once, even when the fetcher ignores the signal', async () => {
    const api = fakeApi({ a: items('a', 20) });
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const streaming = streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: (params: Params) => api.fetchPage(params, new AbortController().signal),
      pageSize: 2,
      concurrency: 2,
      signal: controller.signal,
    });
    api.pending()[0]?.answer();
    await settleMicrotasks();
    expect(api.sent()).toEqual(['a1', 'a2', 'a3']);

    controller.abort(reason);
    // Rejects while both requests are still unanswered.
    await expect(streaming).rejects.toBe(reason);
    expect(api.pending()).toHaveLength(2);
    for (const request of api.pending()) request.answer();
    await settleMicrotasks();
    expect(api.sent()).toEqual(['a1', 'a2', 'a3']);
  });

  it('stops when a callback aborts, and refuses to start when already aborted', async () => {
    const api = fakeApi({ a: items('a', 20) }, { auto: true });
    const controller = new AbortController();
    const streaming = streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: api.fetchPage,
      pageSize: 2,
      concurrency: 1,
      signal: controller.signal,
      onPage: (page) => page.page === 3 && controller.abort(new Error('enough')),
    });
    await expect(streaming).rejects.toThrow('enough');
    expect(api.sent()).toEqual(['a1', 'a2', 'a3']);
    await settleMicrotasks();
    expect(api.sent()).toEqual(['a1', 'a2', 'a3']);

    const before = api.sent().length;
    await expect(
      streamList({
        segments: [{ key: 'a', params: { list: 'a' } }],
        fetchPage: api.fetchPage,
        pageSize: 2,
        signal: AbortSignal.abort(new Error('gone')),
      }),
    ).rejects.toThrow('gone');
    expect(api.sent()).toHaveLength(before);
  });

  it('rejects with the first error and aborts the requests still in flight', async () => {
    const api = fakeApi({ a: items('a', 10), b: items('b', 10) });
    const streaming = streamList({
      segments: ['a', 'b'].map((key) => ({ key, params: { list: key } })),
      fetchPage: api.fetchPage,
      pageSize: 2,
    });
    const [a1, b1] = api.pending();
    const failure = new Error('HTTP 500');
    a1?.fail(failure);

    await expect(streaming).rejects.toBe(failure);
    expect(b1?.signal.aborted).toBe(true);
    b1?.answer();
    await settleMicrotasks();
    expect(api.sent()).toEqual(['a1', 'b1']);

    const thrown = new TypeError('not a fetcher');
    await expect(
      streamList({
        segments: [{ key: 'a', params: { list: 'a' } }],
        fetchPage: (_params: Params): Promise<ListPage<Item>> => {
          throw thrown;
        },
        pageSize: 2,
      }),
    ).rejects.toBe(thrown);
  });
});
