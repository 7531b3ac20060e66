import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';

// Two pipelines that set the same assessment, one scoring lower on it and one of its questions
// unfair to that one (the demo plants both).
const COMPUTED = { timeout: 90_000 };
const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Data Analyst — Core')!;
const unfair = dataset.questions.find((question) => question.id === dataset.plantedUnfairQuestion.questionId)!;
const graduates = dataset.pipelines.find((pipeline) => pipeline.name === 'Graduate programme')!;
const analysts = dataset.pipelines.find((pipeline) => pipeline.name === 'Data & analytics')!;

test('a comparison of two pipelines says, per question, where one group does better', async ({ page, axe }) => {
  const a = encodeURIComponent(`pipeline_id=${graduates.id}`);
  const b = encodeURIComponent(`pipeline_id=${analysts.id}`);
  await page.goto(`/compare?assessment_id=${assessment.id}&a=${a}&b=${b}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Questions compared, group B against group A' });
  await expect(table).toBeVisible(COMPUTED);
  // The differences drawn first, each question a row of dots on their intervals, with a summary.
  const chart = page.getByRole('figure', { name: 'Differences B − A, by question' });
  await expect(chart).toBeVisible();
  await expect(chart).toContainText(
    new RegExp(
      `Of \\d+ differences tested, \\d+ are significant .*group B \\(pipeline “${analysts.name}”\\) is higher`,
    ),
  );
  await expect(
    chart.getByRole('img', { name: /^Differences B − A, by question: Of \d+ differences tested/ }),
  ).toBeVisible();
  // The same differences in words, folded under the chart until asked for.
  const sentences = page.getByRole('list', { name: 'Differences between the groups' }).getByRole('listitem');
  await expect(sentences).toHaveCount(0);
  await page.getByText('In words', { exact: true }).first().click();
  await expect(sentences.first()).toContainText(`In group B (pipeline “${analysts.name}”), candidates pass`);
  await expect(sentences.first()).toContainText(`than in group A (pipeline “${graduates.name}”)`);

  // The graduates are weaker on every question, but at equal scores on the others only the
  // planted question stays against them.
  const fair = page.getByRole('table', { name: 'Questions at equal ability' });
  await expect(fair).toBeVisible(COMPUTED);
  const flagged = fair.getByRole('row').filter({ hasText: /unfair to [AB]|mixed/ });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText(unfair.title);
  await expect(flagged).toContainText('unfair to A');
  await expect(page.getByText(/Of \d+ questions, 1 shows evidence of unfair functioning/)).toBeVisible();
  await axe.expectNoSeriousViolations();

  // The view is in the URL: a reload shows the same comparison, from the stored ledgers.
  await page.reload();
  await expect(chart).toBeVisible(COMPUTED);
  await page.getByText('In words', { exact: true }).first().click();
  await expect(sentences.first()).toBeVisible();
});

test('the comparison’s rows are as tall as their content, and a phone scrolls the tables, not the page', async ({
  page,
}) => {
  const a = encodeURIComponent(`pipeline_id=${graduates.id}`);
  const b = encodeURIComponent(`pipeline_id=${analysts.id}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/compare?assessment_id=${assessment.id}&a=${a}&b=${b}`);
  const compared = page.getByRole('table', { name: 'Questions compared, group B against group A' });
  const fair = page.getByRole('table', { name: 'Questions at equal ability' });
  await expect(fair).toBeVisible(COMPUTED);

  // A title wraps onto two lines at most and a verdict onto two: no row is a tower of words.
  const heights = async (table: typeof fair) =>
    Promise.all((await table.getByRole('row').all()).map(async (row) => (await row.boundingBox())!.height));
  for (const height of [...(await heights(compared)), ...(await heights(fair))]) expect(height).toBeLessThan(80);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Questions compared, scrolls sideways' })).toBeVisible();
  const width = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(width[0]).toBeLessThanOrEqual(width[1]!);
});

test('the assessment page links to a comparison of standalone and pipeline answers', async ({ page }) => {
  await page.goto(`/assessments/${assessment.id}`);
  await page.getByRole('link', { name: 'Compare two groups of candidates' }).click();
  await expect(page).toHaveURL(/\/compare\?assessment_id=[0-9a-f-]+&a=source%3Dstandalone&b=source%3Dpipeline/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeVisible();
});

// A short screen (4 scored questions and one never graded), two pipelines of about 50 candidates,
// one a SD weaker and one question 20 points harder for it (the demo plants it).
const short = dataset.plantedShortAssessment;
const screen = dataset.assessments.find((candidate) => candidate.id === short.assessmentId)!;
const unfairOnScreen = dataset.questions.find((question) => question.id === short.unfairQuestionId)!;

test('on a short screen the fairness check flags the planted question and says where it cannot tell', async ({
  page,
  axe,
}) => {
  const a = encodeURIComponent(`pipeline_id=${short.weakerPipelineId}`);
  const b = encodeURIComponent(`pipeline_id=${short.strongerPipelineId}`);
  await page.goto(`/compare?assessment_id=${screen.id}&a=${a}&b=${b}`);

  const fair = page.getByRole('table', { name: 'Questions at equal ability' });
  await expect(fair).toBeVisible(COMPUTED);
  await expect(page.getByText(/through a one-factor model over the 4 questions with varied scores/)).toBeVisible();
  const flagged = fair.getByRole('row').filter({ hasText: /unfair to [AB]|mixed/ });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText(unfairOnScreen.title);
  await expect(flagged).toContainText('unfair to A');
  // The never-graded question is listed, not checked; nothing reads "no candidates score alike".
  await expect(fair.getByRole('row').filter({ hasText: 'not checked: no evaluated answers' })).toHaveCount(1);
  await expect(page.getByText(/no candidates of .* score alike/)).toHaveCount(0);
  // Every other question is either cleared by its interval or says it can't tell, and why.
  const others = fair.getByRole('row').filter({ hasNotText: /unfair to|not checked|Verdict/ });
  for (const row of await others.all())
    await expect(row).toContainText(/no evidence of unfair functioning|can’t tell: /);

  // The chart: one dot per checked question, its summary, and its table view.
  const chart = page.getByRole('figure', { name: /gap at equal ability/i });
  await expect(chart).toBeVisible();
  await expect(chart).toContainText(/At equal ability, .*1 .*unfair to .*group A/);
  await chart.getByText('Show as a table').click();
  await expect(chart.getByRole('table', { name: 'Gap at equal ability, by question' })).toContainText(
    unfairOnScreen.title,
  );
  await axe.expectNoSeriousViolations();
});
