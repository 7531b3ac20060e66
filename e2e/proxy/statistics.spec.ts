import { questionStats, QuestionResultLedger, questionRows } from '@assessment-insights/statistics-engine';
import { formatPercent, formatPercentInterval } from '@/features/statistics/format';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';

// Proxy mode against `npm run fake-api` (seed 1, as the demo): the statistics read through the
// preview server's proxy, which adds the key. A question's job is a few requests, so the specs
// sharing the fake's minute budget are not slowed down.
const dataset = generateDataset(DEMO_SEED);
const questionId = dataset.assessments[0]!.question_ids[0]!;

function expectedSuccessRate(): string {
  const ledger = new QuestionResultLedger();
  for (const row of dataset.questionResults) if (row.question_id === questionId) ledger.upsert(row);
  const { success } = questionStats(ledger, questionId, questionRows(ledger, questionId), 70);
  return `${formatPercent(success.rate!)} (95% interval ${formatPercentInterval(success.interval!)})`;
}

test('a question’s statistics come through the proxy with the engine’s numbers, and a reload costs no request', async ({
  page,
  axe,
}) => {
  await page.goto(`/questions/${questionId}`);
  const rate = page.getByRole('definition').filter({ hasText: /95% interval/ });
  await expect(rate).toHaveText(expectedSuccessRate(), { timeout: 30_000 });
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible();
  await axe.expectNoSeriousViolations();

  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/question-results')) requests++;
  });
  await page.reload();
  await expect(page.getByText(/\(stored in this browser\)/)).toBeVisible({ timeout: 30_000 });
  await expect(rate).toHaveText(expectedSuccessRate());
  expect(requests).toBe(0);
});
