import { describe, expect, it } from 'vitest';

import { streamList, type StreamProgress } from './list-stream';
import { collector, fakeApi, items, settleMicrotasks, type Params } from './list-stream.test-support';

describe('streamList', () => {
  it('pages a list to its end: page 1, then the planned pages side by side, never more than the bound', async () => {
    const api = fakeApi({ a: items('a', 25) }, { auto: true });
    const pages = collector();
    const outcome = await streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: api.fetchPage,
      pageSize: 2,
      concurrency: 3,
      onPage: pages.onPage,
    });

    expect(api.sent()[0]).toBe('a1');
    expect([...api.sent()].sort()).toEqual(Array.from({ length: 13 }, (_, i) => `a${i + 1}`).sort());
    expect(api.maxInFlight()).toBe(3);
    expect(pages.ordered()).toEqual(items('a', 25).map((item) => item.id));
    expect(outcome).toEqual({
      pagesFetched: 13,
      rowsFetched: 25,
      segments: [{ key: 'a', rows: 25, complete: true, shifted: false }],
    });
  });

  it('sends page 1 of every segment first, and keeps the bound across segments', async () => {
    const api = fakeApi({ a: items('a', 10), b: items('b', 10), c: items('c', 10) });
    const streaming = streamList({
      segments: ['a', 'b', 'c'].map((key) => ({ key, params: { list: key } })),
      fetchPage: api.fetchPage,
      pageSize: 2,
      concurrency: 2,
    });

    expect(api.sent()).toEqual(['a1', 'b1']);
    api.pending()[0]?.answer();
    await settleMicrotasks();
    expect(api.sent()).toEqual(['a1', 'b1', 'c1']);
    while (api.pending().length > 0) {
      expect(api.pending().length).toBeLessThanOrEqual(2);
      api.pending()[0]?.answer();
      await settleMicrotasks();
    }
    await expect(streaming).resolves.toMatchObject({ pagesFetched: 15, rowsFetched: 30 });
  });

  it('walks a list without a total on has_more, one page at a time, segments side by side', async () => {
    const api = fakeApi({ a: items('a', 5), b: items('b', 3) }, { countTotal: false });
    const pages = collector();
    const streaming = streamList({
      segments: ['a', 'b'].map((key) => ({ key, params: { list: key } })),
      fetchPage: api.fetchPage,
      pageSize: 2,
      onPage: pages.onPage,
    });

    for (let round = 0; api.pending().length > 0; round++) {
      // One request per segment at a time: the next page is known only when this one arrives.
      expect(new Set(api.pending().map((request) => request.list)).size).toBe(api.pending().length);
      for (const request of api.pending()) request.answer();
      await settleMicrotasks();
    }
    expect(api.sent()).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    await expect(streaming).resolves.toMatchObject({ pagesFetched: 5, rowsFetched: 8 });
    expect(pages.ordered()).toEqual([...items('a', 5), ...items('b', 3)].map((item) => item.id));
  });

  it('ends a segment at an empty page that claims more, planned pages not yet sent included', async () => {
    const walking = fakeApi({ a: items('a', 10) }, { countTotal: false });
    const walked = streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: walking.fetchPage,
      pageSize: 2,
    });
    walking.pending()[0]?.answer();
    await settleMicrotasks();
    walking.pending()[0]?.answer({ data: [], pagination: { has_more: true } });
    await expect(walked).resolves.toMatchObject({ pagesFetched: 2, segments: [{ key: 'a', rows: 2, complete: true }] });
    expect(walking.sent()).toEqual(['a1', 'a2']);

    const planned = fakeApi({ a: items('a', 10) });
    const streaming = streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: planned.fetchPage,
      pageSize: 2,
      concurrency: 2,
    });
    planned.pending()[0]?.answer();
    await settleMicrotasks();
    expect(planned.sent()).toEqual(['a1', 'a2', 'a3']);
    planned.pending()[0]?.answer({ data: [], pagination: { has_more: true } });
    planned.pending()[0]?.answer();
    await expect(streaming).resolves.toMatchObject({ pagesFetched: 3 });
    expect(planned.sent()).toEqual(['a1', 'a2', 'a3']);
  });

  it('delivers a row seen twice once, and counts it once', async () => {
    const api = fakeApi({ a: items('a', 4) });
    const pages = collector();
    const progress: StreamProgress[] = [];
    const streaming = streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: api.fetchPage,
      pageSize: 2,
      onPage: pages.onPage,
      onProgress: (step) => progress.push(step),
    });
    api.pending()[0]?.answer();
    await settleMicrotasks();
    // A row added at the top while paging shifted a2 onto page 2.
    api.pending()[0]?.answer({ data: [{ id: 'a2' }, { id: 'a3' }], pagination: { has_more: false } });

    await expect(streaming).resolves.toMatchObject({ rowsFetched: 3, segments: [{ rows: 3 }] });
    expect(pages.ordered()).toEqual(['a1', 'a2', 'a3']);
    expect(progress.at(-1)).toMatchObject({ rowsFetched: 3, totalKnown: 3 });
  });

  it('keeps rows of two segments that share an id: each segment is its own list (two sources)', async () => {
    const api = fakeApi({ standalone: items('x', 2), pipeline: items('x', 3) }, { auto: true });
    const pages = collector();
    const outcome = await streamList({
      segments: [
        { key: 'standalone', params: { list: 'standalone' } },
        { key: 'pipeline', params: { list: 'pipeline' } },
      ],
      fetchPage: api.fetchPage,
      pageSize: 2,
      onPage: pages.onPage,
    });
    expect(outcome).toMatchObject({ rowsFetched: 5, segments: [{ rows: 2 }, { rows: 3 }] });
    expect(pages.ordered()).toHaveLength(5);
  });

  it('says a segment shifted when its total changed between pages, and not when it held still', async () => {
    const api = fakeApi({ still: items('s', 4), moving: items('m', 4) });
    const streaming = streamList({
      segments: [
        { key: 'still', params: { list: 'still' } },
        { key: 'moving', params: { list: 'moving' } },
      ],
      fetchPage: api.fetchPage,
      pageSize: 2,
    });
    for (const request of api.pending()) request.answer();
    await settleMicrotasks();
    // An answer arrived at the top of `moving` before its page 2 was read: m2 slid onto page 2.
    for (const request of api.pending()) {
      if (request.list === 'still') request.answer();
      else request.answer({ data: [{ id: 'm2' }, { id: 'm3' }], pagination: { total: 5, has_more: true } });
    }
    await settleMicrotasks();
    for (const request of api.pending())
      request.answer({ data: [{ id: 'm4' }], pagination: { total: 5, has_more: false } });

    const outcome = await streaming;
    expect(outcome.segments).toEqual([
      { key: 'still', rows: 4, complete: true, shifted: false },
      { key: 'moving', rows: 4, complete: true, shifted: true },
    ]);
  });

  it('stops a segment at the page cap and says it is incomplete', async () => {
    const counted = fakeApi({ a: items('a', 20), b: items('b', 3) }, { auto: true });
    await expect(
      streamList({
        segments: ['a', 'b'].map((key) => ({ key, params: { list: key } })),
        fetchPage: counted.fetchPage,
        pageSize: 2,
        maxPages: 3,
      }),
    ).resolves.toEqual({
      pagesFetched: 5,
      rowsFetched: 9,
      segments: [
        { key: 'a', rows: 6, complete: false, shifted: false },
        { key: 'b', rows: 3, complete: true, shifted: false },
      ],
    });
    expect([...counted.sent()].sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);

    const walking = fakeApi({ a: items('a', 20) }, { auto: true, countTotal: false });
    const outcome = await streamList({
      segments: [{ key: 'a', params: { list: 'a' } }],
      fetchPage: walking.fetchPage,
      pageSize: 2,
      maxPages: 3,
    });
    expect(outcome.segments).toEqual([{ key: 'a', rows: 6, complete: false, shifted: false }]);
    expect(walking.sent()).toEqual(['a1', 'a2', 'a3']);
  });

  it('reports pages, rows, the total and the planned requests once known, and the segments in flight', async () => {
    const api = fakeApi({ a: items('a', 5), b: items('b', 3) });
    const progress: StreamProgress[] = [];
    const streaming = streamList({
      segments: ['a', 'b'].map((key) => ({ key, params: { list: key } })),
      fetchPage: (params: Params, signal: AbortSignal) =>
        // b's API does not count its rows.
        params.list === 'b'
          ? api.fetchPage(params, signal).then((page) => ({ ...page, pagination: { ...page.pagination, total: null } }))
          : api.fetchPage(params, signal),
      pageSize: 2,
      onProgress: (step) => progress.push(step),
    });
    const answer = async (list: string) => {
      api
        .pending()
        .find((request) => request.list === list)
        ?.answer();
      await settleMicrotasks();
    };
    /** The last progress told: pages fetched of planned, rows fetched of known, the segments in flight. */
    const expectProgress = (pages: [number, number | null], rows: [number, number | null], inFlight: string[]) =>
      expect(progress.at(-1)).toEqual({
        pagesFetched: pages[0],
        pagesPlanned: pages[1],
        rowsFetched: rows[0],
        totalKnown: rows[1],
        segmentsInFlight: inFlight,
      });

    expectProgress([0, null], [0, null], ['a', 'b']);
    await answer('a');
    // a's total plans its 3 pages; b's extent is not known yet.
    expectProgress([1, null], [2, null], ['a', 'b']);
    await answer('b');
    await answer('b');
    // b ended after 2 pages: its true size stands in for the total it never sent.
    expectProgress([3, 5], [5, 8], ['a']);
    await answer('a');
    await answer('a');
    await streaming;
    expectProgress([5, 5], [8, 8], []);
  });

  it('resumes with the pages in hand: delivers them again and requests only the others', async () => {
    const api = fakeApi({ a: items('a', 10) }, { auto: true });
    const first = collector();
    const interrupted = new AbortController();
    await expect(
      streamList({
        segments: [{ key: 'a', params: { list: 'a' } }],
        fetchPage: api.fetchPage,
        pageSize: 2,
        concurrency: 1,
        signal: interrupted.signal,
        onPage: (page) => {
          first.onPage(page);
          if (page.page === 2) interrupted.abort();
        },
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.sent()).toEqual(['a1', 'a2']);

    const resumed = collector();
    const outcome = await streamList({
      segments: [{ key: 'a', params: { list: 'a' }, pagesInHand: first.pages }],
      fetchPage: api.fetchPage,
      pageSize: 2,
      onPage: resumed.onPage,
    });
    expect(api.sent().slice(2).sort()).toEqual(['a3', 'a4', 'a5']);
    expect(resumed.ordered()).toEqual(items('a', 10).map((item) => item.id));
    expect(outcome).toMatchObject({ pagesFetched: 3, rowsFetched: 10 });
  });

  it('refuses a bound that is not a positive integer, and segments sharing a key', async () => {
    const api = fakeApi({});
    const segments = [{ key: 'a', params: { list: 'a' } }];
    await expect(streamList({ segments, fetchPage: api.fetchPage, pageSize: 2, concurrency: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      streamList({ segments: [...segments, ...segments], fetchPage: api.fetchPage, pageSize: 2 }),
    ).rejects.toThrow(/unique/);
    expect(api.sent()).toEqual([]);
  });
});
