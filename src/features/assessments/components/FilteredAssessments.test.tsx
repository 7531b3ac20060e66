import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';
import { API, apiErrorResponse, gate } from '@/testing/msw-helpers';
import { listPage, makeAssessments } from '@/features/assessments/assessments.test-support';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const assessments = [...db.assessments.values()];

/** 450 assessments over three pages of 200; every 15th is a "Résumé Review" (30 in all). */
const catalog = makeAssessments(450, (index) =>
  index % 15 === 0 ? `Résumé Review ${index / 15 + 1}` : `Assessment ${index + 1}`,
);
const resumes = catalog.filter((row) => row.name.startsWith('Résumé'));

// Three pages of 200 pass through msw and zod: give them more than findBy's default second.
const matchTable = (filter: string) =>
  screen.findByRole('table', { name: `Assessments matching “${filter}”` }, { timeout: 4000 });
const namesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

/** Serves `catalog`; `hold(url)` may return a promise to hold that request on. */
function serveCatalog(hold: (url: URL, request: Request) => Promise<void> | undefined = () => undefined) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/assessments`, async ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      await hold(url, request);
      return listPage(catalog, url);
    }),
  );
  return requests;
}

describe('the quick filter by name', () => {
  it('loads the whole catalog, with progress, then matches regardless of case and accents', async () => {
    const laterPages = gate();
    const requests = serveCatalog((url) => (url.searchParams.get('page') !== '1' ? laterPages.opened : undefined));
    const { router } = await renderApp('/assessments?q=RESUME');

    expect(await screen.findByText('Loading all assessments… 200 of ~450')).toBeInTheDocument();
    laterPages.open();

    const list = await matchTable('RESUME');
    expect(screen.getByText('30 of 450 assessments match “RESUME”')).toBeInTheDocument();
    expect(namesIn(list)).toEqual(resumes.map((row) => row.name));
    // Page 1 first; its total plans pages 2 and 3, requested side by side.
    expect(requests[0]?.search).toBe('?page=1&per_page=200&sort=-created_at');
    expect(requests.slice(1).map((url) => url.search)).toEqual(
      expect.arrayContaining(['?page=2&per_page=200&sort=-created_at', '?page=3&per_page=200&sort=-created_at']),
    );
    expect(requests).toHaveLength(3);
    expect(router.state.location.search).toEqual({ q: 'RESUME' });
  });

  it('counts what has loaded when the API does not say how many there are', async () => {
    const secondPage = gate();
    server.use(
      http.get(`${API}/assessments`, async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('page') === '2') await secondPage.opened;
        return listPage(catalog, url, { withTotal: false });
      }),
    );
    await renderApp('/assessments?q=review');

    expect(await screen.findByText('Loading all assessments… 200 so far')).toBeInTheDocument();
    secondPage.open();
    expect(await matchTable('review')).toBeInTheDocument();
    expect(screen.getByText('30 of 450 assessments match “review”')).toBeInTheDocument();
  });

  it('pages through the matches with the URL’s page and per_page, without asking the API again', async () => {
    const requests = serveCatalog();
    const { user, router } = await renderApp('/assessments?q=review&per_page=25');
    await matchTable('review');
    expect(screen.getByText('matching assessments: 1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'review', per_page: 25, page: 2 }));
    expect(namesIn(await matchTable('review'))).toEqual(resumes.slice(25).map((row) => row.name));
    expect(screen.getByText('matching assessments: 26–30 of 30')).toBeInTheDocument();
    expect(requests).toHaveLength(3);
  });

  it('filters as the user types, writing `q` into the URL and starting again at page 1', async () => {
    const { user, router } = await renderApp('/assessments?page=2&per_page=25');
    await screen.findByRole('region', { name: 'No assessments on page 2' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'backend');

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'backend', per_page: 25 }));
    const backend = assessments.filter((a) => a.name.toLowerCase().includes('backend'));
    expect(namesIn(await matchTable('backend'))).toEqual(backend.map((a) => a.name));
    expect(
      screen.getByText(`${backend.length} of ${assessments.length} assessments match “backend”`),
    ).toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filter', async () => {
    const { user, router } = await renderApp('/assessments?q=zzz');

    const empty = await screen.findByRole('region', { name: 'No assessments match “zzz”' });
    expect(empty).toHaveTextContent(
      `None of the ${assessments.length} assessments in this workspace has a name containing “zzz”.`,
    );
    await user.click(within(empty).getByRole('button', { name: 'Clear filter' }));

    expect(await screen.findByRole('table', { name: 'Assessments' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('');
  });

  it('stops loading the catalog when the filter is cleared: the request in flight is aborted', async () => {
    let aborted = false;
    serveCatalog((url, request) => {
      if (url.searchParams.get('page') === '1') return undefined;
      // Held until the client gives up on it.
      return new Promise<void>((resolve) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
      });
    });
    const { user, router } = await renderApp('/assessments?q=review');
    await screen.findByText('Loading all assessments… 200 of ~450');

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));

    await waitFor(() => expect(aborted).toBe(true));
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByRole('table', { name: 'Assessments' })).toBeInTheDocument();
  });

  it('loads on from where it stopped when the filter comes back', async () => {
    const held = new Set<string>();
    const requests = serveCatalog((url, request) => {
      const page = url.searchParams.get('page') ?? '';
      if (page === '1' || held.has(page)) return undefined;
      held.add(page);
      // The first load's later pages wait until the client gives up on them.
      return new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
    });
    const { user } = await renderApp('/assessments?q=review');
    await screen.findByText('Loading all assessments… 200 of ~450');
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await screen.findByRole('table', { name: 'Assessments' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'review');

    expect(await matchTable('review')).toBeInTheDocument();
    expect(screen.getByText('30 of 450 assessments match “review”')).toBeInTheDocument();
    const catalogPages = requests
      .filter((url) => url.searchParams.get('per_page') === '200')
      .map((url) => url.searchParams.get('page'));
    expect(catalogPages.filter((page) => page === '1')).toHaveLength(1);
  });

  it('shows an error midway with its details, and loads on from there when retried', async () => {
    let page2Failed = false;
    let page3Requests = 0;
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/assessments`, async ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        const page = url.searchParams.get('page');
        if (page === '2' && !page2Failed) {
          page2Failed = true;
          return apiErrorResponse(400, 'invalid_parameter', 'Something about page 2.', 'req_filtererror0000000000000b');
        }
        // Page 3 of the first load is still on its way when page 2 fails: the error aborts it.
        if (page === '3' && page3Requests++ === 0) {
          await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        }
        return listPage(catalog, url);
      }),
    );
    const { user } = await renderApp('/assessments?q=review');

    expect(
      await screen.findByRole('heading', { name: 'The assessments could not be loaded for the filter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('req_filtererror0000000000000b')).toBeInTheDocument();
    expect(screen.getByText(/200 assessments had loaded before the error/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await matchTable('review')).toBeInTheDocument();
    // Page 1 is not asked again: the retry requests the two pages that did not arrive.
    const pages = seen.map((url) => url.searchParams.get('page'));
    expect(pages[0]).toBe('1');
    expect(pages.filter((page) => page === '1')).toHaveLength(1);
    expect(pages.slice(-2).sort()).toEqual(['2', '3']);
  });
});
