import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** The demo's fake API generates its data in the browser first: allow for its start-up. */
export const DEMO_LOADED = { timeout: 15_000 };

/** A catalog page: its path, its table's name, and what one of its rows is ("assessment"). */
export interface Catalog {
  path: string;
  table: string;
  item: string;
}

const catalogUrl = ({ path }: Catalog) => new RegExp(`${path}$`);

/** `malformedId` names nothing the route can parse: the "not found" page's link leads back to the catalog. */
export async function expectNotFoundWayBack(page: Page, catalog: Catalog, malformedId: string): Promise<void> {
  const heading = `${catalog.item.charAt(0).toUpperCase()}${catalog.item.slice(1)} not found`;
  await page.goto(`${catalog.path}/${malformedId}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('link', { name: `Back to all ${catalog.item}s` }).click();

  await expect(page).toHaveURL(catalogUrl(catalog));
  await expect(page.getByRole('table', { name: catalog.table })).toBeVisible(DEMO_LOADED);
}

/**
 * The catalog opened with malformed list params (`query`) corrects them in the address bar
 * without a reload: the params dropped, the default sort (newest first), one document load.
 */
export async function expectListParamsCorrected(page: Page, catalog: Catalog, query: string): Promise<void> {
  // Counts document loads across reloads (sessionStorage survives them).
  await page.addInitScript(() => {
    sessionStorage.setItem('documentLoads', String(Number(sessionStorage.getItem('documentLoads') ?? '0') + 1));
  });
  await page.goto(`${catalog.path}?${query}`);

  await expect(page).toHaveURL(catalogUrl(catalog));
  await expect(page.getByRole('table', { name: catalog.table })).toBeVisible(DEMO_LOADED);
  await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  expect(await page.evaluate(() => sessionStorage.getItem('documentLoads'))).toBe('1');
}
