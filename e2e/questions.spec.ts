import { expect, test } from './fixtures';
import { DEMO_LOADED, expectListParamsCorrected, expectNotFoundWayBack, type Catalog } from './support/catalog-flows';

// The browser logs its own line for the deliberate 404 of an unknown question id.
test.use({ allowedConsoleErrors: [/status of 404/] });

const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CATALOG: Catalog = { path: '/questions', table: 'Questions', item: 'question' };

test('from the catalog, filtered by an assessment, a question shows its skills, assessments and results', async ({
  page,
  axe,
}) => {
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Questions' })).toBeVisible(DEMO_LOADED);
  await expect(page).toHaveTitle('Questions · Assessment Insights');
  await axe.expectNoSeriousViolations();

  const filter = page.getByRole('combobox', { name: 'Assessment' });
  await expect(filter.getByRole('option').nth(1)).toBeAttached(DEMO_LOADED);
  const assessmentName = (await filter.getByRole('option').nth(1).textContent()) ?? '';
  await filter.selectOption({ label: assessmentName });

  await expect(page).toHaveURL(/\/questions\?assessment_id=[0-9a-f-]{36}$/);
  const assessmentId = new URL(page.url()).searchParams.get('assessment_id') ?? '';
  const table = page.getByRole('table', { name: `Questions in ${assessmentName}` });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');

  const firstLink = table.getByRole('row').nth(1).getByRole('link');
  const title = (await firstLink.textContent()) ?? '';
  await firstLink.click();

  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Question · Assessment Insights`);
  await expect(page.getByRole('region', { name: 'Skills it covers' }).getByRole('listitem').first()).toBeVisible();
  const assessments = page.getByRole('region', { name: 'Assessments it belongs to' });
  const assessmentLink = assessments.getByRole('link', { name: assessmentName, exact: true });
  await expect(assessmentLink).toHaveAttribute('href', `/assessments/${assessmentId}`);
  const questionId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('link', { name: 'See every answer to this question' })).toHaveAttribute(
    'href',
    `/results?question_id=${questionId}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'How this question performs' })).toBeVisible();
  await axe.expectNoSeriousViolations();
});

test('a question id that names no question shows "not found" with a way back', async ({ page }) => {
  await page.goto(`/questions/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Question not found' })).toBeVisible(DEMO_LOADED);
  await expect(page.getByText(UNKNOWN_ID)).toBeVisible();

  await expectNotFoundWayBack(page, CATALOG, 'not-a-uuid');
});

test('malformed list params are corrected in the address bar without a reload', async ({ page }) => {
  await expectListParamsCorrected(page, CATALOG, 'page=abc&per_page=9999&sort=bogus&assessment_id=nope');
});
