import { expect, test } from './fixtures';
import { DEMO_LOADED, expectListParamsCorrected, expectNotFoundWayBack, type Catalog } from './support/catalog-flows';
import { columnTexts } from './support/table';

// The browser logs its own line for the deliberate 404 of an unknown assessment id.
test.use({ allowedConsoleErrors: [/status of 404/] });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const CATALOG: Catalog = { path: '/assessments', table: 'Assessments', item: 'assessment' };

test('the catalog lists the demo’s assessments, newest first, and sorts by name in the URL', async ({ page, axe }) => {
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const catalog = page.getByRole('table', { name: 'Assessments' });
  await expect(catalog).toBeVisible(DEMO_LOADED);
  await expect(page).toHaveTitle('Assessments · Assessment Insights');
  // The demo's 13 assessments, newest first (plus the header row).
  await expect(catalog.getByRole('row')).toHaveCount(14);
  await expect(catalog.getByRole('columnheader', { name: /^Created \(.+\)$/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await axe.expectNoSeriousViolations();
  const newestFirst = await catalog.getByRole('link').allTextContents();
  const byName = [...newestFirst].sort((a, b) => a.localeCompare(b));
  expect(byName).not.toEqual(newestFirst);

  // Sorting by name goes into the URL; the rows follow once the sorted page has loaded.
  await catalog.getByRole('button', { name: /Name/ }).click();
  await expect(page).toHaveURL(/\/assessments\?sort=name$/);
  await expect(catalog.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(catalog.getByRole('link')).toHaveText(byName);
  await expect(catalog).not.toHaveAttribute('aria-busy', 'true');
});

test('an assessment shows its questions in position order, each leading to its question page', async ({
  page,
  axe,
}) => {
  await page.goto('/assessments?sort=name');
  const catalog = page.getByRole('table', { name: 'Assessments' });
  await expect(catalog).toBeVisible(DEMO_LOADED);
  const firstLink = catalog.getByRole('row').nth(1).getByRole('link');
  const name = (await firstLink.textContent()) ?? '';
  await firstLink.click();

  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Assessment Insights`);
  const questions = page.getByRole('table', { name: 'Questions in position order' });
  await expect(questions).toBeVisible();
  const positions = await columnTexts(questions, 'Position');
  expect(positions.length).toBeGreaterThan(0);
  expect(positions).toEqual(positions.map((_, index) => String(index + 1)));
  // The statistics fill these columns once computed (e2e/statistics.spec.ts checks their numbers).
  for (const figure of ['Facility', 'Success rate', 'Flags']) {
    await expect(questions.getByRole('columnheader', { name: figure, exact: true })).toBeVisible();
  }
  const assessmentId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('link', { name: 'Candidates’ results for this assessment' })).toHaveAttribute(
    'href',
    `/assessment-results?assessment_id=${assessmentId}`,
  );
  await axe.expectNoSeriousViolations();

  const questionLink = questions.getByRole('row').nth(1).getByRole('link').first();
  const questionPath = (await questionLink.getAttribute('href')) ?? '';
  expect(questionPath).toMatch(/^\/questions\/[0-9a-f-]{36}$/);
  await questionLink.click();
  await expect(page).toHaveURL(new RegExp(`${questionPath}$`));
});

test('the quick filter finds assessments by name, ignoring case and accents, and clears', async ({ page }) => {
  await page.goto('/assessments');
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible(DEMO_LOADED);

  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('ENGINÉER');

  await expect(page).toHaveURL(/\/assessments\?q=ENGIN%C3%89ER$/);
  await expect(page.getByText(/^\d+ of 13 assessments match “ENGINÉER”$/)).toBeVisible();
  const matches = page.getByRole('table', { name: 'Assessments matching “ENGINÉER”' });
  for (const name of await matches.getByRole('link').allTextContents())
    expect(name.toLowerCase()).toContain('engineer');

  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/assessments$/);
  await expect(page.getByRole('table', { name: 'Assessments' }).getByRole('row')).toHaveCount(14);
});

test('an assessment id that names no assessment shows "not found" with a way back', async ({ page, axe }) => {
  await page.goto(`/assessments/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment not found' })).toBeVisible(DEMO_LOADED);
  await expect(page.getByText(UNKNOWN_ID)).toBeVisible();
  await expect(page).toHaveTitle('Assessment not found · Assessment Insights');
  await axe.expectNoSeriousViolations();

  await expectNotFoundWayBack(page, CATALOG, 'not-an-id');
});

test('malformed list params are corrected in the address bar without a reload', async ({ page }) => {
  await expectListParamsCorrected(page, CATALOG, 'page=abc&per_page=9999&sort=bogus');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('hovering an assessment’s link loads it ahead, so it opens without waiting', async ({ page }) => {
  await page.goto('/assessments');
  const catalog = page.getByRole('table', { name: 'Assessments' });
  await expect(catalog).toBeVisible(DEMO_LOADED);
  const link = catalog.getByRole('row').nth(1).getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';

  const detailRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/public/v1${href}`)) detailRequests.push(request.url());
  });

  const preload = page.waitForRequest((request) => request.url().endsWith(`/api/public/v1${href}`));
  await link.hover();
  await preload;
  await link.click();

  await expect(page.getByRole('table', { name: 'Questions in position order' })).toBeVisible();
  expect(detailRequests).toHaveLength(1);
});
