import { screen } from '@testing-library/react';
import type { RouterHistory } from '@tanstack/react-router';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect } from 'vitest';

import { API, apiErrorResponse, gate, recordRequests } from './msw-helpers';
import { renderApp } from './render-with-providers';

/** Steps the page tests of the lists share: answers the API gives, and what every list must do. */

type Server = { use: (...handlers: HttpHandler[]) => void };

/** A list page with no rows, as the API sends it. */
export const emptyPage = { data: [], pagination: { page: 1, per_page: 50, total: 0, has_more: false } };

/**
 * One list of the API as a page test drives it: its GETs held, answered or failed, and what the
 * list's page (at the same path) does with malformed params. `path`: an msw pattern under the API base.
 */
export function listApi(server: Server, path: string) {
  return {
    /** Holds every GET while the app opens at `url`: the page shows its loading state until the gate opens. */
    holdWhileOpening: async (url: string) => {
      const held = gate();
      server.use(http.get(`${API}${path}`, async () => void (await held.opened)));
      await renderApp(url);
      return held;
    },
    /** Answers every GET with `body`. */
    answer: (body: object) => server.use(http.get(`${API}${path}`, () => HttpResponse.json(body))),
    /** Answers the first GET with the API's error; the fake answers the ones after it. */
    failFirst: (...error: Parameters<typeof apiErrorResponse>) => {
      let failures = 1;
      server.use(
        http.get(`${API}${path}`, () => {
          if (failures-- > 0) return apiErrorResponse(...error);
        }),
      );
    },
    /**
     * Opens the list's page (at the same path) with a `search` of malformed params only: the
     * address bar shows the path alone, replaced rather than pushed (Back does not return to the
     * malformed address), and the API is asked for the first page in the default order.
     */
    expectMalformedParamsCorrected: async (search: string, shown: () => Promise<HTMLElement>) => {
      const requests = recordRequests(server, path);
      const { router } = await renderApp(`${path}${search}`);

      expect(router.state.location.href).toBe(path);
      expect((router.history as RouterHistory).length).toBe(1);
      await shown();
      expect(requests.map((request) => request.search)).toEqual(['?page=1&per_page=50&sort=-created_at']);
    },
  };
}

/** Lets the held list arrive: `shown` appears, the "Loading {what}…" line goes, and the tab says `title`. */
export async function expectShownOnceAnswered(
  held: { open: () => void },
  shown: () => Promise<HTMLElement>,
  { what, title }: { what: string; title: string },
) {
  held.open();
  expect(await shown()).toBeInTheDocument();
  expect(screen.queryByText(`Loading ${what}…`)).not.toBeInTheDocument();
  expect(document.title).toBe(`${title} · Assessment Insights`);
}
