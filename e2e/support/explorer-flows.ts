import type { Page } from '@playwright/test';

import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';
import { csvExportEqualsApiRows } from './csv-export-flow';
import { answersTable, apiGet, bodyRows, type ExplorerFlowContext } from './explorer-api';
import { columnTexts, dataRows } from './table';

/**
 * The results explorer's end-to-end flows, run in demo mode (e2e/results.spec.ts) and in proxy
 * mode against `npm run fake-api` (e2e/proxy/results.spec.ts).
 */

/** The next answer of the question-results list with these query parameters, as the page receives it. */
function questionResultsResponse(page: Page, params: Record<string, string>) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/question-results') &&
      Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
}

export async function filterByQuestionAndStatus(context: ExplorerFlowContext) {
  const { page } = context;
  await page.goto('/results');
  await expect(answersTable(page)).toBeVisible();
  const { data } = await apiGet(context, '/questions?per_page=1&sort=name');
  const question = data[0] as { id: string; title: string };

  const picker = page.getByRole('combobox', { name: 'Question' });
  await picker.fill(question.title);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(question.title)}`) })
    .first()
    .click();
  const filtered = questionResultsResponse(page, { question_id: question.id, status: 'evaluated' });
  // Status is one of the less-used filters, behind "More filters".
  await page.getByRole('button', { name: /^More filters/ }).click();
  await page.getByRole('checkbox', { name: 'Evaluated' }).check();
  await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toHaveAttribute('aria-expanded', 'true');

  await expect(page).toHaveURL(new RegExp(`question_id=${question.id}`));
  await expect(page).toHaveURL(/status=evaluated/);
  // Until its answer arrives the table still shows the answers of every status (busy).
  await filtered;
  await expect(bodyRows(page).first()).toContainText(question.title);
  const statuses = await columnTexts(answersTable(page), 'Status');
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Evaluated']));
  await context.axe.expectNoSeriousViolations();
}

export async function pagePastBudgetThenPinPipeline(context: ExplorerFlowContext) {
  const { page } = context;
  await page.goto('/results?page=6&status=evaluated');
  await expect(page.getByRole('heading', { name: /past what a mixed list can show/i })).toBeVisible();
  await context.axe.expectNoSeriousViolations();
  await page.getByRole('button', { name: 'Show only pipeline' }).click();

  await expect(page).toHaveURL(/source=pipeline/);
  await expect(page).toHaveURL(/page=6/);
  await expect(page).toHaveURL(/status=evaluated/);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText(/answers: 251–300/)).toBeVisible();
}

export async function rejectedStatusIsDropped(context: ExplorerFlowContext) {
  const { page } = context;
  await page.goto('/results?status=evaluated,bogus&source=standalone');
  await expect(page.getByText(/“bogus”/).first()).toBeVisible();
  await expect(page).toHaveURL(/status=evaluated(&|$)/);
  await expect(page).toHaveURL(/source=standalone/);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Evaluated' })).toBeChecked();
  await context.axe.expectNoSeriousViolations();
}

/** The first free-text answer of the seeded dataset that starts with markup meant to run (so the preview shows it). */
function hostileAnswer() {
  const dataset = generateDataset(DEMO_SEED);
  for (const row of dataset.questionResults) {
    const wire = questionResultToWire(row);
    if (JSON.stringify(wire.answer).startsWith('{"text":"<img src=x onerror')) return wire;
  }
  throw new Error('The seeded dataset has no hostile answer');
}

export async function hostileAnswerRendersAsText(context: ExplorerFlowContext) {
  const { page } = context;
  const hostile = hostileAnswer();
  await page.goto(
    `/results?question_id=${hostile.question_id}&candidate_id=${hostile.candidate_id}&source=${hostile.source}`,
  );
  const row = bodyRows(page).filter({ hasText: 'onerror' }).first();
  await expect(row).toContainText('<img src=x onerror=');

  await row.getByRole('button', { name: /^Open answer/ }).click();
  const panel = page.getByRole('region', { name: /^Answer created/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('onerror');
  // No img element at all, whatever role it would get (alt="" hides one from getByRole): markup in an
  // answer must never become an element.
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await context.axe.expectNoSeriousViolations();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs of one assessment, with the counts behind each mean, and the way to a run's answers. */
export async function assessmentRunsToAnswers(context: ExplorerFlowContext) {
  const { page } = context;
  await page.goto('/assessment-results');
  const runs = page.getByRole('table', { name: 'Assessment results' });
  await expect(runs).toBeVisible();
  const { data } = await apiGet(context, '/assessments?per_page=1&sort=name');
  const assessment = data[0] as { id: string; name: string };
  await page.getByRole('combobox', { name: 'Assessment' }).fill(assessment.name);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(assessment.name)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`assessment_id=${assessment.id}`));

  const firstRun = dataRows(runs).first();
  await expect(firstRun).toContainText(assessment.name);
  await expect(firstRun).toContainText(/\d+ graded of \d+ answered · \d+ questions/);
  await context.axe.expectNoSeriousViolations();

  await firstRun.getByRole('link', { name: /^See answers of/ }).click();
  await expect(page).toHaveURL(/\/results\?.*candidate_id=/);
  await expect(bodyRows(page).first()).toBeVisible();
}

/** The explorer specs, declared once; each project's spec file calls this with its mode's API headers. */
export function describeExplorerSpecs(mode: string, apiHeaders: Record<string, string>) {
  test.describe(`results explorers (${mode})`, () => {
    test('filter by question and status', async ({ page, axe }) => {
      await filterByQuestionAndStatus({ page, axe, apiHeaders });
    });

    test.describe('answered with a 400', () => {
      // The browser logs every 4xx response; these two are the point of the test.
      test.use({ allowedConsoleErrors: [/status of 400/] });

      test('a page past the merged budget explains itself; "Show only pipeline" loads it', async ({ page, axe }) => {
        await pagePastBudgetThenPinPipeline({ page, axe, apiHeaders });
      });

      test('status=evaluated,bogus: the rejected value is named and dropped, the rest kept', async ({ page, axe }) => {
        await rejectedStatusIsDropped({ page, axe, apiHeaders });
      });
    });

    test('the CSV of a merged filter over 1,000 rows equals the rows the API returns', async ({ page, axe }) => {
      test.setTimeout(180_000);
      await csvExportEqualsApiRows({ page, axe, apiHeaders });
    });

    test('a hostile answer renders as text and runs nothing', async ({ page, axe }) => {
      await hostileAnswerRendersAsText({ page, axe, apiHeaders });
    });

    test('assessment results: runs of one assessment with their counts, then the answers of a run', async ({
      page,
      axe,
    }) => {
      await assessmentRunsToAnswers({ page, axe, apiHeaders });
    });
  });
}
