import { expect, test } from './fixtures';

const topLevelPages = [
  { link: 'Overview', path: '/', heading: 'Overview' },
  { link: 'Assessments', path: '/assessments', heading: 'Assessments' },
  { link: 'Questions', path: '/questions', heading: 'Questions' },
  { link: 'Question results', path: '/results', heading: 'Question results' },
  { link: 'Assessment results', path: '/assessment-results', heading: 'Assessment results' },
  { link: 'Pipelines', path: '/pipelines', heading: 'Pipelines' },
  { link: 'Candidates', path: '/candidates', heading: 'Candidates' },
  { link: 'API key', path: '/settings/api-key', heading: 'API key' },
];

test('the home page opens the overview of the demo', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveTitle('Overview · Assessment Insights');
  await expect(page.getByText('Demo mode · fake API')).toBeVisible();
});

test('the navigation reaches every top-level page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await expect(nav.getByRole('link')).toHaveText(topLevelPages.map((entry) => entry.link));

  for (const { link, path, heading } of topLevelPages) {
    await nav.getByRole('link', { name: link, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '127.0.0.1:\\d+/' : path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('a keyboard user can skip straight to the page content', async ({ page }) => {
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an unknown address says the page does not exist', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to assessments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
});

test('the shell has no serious accessibility violations', async ({ page, axe }) => {
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();

  await axe.expectNoSeriousViolations();
});
