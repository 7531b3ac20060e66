import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { z } from '@assessment-insights/contract/zod';

import { correctSearchInUrl, pageParam, perPageParam, searchWithoutDefaults, sortParam, uuidParam } from './url-search';

const listSearch = z.object({
  page: pageParam,
  per_page: perPageParam(200),
  sort: sortParam(['-created_at', 'created_at', 'name', '-name'], '-created_at'),
  assessment_id: uuidParam,
});

async function open(url: string) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: listSearch,
    search: searchWithoutDefaults(listSearch),
    beforeLoad: correctSearchInUrl(listSearch),
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  await router.load();
  return { href: router.state.location.href, search: router.state.location.search, entries: history.length };
}

describe('list search params in the URL', () => {
  it('corrects malformed values to the ones used, keeping the rest, in place', async () => {
    const { href, search, entries } = await open('/list?page=abc&per_page=9999&sort=bogus&assessment_id=nope&q=keep');
    expect(href).toBe('/list?q=keep');
    expect(search).toEqual({ q: 'keep' });
    expect(entries).toBe(1);
  });

  it('leaves a valid URL alone', async () => {
    const url = '/list?page=3&per_page=200&sort=name&assessment_id=7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect((await open(url)).href).toBe(url);
  });

  it('corrects only what is wrong', async () => {
    expect((await open('/list?page=2&per_page=0')).href).toBe('/list?page=2');
  });
});
