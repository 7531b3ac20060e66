import type { Page } from '@playwright/test';

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import type { MovesSpec, MovesState } from '@/mocks/http/moves';
import { FAULTS_E2E_CONTROL_URL } from './faults.config';
import { expect, test } from './fixtures';
import { columnTexts } from './support/table';

/**
 * A question's statistics read while the workspace moves under them (the fault run's own fake,
 * through its control server): before every read of the answers, some of the question's pending
 * answers are graded, one is sent back for re-grading and new answers arrive. The page must lose
 * no answer, not claim it may have, and a Refresh once it holds still must show exactly what a
 * recomputation from scratch shows.
 */

const COMPUTED = { timeout: 60_000 };
const dataset = generateDataset(DEMO_SEED);
// The question with the most answers: several pages per source, so rows slide between pages.
const questionId = (() => {
  const counts = new Map<string, number>();
  for (const row of dataset.questionResults) counts.set(row.question_id, (counts.get(row.question_id) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]![0];
})();
const answersAtStart = dataset.questionResults.filter((row) => row.question_id === questionId).length;
// A small assessment (54 requests), read per question and source.
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;
const assessmentAnswersAtStart = dataset.questionResults.filter(
  (row) => row.assessment_id === assessment.id && assessment.question_ids.includes(row.question_id),
).length;

async function setMoves(page: Page, spec: Partial<MovesSpec>): Promise<MovesState> {
  const response = await page.request.put(`${FAULTS_E2E_CONTROL_URL}/moves`, { data: spec });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as MovesState;
}

async function movesSoFar(page: Page): Promise<MovesState> {
  return (await (await page.request.get(`${FAULTS_E2E_CONTROL_URL}/moves`)).json()) as MovesState;
}

async function readsOfTheAnswers(page: Page): Promise<string[]> {
  const response = await page.request.get(`${FAULTS_E2E_CONTROL_URL}/requests`);
  const log = (await response.json()) as { recent: Array<{ path: string }> };
  return log.recent.map(({ path }) => path).filter((path) => path.includes('/question-results'));
}

const computedFrom = (page: Page) => page.getByText(/Computed from [\d,]+ answers, as of/);
const answersCounted = async (page: Page) => {
  const counted = /Computed from ([\d,]+) answers/.exec(await computedFrom(page).innerText())?.[1] ?? 'NaN';
  return Number(counted.replace(/,/g, ''));
};
const successRate = (page: Page) => page.getByRole('definition').filter({ hasText: /95% interval/ });

/**
 * Clicks a job's button and waits for the job it starts to end: its first read, its result, then
 * its figures (the section is busy while the previous figures stay on screen).
 */
async function runJob(page: Page, button: string, firstRead: RegExp) {
  const read = page.waitForRequest((request) => firstRead.test(request.url()));
  await page.getByRole('button', { name: button }).click();
  await read;
  await expect(computedFrom(page)).toBeVisible(COMPUTED);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0, COMPUTED);
}

test.afterEach(async ({ page }) => {
  await setMoves(page, { count: 0 });
});

test('statistics read while answers arrive and are graded lose none, and a Refresh equals a recomputation', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.request.delete(`${FAULTS_E2E_CONTROL_URL}/requests`);
  await setMoves(page, { gradings: 2, regrades: 1, arrivals: 2, count: 40 });

  await page.goto(`/questions/${questionId}`);
  await expect(computedFrom(page)).toBeVisible(COMPUTED);
  const moved = await movesSoFar(page);
  await setMoves(page, { count: 0 });

  // The list moved under the read, and the repair asked for creation-time windows to find what slid.
  expect(moved.moved).toBeGreaterThan(0);
  expect((await readsOfTheAnswers(page)).some((path) => path.includes('created_before='))).toBe(true);
  // Nothing lost: every answer there was when the read began is counted (new ones may be too).
  expect(await answersCounted(page)).toBeGreaterThanOrEqual(answersAtStart);
  await expect(page.getByText(/may miss some/)).toHaveCount(0);
  await axe.expectNoSeriousViolations();

  await runJob(page, 'Refresh', /question-results\?.*status=pending/);
  const refreshed = { answers: await answersCounted(page), rate: await successRate(page).innerText() };
  await runJob(page, 'Recompute from scratch', /question-results\?(?!.*created_)(?!.*status=)/);
  expect({ answers: await answersCounted(page), rate: await successRate(page).innerText() }).toEqual(refreshed);
});

test('an assessment’s statistics read while its questions’ answers move: none lost, and a Refresh equals a recomputation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.request.delete(`${FAULTS_E2E_CONTROL_URL}/requests`);
  // The first reads move the lists (the first wave and the pages after it): enough to shift them.
  await setMoves(page, { gradings: 2, regrades: 1, arrivals: 0, count: 40 });

  await page.goto(`/assessments/${assessment.id}`);
  await expect(computedFrom(page)).toBeVisible(COMPUTED);
  const moved = await movesSoFar(page);
  await setMoves(page, { count: 0 });

  expect(moved.moved).toBeGreaterThan(0);
  expect(await answersCounted(page)).toBeGreaterThanOrEqual(assessmentAnswersAtStart);
  await expect(page.getByText(/may miss some/)).toHaveCount(0);

  const table = page.getByRole('table', { name: /Questions in position order/ });
  await runJob(page, 'Refresh', /question-results\?.*status=pending/);
  const refreshed = { answers: await answersCounted(page), rates: await columnTexts(table, 'Success rate') };
  await runJob(page, 'Recompute from scratch', /question-results\?(?!.*created_)(?!.*status=)/);
  expect({ answers: await answersCounted(page), rates: await columnTexts(table, 'Success rate') }).toEqual(refreshed);
});
