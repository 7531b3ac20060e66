/** docs/api-contract.md §5 Lists: envelope, page/per_page and the merged paging budget. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from './http';
import { expectError, expectOk, useApi } from './support';

const api = useApi();

const LISTS = [
  '/question-results',
  '/assessment-results',
  '/assessments',
  '/questions',
  '/pipelines',
  '/candidates',
] as const;
const MAX_PER_PAGE: Record<(typeof LISTS)[number], number> = {
  '/question-results': 100,
  '/assessment-results': 200,
  '/assessments': 200,
  '/questions': 200,
  '/pipelines': 200,
  '/candidates': 200,
};

let pipelineId: string;
beforeAll(async () => {
  const res = await api().list<{ id: string }>('/pipelines', { per_page: 1 });
  expectOk(res);
  pipelineId = res.body.data[0]!.id;
});

/**
 * The lists whose page × per_page is capped when neither source nor pipeline_id is pinned: pages
 * within the budget are served, pages beyond it refused.
 */
const MERGED_BUDGETS = [
  {
    path: '/question-results',
    budget: 250,
    served: [
      [5, 50],
      [250, 1],
      [2, 100],
      [25, 10],
      [10, 25],
    ],
    refused: [
      [6, 50],
      [251, 1],
      [3, 100],
      [26, 10],
      [6, 42],
    ],
  },
  {
    path: '/assessment-results',
    budget: 1000,
    served: [
      [5, 200],
      [20, 50],
      [1000, 1],
      [10, 100],
    ],
    refused: [
      [6, 200],
      [21, 50],
      [1001, 1],
      [11, 100],
    ],
  },
] as const;

function expectEnvelope(body: ListEnvelope<unknown>, page: number, perPage: number): void {
  expect(Object.keys(body).sort()).toEqual(['data', 'pagination']);
  expect(Array.isArray(body.data)).toBe(true);
  expect(Object.keys(body.pagination).sort()).toEqual(['has_more', 'page', 'per_page', 'total']);
  expect(body.pagination.page).toBe(page);
  expect(body.pagination.per_page).toBe(perPage);
  expect(typeof body.pagination.has_more).toBe('boolean');
  expect(body.data.length).toBeLessThanOrEqual(perPage);
  const { total } = body.pagination;
  if (total !== null) {
    expect(Number.isInteger(total) && total >= 0).toBe(true);
    expect(body.pagination.has_more).toBe(page * perPage < total);
    expect(body.data.length).toBe(Math.max(0, Math.min(perPage, total - (page - 1) * perPage)));
  }
}

describe('pagination', () => {
  it('every list has the envelope {data, pagination: {page, per_page, total, has_more}}', async () => {
    for (const path of LISTS) {
      const res = await api().list(path, { page: 2, per_page: 5 });
      expectOk(res);
      expectEnvelope(res.body, 2, 5);
    }
  });

  it('page defaults to 1 and per_page defaults to 50', async () => {
    for (const path of LISTS) {
      const res = await api().list(path);
      expectOk(res);
      expectEnvelope(res.body, 1, 50);
    }
  });

  it('pages are consecutive slices of the list', async () => {
    for (const path of LISTS) {
      const whole = await api().list<{ id: string }>(path, { per_page: 20 });
      const p2 = await api().list<{ id: string }>(path, { page: 2, per_page: 10 });
      expectOk(whole);
      expectOk(p2);
      expect(p2.body.data.map((r) => r.id)).toEqual(whole.body.data.slice(10, 20).map((r) => r.id));
    }
  });

  it('per_page max is 200 (/question-results: 100); out of range → invalid_parameter', async () => {
    for (const path of LISTS) {
      const max = MAX_PER_PAGE[path];
      const atMax = await api().list(path, { per_page: max });
      expectOk(atMax);
      expectEnvelope(atMax.body, 1, max);
      expectOk(await api().list(path, { per_page: 1 }));
      for (const perPage of [max + 1, 0, -1, 1000]) {
        expectError(await api().get(path, { per_page: perPage }), 400, 'invalid_parameter');
      }
    }
  });

  it('per_page that is not an integer → invalid_parameter', async () => {
    for (const path of LISTS) {
      for (const perPage of ['abc', '2.5', 'ten']) {
        expectError(await api().get(path, { per_page: perPage }), 400, 'invalid_parameter');
      }
    }
  });

  it('page < 1 / non-integer → invalid_parameter', async () => {
    for (const path of LISTS) {
      for (const page of ['0', '-1', '1.5', 'abc']) {
        expectError(await api().get(path, { page }), 400, 'invalid_parameter');
      }
    }
  });

  it.each(MERGED_BUDGETS)(
    'merged budget for $path: page×per_page ≤ $budget served and beyond → pagination_limit_exceeded',
    async ({ path, served, refused }) => {
      for (const [page, perPage] of served) {
        const res = await api().list(path, { page, per_page: perPage });
        expectOk(res);
        expectEnvelope(res.body, page, perPage);
      }
      for (const [page, perPage] of refused) {
        expectError(await api().get(path, { page, per_page: perPage }), 400, 'pagination_limit_exceeded');
      }
    },
  );

  it('merged budget: the default per_page (50) allows exactly 5 pages of /question-results', async () => {
    expectOk(await api().get('/question-results', { page: 5 }));
    expectError(await api().get('/question-results', { page: 6 }), 400, 'pagination_limit_exceeded');
  });

  it('no budget when source or pipeline_id pinned', async () => {
    for (const source of ['standalone', 'pipeline']) {
      const q = await api().list('/question-results', { source, page: 6, per_page: 50 });
      expectOk(q);
      expect(q.body.data.length).toBe(50);
      expectOk(await api().list('/question-results', { source, page: 30, per_page: 100 }));
      const a = await api().list('/assessment-results', { source, page: 6, per_page: 200 });
      expectOk(a);
      expectEnvelope(a.body, 6, 200);
    }
    const q = await api().list('/question-results', { pipeline_id: pipelineId, page: 6, per_page: 50 });
    expectOk(q);
    expectEnvelope(q.body, 6, 50);
    const a = await api().list('/assessment-results', { pipeline_id: pipelineId, page: 11, per_page: 100 });
    expectOk(a);
    expectEnvelope(a.body, 11, 100);
  });
});
