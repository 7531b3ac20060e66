/** Test support for the CSV export: the question-results fetcher and CSV, a rendered button, saved files. */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { apiRequest } from '@/api/client';
import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  PATHS,
  listSchema,
  questionResultSchema,
  type ListPage,
  type QuestionResult,
  type QuestionResultsParams,
} from '@/api/contract';
import { questionResultsOrder } from '@/api/results-order';
import type { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { nameOf, type NameList } from '@/shared/explorer/api/names';
import type { CsvExport, ExportNames } from './csv-export';
import { ExportCsvButton } from './ExportCsvButton';

/** The fetcher of features/question-results, spelled out (shared/explorer may not import it). */
export const getQuestionResults = (params: QuestionResultsParams, signal?: AbortSignal) =>
  apiRequest({ path: PATHS.questionResults, query: { ...params }, schema: listSchema(questionResultSchema), signal });

export const csv: CsvExport<QuestionResult> = {
  fileName: 'question-results',
  header: ['id', 'source', 'status', 'score', 'answer', 'question_title', 'assessment_name'],
  nameLists: ['questions', 'assessments'],
  record: (row, names) => [
    row.id,
    row.source,
    row.status,
    row.score,
    row.answer,
    nameOf(names.questions, row.question_id),
    nameOf(names.assessments, row.assessment_id),
  ],
};

/** Every row of a pinned filter, paged directly. */
export async function pageThrough(params: QuestionResultsParams): Promise<QuestionResult[]> {
  const rows: QuestionResult[] = [];
  for (let page = 1; ; page++) {
    const result: ListPage<QuestionResult> = await getQuestionResults({ ...params, page, per_page: 100 });
    rows.push(...result.data);
    if (!result.pagination.has_more) return rows;
  }
}

/**
 * jsdom cannot follow a download link: records the files the button hands over instead (their
 * blobs, and the names the link was clicked with), afresh for each test.
 */
export function captureDownloads() {
  const files = { saved: [] as Blob[], clickedNames: [] as string[] };
  beforeEach(() => {
    files.saved = [];
    files.clickedNames = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.saved.push(blob as Blob);
      return 'blob:test/export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.clickedNames.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return files;
}

/** A file's text as written, byte order mark included (Blob.text() would drop it). */
export async function fileText(blob: Blob | undefined): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());
}

export function renderExport(
  params: QuestionResultsParams,
  expectedTotal: number | null = null,
  fetchPage: typeof getQuestionResults = getQuestionResults,
  queryClient?: QueryClient,
) {
  return renderWithProviders(
    <ExportCsvButton
      params={params}
      fetchPage={fetchPage}
      maxPerPage={MAX_PER_PAGE_QUESTION_RESULTS}
      order={questionResultsOrder}
      sort={params.sort ?? '-created_at'}
      csv={csv}
      itemLabel="answers"
      expectedTotal={expectedTotal}
    />,
    { queryClient },
  );
}

export const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });

type FakeDatabase = Awaited<ReturnType<typeof serveFakeApi>['fake']['ready']>;

/** The name lists as the fake API serves them, for the expected file. */
export function catalogNames(db: FakeDatabase): ExportNames {
  const list = (items: Array<{ id: string; name: string }>): NameList => ({
    list: items,
    byId: Object.fromEntries(items.map(({ id, name }) => [id, name])),
    complete: true,
  });
  return {
    questions: list([...db.questions.values()].map(({ id, title }) => ({ id, name: title }))),
    assessments: list([...db.assessments.values()].map(({ id, name }) => ({ id, name }))),
  };
}
