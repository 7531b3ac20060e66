/** Test support for the CSV export: the fake API, a rendered button, the files it saves and what they should hold. */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import { questionResultsOrder } from '@/api/results-order';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { nameOf } from '@/shared/explorer/api/names';
import { nameListOf } from '@/shared/explorer/api/names.test-support';
import { getQuestionResults } from '@/shared/explorer/results-api.test-support';
import { toCsv } from './csv';
import type { CsvExport, ExportNames } from './csv-export';
import { ExportCsvButton } from './ExportCsvButton';

const csv: CsvExport<QuestionResult> = {
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

/** The fake API for this test file, and the files the button saves (afresh for each test). */
export async function serveExport() {
  const { fake, server } = serveFakeApi();
  const db = await fake.ready;
  return { server, db, files: captureDownloads() };
}

/**
 * jsdom cannot follow a download link: records the files the button hands over instead (their
 * blobs, and the names the link was clicked with), afresh for each test.
 */
function captureDownloads() {
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

type FakeDatabase = Awaited<ReturnType<typeof serveExport>>['db'];

/** The name lists as the fake API serves them, for the expected file. */
export function catalogNames(db: FakeDatabase): ExportNames {
  return {
    questions: nameListOf([...db.questions.values()].map(({ id, title }) => ({ id, name: title }))),
    assessments: nameListOf([...db.assessments.values()].map(({ id, name }) => ({ id, name }))),
  };
}

/** What the saved file should hold for these rows: their CSV, names from the catalog, with a byte order mark. */
export function expectedFile(rows: QuestionResult[], db: FakeDatabase): string {
  const names = catalogNames(db);
  return toCsv(
    csv.header,
    rows.map((row) => csv.record(row, names)),
    { bom: true },
  );
}
