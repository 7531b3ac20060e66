import type { Page } from '@playwright/test';

import { dataRows } from './table';

/**
 * What the explorer flows (explorer-flows.ts, csv-export-flow.ts) share: the page, and the API as
 * the page reaches it. `apiHeaders` is what a direct call from the page needs: the demo key in
 * demo mode, nothing behind the key-adding proxy.
 */
export interface ExplorerFlowContext {
  page: Page;
  apiHeaders: Record<string, string>;
  axe: { expectNoSeriousViolations(options?: { include?: string; exclude?: string }): Promise<void> };
}

export interface ListPage {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { has_more: boolean; total: number | null };
}

/** A GET of the API from inside the page, as the app would send it (minus the app's pacing). */
export async function apiGet(context: ExplorerFlowContext, pathAndQuery: string): Promise<ListPage> {
  return context.page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as ListPage;
    },
    { url: `/api/public/v1${pathAndQuery}`, headers: context.apiHeaders },
  );
}

export const answersTable = (page: Page) => page.getByRole('table', { name: 'Question results' });
export const bodyRows = (page: Page) => dataRows(answersTable(page));
