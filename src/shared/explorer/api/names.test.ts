import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { PATHS } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API } from '@/testing/msw-helpers';
import { pipelineNamesQueryOptions } from './names';

const { server } = serveFakeApi();

/** Serves `count` pipelines named in order, as the API pages them (docs/api-contract.md §5); returns the pages asked for. */
function servePipelines(count: number) {
  const pipelines = Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Pipeline ${String(index + 1).padStart(4, '0')}`,
    created_at: '2026-01-01T00:00:00Z',
    stages: [],
  }));
  const pages: number[] = [];
  server.use(
    http.get(`${API}${PATHS.pipelines}`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const page = Number(search.get('page'));
      const perPage = Number(search.get('per_page'));
      pages.push(page);
      return HttpResponse.json({
        data: pipelines.slice((page - 1) * perPage, page * perPage),
        pagination: { page, per_page: perPage, total: count, has_more: page * perPage < count },
      });
    }),
  );
  return { pipelines, pages };
}

const loadNames = () => new QueryClient().fetchQuery(pipelineNamesQueryOptions());

describe('name lists', () => {
  it('load every page of a catalog, in the API’s order', async () => {
    const { pipelines, pages } = servePipelines(450);

    const names = await loadNames();

    expect(names.list.map((item) => item.name)).toEqual(pipelines.map((pipeline) => pipeline.name));
    expect(names.complete).toBe(true);
    expect(names.byId[pipelines[449]?.id ?? '']).toBe('Pipeline 0450');
    expect([...pages].sort()).toEqual([1, 2, 3]);
  });

  it('stop at 5 pages of 200 and say the list is incomplete', async () => {
    const { pages } = servePipelines(1_500);

    const names = await loadNames();

    expect(names.list).toHaveLength(1_000);
    expect(names.list.at(-1)?.name).toBe('Pipeline 1000');
    expect(names.complete).toBe(false);
    expect([...pages].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
