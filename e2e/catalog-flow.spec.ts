import { expect, test } from './fixtures';
import { columnTexts } from './support/table';

// The recruiter's path through the catalog, end to end, with an accessibility check on each page.
test('browse assessments → open one → open a question → see its skills', async ({ page, axe }) => {
  await page.goto('/assessments');
  const assessments = page.getByRole('table');
  await expect(assessments.getByRole('row')).not.toHaveCount(1);
  await axe.expectNoSeriousViolations();

  const firstAssessment = assessments.getByRole('row').nth(1).getByRole('link').first();
  const assessmentName = (await firstAssessment.textContent()) ?? '';
  await firstAssessment.click();
  await expect(page.getByRole('heading', { level: 1, name: assessmentName })).toBeVisible();
  const questions = page.getByRole('table', { name: 'Questions in position order' });
  expect((await columnTexts(questions, 'Position'))[0]).toBe('1');
  await axe.expectNoSeriousViolations();

  const questionLink = questions.getByRole('link').first();
  const questionTitle = (await questionLink.textContent()) ?? '';
  await questionLink.click();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: questionTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills it covers' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: assessmentName })).toHaveAttribute(
    'href',
    /\/assessments\/[0-9a-f-]{36}$/,
  );
  await axe.expectNoSeriousViolations();
});
