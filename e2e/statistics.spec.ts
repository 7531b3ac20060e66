import type { Page } from '@playwright/test';

import { assessmentStats, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { formatPercent } from '@/features/statistics/format';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';
import { columnTexts } from './support/table';

// The demo's fake API generates its data in the browser first, then the engine reads every answer.
const COMPUTED = { timeout: 60_000 };
const dataset = generateDataset(DEMO_SEED);
// A small assessment (54 requests): large enough to show progress, quick enough to wait for.
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const pipeline = dataset.pipelines.find((candidate) => candidate.name === 'Engineering hiring 2026')!;

/** The engine's own figures for the assessment, from the dataset the demo serves (same seed). */
function expectedSuccessRates(passMark: number): string[] {
  const ledger = new QuestionResultLedger();
  for (const row of dataset.questionResults) {
    if (assessment.question_ids.includes(row.question_id)) ledger.upsert(row);
  }
  const stats = assessmentStats(
    ledger,
    { assessmentId: assessment.id, questionIds: assessment.question_ids },
    passMark,
  );
  return stats.questions.map((question) =>
    question.success.rate === null ? '—' : formatPercent(question.success.rate),
  );
}

/** Requests to GET /question-results the page sends from now on. */
function countResultsRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/question-results')) count++;
  });
  return { count: () => count };
}

test('the assessment page shows progress, then the ranking and the questions’ figures the engine computes', async ({
  page,
  axe,
}) => {
  await page.goto(`/assessments/${assessment.id}`);
  await expect(page.getByRole('progressbar', { name: 'Computing the statistics' })).toBeVisible(COMPUTED);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);

  const table = page.getByRole('table', { name: /Questions in position order/ });
  // The figures follow the job's result: every row has them before the column is read.
  await expect(table.getByText('not computed yet')).toHaveCount(0, COMPUTED);
  expect(await columnTexts(table, 'Success rate')).toEqual(expectedSuccessRates(70));
  const ranking = page.getByRole('list', { name: /Questions by success rate/ });
  await expect(ranking.getByRole('link')).toHaveCount(assessment.question_ids.length);
  await axe.expectNoSeriousViolations();

  // A bar's link leads to the question's page with the same filters.
  const firstRanked = ranking.getByRole('link').first();
  await firstRanked.click();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'How this question performs' })).toBeVisible();
});

test('a reload shows the stored numbers without a request', async ({ page }) => {
  await page.goto(`/assessments/${assessment.id}`);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);
  const shown = await page.getByText(/Computed from [\d,]+ answers/).innerText();

  const requests = countResultsRequests(page);
  await page.reload();
  await expect(page.getByText(/\(stored in this browser\)/)).toBeVisible(COMPUTED);
  expect(await page.getByText(/Computed from [\d,]+ answers/).innerText()).toContain(
    shown.split(' · ')[0]!.split(',')[0],
  );
  expect(requests.count()).toBe(0);
});

test('changing the pass mark on a question page changes the success rate without a request', async ({ page, axe }) => {
  // A question with scores between 50 and 70, so the two pass marks give different rates.
  const questionId = assessment.question_ids.find((id) =>
    dataset.questionResults.some(
      (row) => row.question_id === id && row.status === 'evaluated' && row.score! >= 50 && row.score! < 70,
    ),
  )!;
  await page.goto(`/questions/${questionId}`);
  const rate = page.getByRole('definition').filter({ hasText: /95% interval/ });
  await expect(rate).toBeVisible(COMPUTED);
  const at70 = await rate.innerText();
  await axe.expectNoSeriousViolations();

  const requests = countResultsRequests(page);
  await page.getByLabel('Pass mark').fill('50');
  await expect(page).toHaveURL(/pass=50/);
  await expect(page.getByText('Success rate at 50')).toBeVisible();
  await expect(rate).not.toHaveText(at70);
  expect(requests.count()).toBe(0);
});

test('Cancel stops the requests: none starts after it', async ({ page }) => {
  const largest = dataset.assessments.find((candidate) => candidate.name === 'Sales Development — Video')!;
  const requests = countResultsRequests(page);
  await page.goto(`/assessments/${largest.id}`);
  const progress = page.getByRole('progressbar', { name: 'Computing the statistics' });
  await expect(progress).toBeVisible(COMPUTED);
  await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* of \d+ requests/ })).toBeVisible(COMPUTED);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const cancelled = page.getByRole('status').filter({ hasText: /Cancelled after (\d+) requests/ });
  await expect(cancelled).toBeVisible();
  const afterCancel = requests.count();
  const answered = Number(/Cancelled after (\d+) requests/.exec(await cancelled.innerText())![1]);
  // Sent = answered + at most the 6 in flight that Cancel aborted; fewer than the job needs.
  expect(afterCancel).toBeLessThanOrEqual(answered + 6);
  expect(afterCancel).toBeLessThan(92);
  // Something else happens on the page (the help opens), and still no request has started.
  await page.getByText('What these numbers mean').click();
  await expect(page.getByText(/The average score of the evaluated answers/)).toBeVisible();
  expect(requests.count()).toBe(afterCancel);

  // Resume goes on from there and completes.
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);
});

test('the explorer’s charts view of a pipeline ranks its questions, and a bar filters the table', async ({
  page,
  axe,
}) => {
  await page.goto(`/results?pipeline_id=${pipeline.id}&source=pipeline&view=charts`);
  await expect(page.getByRole('button', { name: 'Charts', pressed: true })).toBeVisible();
  const ranking = page.getByRole('list', { name: /Success rate per question/ });
  await expect(ranking).toBeVisible(COMPUTED);
  await axe.expectNoSeriousViolations();

  const first = ranking.getByRole('button').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/question_id=[0-9a-f-]+/);
  await expect(page).toHaveURL(/view=charts/);
  await page.getByRole('button', { name: 'Table', pressed: false }).click();
  const results = page.getByRole('table', { name: 'Question results' });
  await expect(results).toBeVisible(COMPUTED);
  const questions = await columnTexts(results, 'Question');
  expect(new Set(questions)).toEqual(new Set([title]));
});
