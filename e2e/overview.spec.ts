import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { formatCount } from '@/lib/format-number';
import { expect, test } from './fixtures';

// The demo's overview: nothing is read before the user says so. The plan counts a page per
// question of every assessment; Start reads them one at a time, each with its own progress.
const dataset = generateDataset(DEMO_SEED);
const questions = dataset.assessments.reduce((sum, assessment) => sum + assessment.question_ids.length, 0);
const first = [...dataset.assessments].sort((a, b) => a.name.localeCompare(b.name))[0]!;

test('the overview plans the read before any answer is read, and Start reads one assessment at a time', async ({
  page,
  axe,
}) => {
  const answersRead: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/question-results')) answersRead.push(request.url());
  });
  await page.goto('/');

  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText(`${dataset.assessments.length} assessments of ${dataset.assessments.length}`);
  await expect(plan).toContainText(`At least ${formatCount(questions)} requests`);
  await expect(plan).toContainText(/left today \(\d+% or more\)/);
  await expect(page.getByRole('table', { name: /Assessments, with their figures/ }).getByRole('row')).toHaveCount(
    dataset.assessments.length + 1,
  );
  await axe.expectNoSeriousViolations();
  expect(answersRead).toEqual([]);

  await plan.getByRole('button', { name: 'Not now' }).click();
  await expect(plan).toContainText('Not now: the findings above are from the assessments already read.');
  expect(answersRead).toEqual([]);

  await plan.getByRole('button', { name: 'Start' }).click();
  const reading = page.getByRole('region', { name: 'Reading', exact: true });
  await expect(reading.getByRole('status').first()).toContainText(
    `Reading 1 of ${dataset.assessments.length}: ${first.name}`,
  );
  const progress = page.getByRole('region', { name: `Reading ${first.name}` });
  await expect(progress).toBeVisible();
  await expect.poll(() => answersRead.length).toBeGreaterThan(0);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  const stopped = page.getByRole('region', { name: `Stopped (${first.name})` });
  await expect(stopped).toContainText(/^Cancelled after \d+ requests; what was read is kept\./);
  const asked = answersRead.length;
  await expect(stopped.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(answersRead.length).toBe(asked);
});
