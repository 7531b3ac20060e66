import { readFile } from 'node:fs/promises';

import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from './fixtures';
import { parseCsv } from './support/parse-csv';

// The demo's fake API generates its data in the browser first, then the engine reads every answer.
const COMPUTED = { timeout: 60_000 };
const dataset = generateDataset(DEMO_SEED);
const assessment = dataset.assessments.find((candidate) => candidate.name === 'Security Engineer — Fundamentals')!;

test('an assessment’s design figures, its pass/fail line, and the report as a CSV and an A4 printout', async ({
  page,
  axe,
}) => {
  await page.goto(`/assessments/${assessment.id}?cut=65`);
  await expect(page.getByText(/Computed from [\d,]+ answers, as of/)).toBeVisible(COMPUTED);
  await expect(page.getByRole('region', { name: 'Test length' })).toContainText(/With \d+ questions alpha is/);
  await expect(page.getByRole('region', { name: 'Questions to review first' })).toBeVisible();
  const line = page.getByRole('region', { name: 'A pass/fail line' });
  await expect(line).toContainText(/score 65 or more/);
  await axe.expectNoSeriousViolations();

  // The report: one record per question, named after the assessment and the pass mark.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^security-engineer-fundamentals-statistics-pass-70-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const [header, ...records] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(expect.arrayContaining(['question_id', 'facility', 'discrimination', 'effective_weight']));
  const idColumn = header?.indexOf('question_id') ?? -1;
  expect(records.map((record) => record[idColumn])).toEqual(assessment.question_ids);

  // Printed: the content alone, with its filters and what it was computed from, on A4.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download report' })).toBeHidden();
  await expect(
    page.getByText(/^Report on “Security Engineer — Fundamentals”: All answers, pass mark 70\./),
  ).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.length).toBeLessThanOrEqual(12);
});
