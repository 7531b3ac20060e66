import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { dataRows } from './support/table';

/**
 * Demo mode: where the merged budget stops paging, and a row's detail as a link. The fake keeps
 * the contract's merged scan budget (250 answers), so the page after it would be a 400.
 */

const answersTable = (page: Page) => page.getByRole('table', { name: 'Question results' });
const paging = (page: Page) => page.getByRole('navigation', { name: 'Pages of answers' });
const BUDGET_REASON =
  'Without a source or a pipeline, the API lists only the first 250 answers of both sources together.';

test('Next on a merged list stops with the reason before the budget is passed, and a source pins it', async ({
  page,
}) => {
  // Pages of the merged list asked for (not the per-source counts, not the pinned list).
  const mergedPagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const merged = !url.searchParams.has('source') && !url.searchParams.has('pipeline_id');
    if (url.pathname.endsWith('/question-results') && merged)
      mergedPagesAsked.push(url.searchParams.get('page') ?? '1');
  });
  await page.goto('/results?status=evaluated&page=4');
  await expect(dataRows(answersTable(page)).first()).toBeVisible();
  await paging(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=5/);
  await expect(paging(page)).toContainText('answers: 201–250');

  const next = paging(page).getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(page.getByText(BUDGET_REASON)).toBeVisible();

  await page.getByRole('button', { name: 'Show only pipeline' }).click();
  await expect(page).toHaveURL(/source=pipeline/);
  await expect(page).toHaveURL(/status=evaluated/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(paging(page)).toContainText(/answers: 1–50 of [\d,]+/);
  await expect(paging(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  // The page past the budget was never asked for, not even ahead of a click.
  expect(mergedPagesAsked).toContain('5');
  expect(mergedPagesAsked).not.toContain('6');
});

test('a row detail link reopens the same row; Back closes it', async ({ page, axe }) => {
  await page.goto('/results?source=pipeline');
  const firstOpen = answersTable(page)
    .getByRole('button', { name: /^Open answer/ })
    .first();
  await firstOpen.click();
  const detail = page.getByRole('region', { name: /^Answer created/ });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/row=[0-9a-f-]{36}/);
  const link = page.url();
  const heading = await detail.getByRole('heading').first().innerText();
  await axe.expectNoSeriousViolations();

  await page.goBack();
  await expect(detail).toHaveCount(0);
  await expect(page).not.toHaveURL(/row=/);

  // The link, opened afresh, shows the same answer.
  await page.goto(link);
  await expect(
    page
      .getByRole('region', { name: /^Answer created/ })
      .getByRole('heading')
      .first(),
  ).toHaveText(heading);
});
