import { readFile } from 'node:fs/promises';

import { expect } from '../fixtures';
import { apiGet, bodyRows, type ExplorerFlowContext, type ListPage } from './explorer-api';
import { parseCsv } from './parse-csv';

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

/** A plain value as the CSV writes it: null empty, numbers as they print, text as is. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
