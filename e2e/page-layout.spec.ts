import type { Locator, Page } from '@playwright/test';

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';
import { dataRows } from './support/table';

// An assessment's page and a question's lead with the answer: key figures, the questions to review
// first and the questions' table in the first screen and a bit of a laptop, every column in view.
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// The demo's fake API generates its data in the browser first, then the engine reads every answer.
const COMPUTED = { timeout: 120_000 };
/** The table starts within this many pixels of the page's top. */
const TABLE_TOP_WITHIN = 1_000;

const dataset = generateDataset(DEMO_SEED);
// The largest assessment (most questions, the first of them in the demo's order): the longest table.
const largest = [...dataset.assessments].sort((a, b) => b.question_ids.length - a.question_ids.length)[0]!;
const question = dataset.questions.find((candidate) => candidate.id === largest.question_ids[0])!;

const questionsTable = (page: Page) => page.getByRole('table', { name: 'Questions in position order' });

/** Opens the assessment's page and waits for its figures (every row's facility computed). */
async function openAssessment(page: Page) {
  await page.goto(`/assessments/${largest.id}`);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible(COMPUTED);
  await expect(dataRows(questionsTable(page))).toHaveCount(largest.question_ids.length);
  await expect(questionsTable(page).getByText('not computed yet')).toHaveCount(0);
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test.describe('at 1280 × 800', () => {
  test.use({ viewport: LAPTOP });

  test('the assessment page leads with key figures, questions to review first and the questions table', async ({
    page,
    axe,
  }) => {
    await openAssessment(page);
    const keyFigures = page.getByRole('region', { name: 'Key figures' });
    const review = page.getByRole('region', { name: 'Questions to review first' });
    const table = questionsTable(page);
    await expect(keyFigures).toContainText(/Runs\s*[\d,]+/);
    await expect(keyFigures).toContainText(/Findings\s*[\d,]+/);

    // In this order, each after the one before.
    const [figuresTop, reviewTop, tableTop] = await Promise.all([top(keyFigures), top(review), top(table)]);
    expect(figuresTop).toBeLessThan(reviewTop);
    expect(reviewTop).toBeLessThan(tableTop);

    // The table's top is in the first 1,000 px (page coordinates).
    const filterBar = await page.getByRole('region', { name: 'Statistics filters' }).boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    test.info().annotations.push({
      type: 'measured',
      description: `table top ${Math.round(tableTop + scrollY)} px, filter bar ${Math.round(filterBar!.height)} px`,
    });
    expect(tableTop + scrollY).toBeLessThanOrEqual(TABLE_TOP_WITHIN);

    // Every column in view: neither the table's box nor the page scrolls sideways.
    const widths = await table.evaluate((element) => {
      const box = element.parentElement!;
      return {
        box: [box.scrollWidth, box.clientWidth],
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      };
    });
    expect(widths.box[0]).toBeLessThanOrEqual(widths.box[1]!);
    expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);

    // Each title on two lines at most (a cell is as tall as its row: no figure takes three either).
    const titleCells = await dataRows(table).evaluateAll((rows) =>
      rows.map((row) => {
        const cell = (row as HTMLTableRowElement).cells[1]!;
        const style = getComputedStyle(cell);
        const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        return {
          title: cell.textContent,
          height: cell.getBoundingClientRect().height,
          twoLines: 2 * parseFloat(style.lineHeight) + chrome.reduce((sum, key) => sum + parseFloat(style[key]), 0),
        };
      }),
    );
    for (const cell of titleCells) expect(cell.height, cell.title ?? '').toBeLessThanOrEqual(cell.twoLines + 0.5);

    // The two charts side by side, under the table.
    const ranking = page.getByRole('figure', { name: /^Questions by success rate/ });
    const scatter = page.getByRole('figure', { name: 'Facility and discrimination' });
    const [rankingBox, scatterBox] = [await ranking.boundingBox(), await scatter.boundingBox()];
    expect(rankingBox!.y).toBeGreaterThan(tableTop);
    expect(Math.abs(rankingBox!.y - scatterBox!.y)).toBeLessThan(2);
    expect(scatterBox!.x).toBeGreaterThanOrEqual(rankingBox!.x + rankingBox!.width);

    // A method note is folded under its figures, one click away.
    const note = review.getByText(/^Ordered by what would help most/);
    await expect(note).toBeHidden();
    await review.getByText('How this is computed').click();
    await expect(note).toBeVisible();
    await axe.expectNoSeriousViolations();
  });

  test('the question page leads with its key figures, then its tables, then its two charts side by side', async ({
    page,
  }) => {
    await page.goto(`/questions/${question.id}`);
    await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);
    const facility = page.getByText('Facility', { exact: true }).first();
    const bySource = page.getByRole('table', { name: 'By source' });
    const histogram = page.getByRole('figure').first();
    const trend = page.getByRole('figure').nth(1);
    await expect(trend).toBeVisible(COMPUTED);
    const [facilityTop, tableTop] = [await top(facility), await top(bySource)];
    const [histogramBox, trendBox] = [await histogram.boundingBox(), await trend.boundingBox()];
    expect(facilityTop).toBeLessThan(tableTop);
    expect(tableTop).toBeLessThan(histogramBox!.y);
    expect(Math.abs(histogramBox!.y - trendBox!.y)).toBeLessThan(2);
    expect(trendBox!.x).toBeGreaterThanOrEqual(histogramBox!.x + histogramBox!.width);
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE });

  test('the page does not scroll sideways; the questions table scrolls in its own box', async ({ page }) => {
    await openAssessment(page);
    const widths = await questionsTable(page).evaluate((element) => {
      const box = element.parentElement!;
      return {
        overflowX: getComputedStyle(box).overflowX,
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      };
    });
    expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
    expect(widths.overflowX).toBe('auto');
    // Stacked: the scatter under the ranking.
    const ranking = await page.getByRole('figure', { name: /^Questions by success rate/ }).boundingBox();
    const scatter = await page.getByRole('figure', { name: 'Facility and discrimination' }).boundingBox();
    expect(scatter!.y).toBeGreaterThanOrEqual(ranking!.y + ranking!.height);
  });
});
