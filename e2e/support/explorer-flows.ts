import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { expect, test } from '../fixtures';
import { parseCsv } from './parse-csv';
import { columnTexts, dataRows } from './table';

/**
 * The results explorer's end-to-end flows, run in demo mode (e2e/results.spec.ts) and in proxy
 * mode against `npm run fake-api` (e2e/proxy/results.spec.ts). `apiHeaders` is what a direct
 * call from the page needs: the demo key in demo mode, nothing behind the key-adding proxy.
 */
export interface ExplorerFlowContext {
  page: Page;
  apiHeaders: Record<string, string>;
  axe: { expectNoSeriousViolations(options?: { include?: string; exclude?: string }): Promise<void> };
}

interface ListPage {
  data: Array<Record<string, unknown> & { id: string }>;
  pagination: { has_more: boolean; total: number | null };
}

/** A GET of the API from inside the page, as the app would send it (minus the app's pacing). */
async function apiGet(context: ExplorerFlowContext, pathAndQuery: string): Promise<ListPage> {
  return context.page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as ListPage;
    },
    { url: `/api/public/v1${pathAndQuery}`, headers: context.apiHeaders },
  );
}

const answersTable = (page: Page) => page.getByRole('table', { name: 'Question results' });
const bodyRows = (page: Page) => dataRows(answersTable(page));

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
  await page.getByRole('checkbox', { name: 'Evaluated' }).check();

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

/** Every row of a pinned filter, paged to the end as the API serves it. */
async function allRows(context: ExplorerFlowContext, query: string): Promise<ListPage['data']> {
  const rows: ListPage['data'] = [];
  for (let page = 1; ; page++) {
    const result = await apiGet(context, `/question-results?${query}&per_page=100&page=${page}`);
    rows.push(...result.data);
    if (!result.pagination.has_more) return rows;
  }
}

const CSV_FIELDS = [
  'id',
  'created_at',
  'source',
  'question_id',
  'question_title',
  'assessment_id',
  'assessment_name',
  'pipeline_id',
  'candidate_id',
  'status',
  'score',
  'evaluated_at',
];

/** id → name of a whole catalog list (`/questions` by title, `/assessments` by name). */
async function catalogNames(context: ExplorerFlowContext, path: string, field: string): Promise<Map<string, unknown>> {
  const names = new Map<string, unknown>();
  for (let page = 1; ; page++) {
    const result = await apiGet(context, `${path}?per_page=200&page=${page}`);
    for (const item of result.data) names.set(item.id, item[field]);
    if (!result.pagination.has_more) return names;
  }
}

/** A merged filter over 2,000 rows: exported per source, merged in the list's order. */
export async function csvExportEqualsApiRows(context: ExplorerFlowContext) {
  const { page } = context;
  await page.goto('/results?status=unable_to_grade');
  await expect(bodyRows(page).first()).toBeVisible();

  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByRole('progressbar', { name: 'CSV export progress' })).toBeVisible();
  const download = await downloading;
  // Named after the filter; without dates, after the day of the export.
  expect(download.suggestedFilename()).toMatch(/^question-results_unable-to-grade_as-of-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile(await download.path(), 'utf8'));
  await expect(page.getByText(/Saved [\d,]+ answers to question-results_/)).toBeVisible();
  const titles = await catalogNames(context, '/questions', 'title');
  const assessmentNames = await catalogNames(context, '/assessments', 'name');

  // Unable-to-grade rows are all ungraded: the merged order is created_at descending, ties on id.
  const expected = [
    ...(await allRows(context, 'status=unable_to_grade&source=standalone')),
    ...(await allRows(context, 'status=unable_to_grade&source=pipeline')),
  ];
  expected.sort(
    (a, b) =>
      Date.parse(String(b.created_at)) - Date.parse(String(a.created_at)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  expect(expected.length).toBeGreaterThan(1000);
  expect(records).toHaveLength(expected.length);

  expect(header).toEqual([...CSV_FIELDS, 'answer', 'evaluation_details']);
  records.forEach((record, index) => {
    // The title and name come from the catalog, beside their ids.
    const row: ListPage['data'][number] = {
      ...expected[index]!,
      question_title: titles.get(String(expected[index]!.question_id)),
      assessment_name: assessmentNames.get(String(expected[index]!.assessment_id)),
    };
    const fields = CSV_FIELDS.map((field) => csvCell(row[field]));
    expect(record.slice(0, CSV_FIELDS.length), `row ${index}`).toEqual(fields);
    expect(JSON.parse(record[CSV_FIELDS.length]!), `answer of row ${index}`).toEqual(row.answer);
    expect(JSON.parse(record[CSV_FIELDS.length + 1]!), `evaluation_details of row ${index}`).toEqual(
      row.evaluation_details,
    );
  });
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

/** A plain value as the CSV writes it: null empty, numbers as they print, text as is. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
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
