import type { Locator, Page } from '@playwright/test';

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';
import { DEMO_LOADED } from './support/catalog-flows';
import { dataRows } from './support/table';

// A phone (390 px), a laptop (1280 px). No page scrolls sideways; tables scroll in their own box.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
// The statistics read every answer of the filter first (a small assessment: 54 requests).
const COMPUTED = { timeout: 60_000 };

const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const question = dataset.questions.find((candidate) => candidate.id === assessment.question_ids[0])!;
const answerInPipeline = dataset.questionResults.find((row) => row.source === 'pipeline')!;
const candidate = dataset.candidates.find((person) => person.id === answerInPipeline.candidate_id)!;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const firstRow = (page: Page, table: string) => dataRows(page.getByRole('table', { name: table })).first();
const computed = (page: Page) => page.getByText(/Computed from [\d,]+ answers, as of/);

/** Each route with what shows once it is there: its heading and its data. */
const routes: Array<{ path: string; shown: (page: Page) => Locator[] }> = [
  { path: '/assessments', shown: (page) => [heading(page, 'Assessments'), firstRow(page, 'Assessments')] },
  {
    path: `/assessments/${assessment.id}`,
    shown: (page) => [heading(page, assessment.name), firstRow(page, 'Questions in position order'), computed(page)],
  },
  { path: '/questions', shown: (page) => [heading(page, 'Questions'), firstRow(page, 'Questions')] },
  { path: `/questions/${question.id}`, shown: (page) => [heading(page, question.title), computed(page)] },
  { path: '/results', shown: (page) => [heading(page, 'Question results'), firstRow(page, 'Question results')] },
  {
    path: '/results?view=charts',
    shown: (page) => [
      heading(page, 'Question results'),
      page.getByRole('heading', { level: 2, name: 'Charts of the filtered answers' }),
    ],
  },
  {
    path: '/assessment-results',
    shown: (page) => [heading(page, 'Assessment results'), firstRow(page, 'Assessment results')],
  },
  {
    path: '/pipelines',
    shown: (page) => [heading(page, 'Pipelines'), page.getByRole('list', { name: 'Candidates per stage' }).first()],
  },
  { path: '/candidates', shown: (page) => [heading(page, 'Candidates'), firstRow(page, 'Candidates')] },
  {
    path: `/candidates/${candidate.id}`,
    shown: (page) => [
      heading(page, candidate.name),
      page.getByRole('list', { name: /^Stages of / }),
      firstRow(page, `Answers of ${candidate.name}, newest first`),
    ],
  },
  {
    path: '/settings/api-key',
    shown: (page) => [heading(page, 'API key'), page.getByRole('region', { name: 'Rate-limit budget' })],
  },
];

/** Sums the page's layout shifts from its first paint on (as Lighthouse's CLS, without its windows). */
const LAYOUT_SHIFT_RECORDER = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

const pageWidths = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const { path, shown } of routes) {
    test(`${path} is no wider than the screen, and does not jump while it loads`, async ({ page }) => {
      await page.addInitScript(LAYOUT_SHIFT_RECORDER);
      await page.goto(path);
      for (const part of shown(page)) await expect(part).toBeVisible(COMPUTED);

      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, `${path}: the page's width`).toBeLessThanOrEqual(clientWidth);
      // Lighthouse's "good" cumulative layout shift is 0.1; the app holds itself to 0.05.
      expect(await layoutShift(page), `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
    });
  }

  test('a page shorter than the screen keeps the navigation one row tall', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(heading(page, 'Page not found')).toBeVisible();
    const nav = await page.getByRole('navigation', { name: 'Primary' }).boundingBox();
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    // The rest of the screen belongs to the page: were it the navigation's, it would shrink
    // (and the page jump up) as soon as the content grew.
    expect(nav!.height).toBeLessThan(menu!.height * 2);
  });

  test('the navigation opens from the menu button and closes after a navigation and on Escape', async ({ page }) => {
    await page.goto('/assessments');
    await expect(heading(page, 'Assessments')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link('Questions')).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await link('Questions').click();
    await expect(heading(page, 'Questions')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link('Questions')).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(link('Questions')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('a wide table scrolls in its own box, from the keyboard too, keeping its first column in view', async ({
    page,
  }) => {
    await page.goto('/results');
    await expect(firstRow(page, 'Question results')).toBeVisible(DEMO_LOADED);
    const box = page.getByRole('region', { name: 'Question results, scrolls sideways' });
    const firstHeader = page.getByRole('table', { name: 'Question results' }).getByRole('columnheader').first();
    const leftOf = async (locator: Locator) => (await locator.boundingBox())?.x;

    await box.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await leftOf(firstHeader)).toBeCloseTo((await leftOf(box)) ?? Number.NaN, 0);
  });

  test('a row’s detail has no serious accessibility violation, targets of 24 px included', async ({ page, axe }) => {
    await page.goto('/results');
    await firstRow(page, 'Question results')
      .getByRole('button', { name: /^Open answer created/ })
      .click();
    const detail = page.getByRole('region', { name: /^Answer created/ });
    await expect(detail.getByRole('button', { name: /\{\d+ keys?\}|\[\d+ items?\]/ }).first()).toBeVisible();

    // The fixture's check includes target-size.
    await axe.expectNoSeriousViolations();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('the results table fits its column, one line per row', async ({ page }) => {
    await page.goto('/results');
    const table = page.getByRole('table', { name: 'Question results' });
    await expect(dataRows(table).first()).toBeVisible(DEMO_LOADED);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');

    const { tableWidth, boxWidth } = await table.evaluate((element) => ({
      tableWidth: element.scrollWidth,
      boxWidth: element.parentElement?.clientWidth ?? 0,
    }));
    expect(tableWidth).toBeLessThanOrEqual(boxWidth);
    const heights = await dataRows(table).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  });

  test('the filters are one row; the rest open from More filters, which counts them', async ({ page, axe }) => {
    await page.goto(`/assessments/${assessment.id}`);
    const statistics = page.getByRole('region', { name: 'Statistics filters' });
    await expect(statistics.getByRole('combobox', { name: 'Period' })).toBeVisible();
    const tops = await Promise.all(
      [
        statistics.getByRole('combobox', { name: 'Source' }),
        statistics.getByRole('combobox', { name: 'Pipeline' }),
        statistics.getByRole('combobox', { name: 'Period' }),
        statistics.getByLabel('Pass mark'),
      ].map(async (control) => (await control.boundingBox())!.y),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    // Room for the questions below it.
    expect((await statistics.boundingBox())!.height).toBeLessThanOrEqual(130);

    // In the app: the assessment's statistics may still be reading, and a reload would cut their
    // requests off mid-way (the demo's fake stops answering a page being left).
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Question results' }).click();
    const table = page.getByRole('table', { name: 'Question results' });
    await expect(dataRows(table).first()).toBeVisible(DEMO_LOADED);
    const more = page.getByRole('button', { name: 'More filters' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Pending' }).check();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toBeVisible();
    // The filtered rows in (the previous ones are dimmed until then).
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await axe.expectNoSeriousViolations();

    // A link with a hidden filter set shows it.
    await page.goto('/results?candidate_id=7c9e6679-7425-40de-944b-e07fc1f90ae7');
    await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Candidate ID' })).toHaveValue(
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    );
  });
});
