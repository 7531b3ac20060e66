import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from '../../../api/client';
import { questionResultsOrder } from '../../../api/results-order';
import {
  MAX_PER_PAGE_QUESTION_RESULTS,
  PATHS,
  listSchema,
  questionResultSchema,
  type ListPage,
  type QuestionResult,
  type QuestionResultsParams,
} from '../../../api/contract';
import { serveFakeApi } from '../../../testing/fake-api-server';
import { API, apiErrorResponse, gate, recordRequests } from '../../../testing/msw-helpers';
import { toCsv } from './csv';
import { localDateStamp } from './download-file';
import { ExportCsvButton } from './ExportCsvButton';

/** The fetcher of features/question-results, spelled out (features/explorer may not import it). */
const getQuestionResults = (params: QuestionResultsParams, signal?: AbortSignal) =>
  apiRequest({ path: PATHS.questionResults, query: { ...params }, schema: listSchema(questionResultSchema), signal });

const { fake, server } = serveFakeApi();
await fake.ready;

const csv = {
  fileName: 'question-results',
  header: ['id', 'source', 'status', 'score', 'answer'],
  record: (row: QuestionResult) => [row.id, row.source, row.status, row.score, row.answer],
};
const FILE_NAME = `question-results-${localDateStamp()}.csv`;
const pinned: QuestionResultsParams = {
  source: 'pipeline',
  status: ['pending', 'unable_to_grade'],
  sort: 'score',
  page: 3,
  per_page: 25,
};
const merged: QuestionResultsParams = { status: ['pending', 'unable_to_grade'], sort: '-created_at' };

/** Every row of a pinned filter, paged directly. */
async function pageThrough(params: QuestionResultsParams): Promise<QuestionResult[]> {
  const rows: QuestionResult[] = [];
  for (let page = 1; ; page++) {
    const result: ListPage<QuestionResult> = await getQuestionResults({ ...params, page, per_page: 100 });
    rows.push(...result.data);
    if (!result.pagination.has_more) return rows;
  }
}

// jsdom cannot follow a download link: record the file the button hands over instead.
let saved: Blob[] = [];
let clickedNames: string[] = [];
beforeEach(() => {
  saved = [];
  clickedNames = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:test/export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedNames.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** A file's text as written, byte order mark included (Blob.text() would drop it). */
async function fileText(blob: Blob | undefined): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());
}

/** Holds the responses to the requests `which` picks until the gate opens. */
function holdRequests(which: (search: URLSearchParams) => boolean) {
  const held = gate();
  server.use(
    http.get(`${API}${PATHS.questionResults}`, async ({ request }) => {
      if (which(new URL(request.url).searchParams)) await held.opened;
    }),
  );
  return held;
}
const pageOf = (search: URLSearchParams) => Number(search.get('page'));

/** The fetcher, counting the requests it starts and those that have come back (or failed). */
function countedFetcher() {
  const count = { started: 0, settled: 0 };
  const fetchPage = (params: QuestionResultsParams, signal?: AbortSignal) => {
    count.started++;
    return getQuestionResults(params, signal).finally(() => count.settled++);
  };
  return { count, fetchPage };
}

function renderExport(
  params: QuestionResultsParams,
  expectedTotal: number | null = null,
  fetchPage: typeof getQuestionResults = getQuestionResults,
) {
  const user = userEvent.setup();
  const view = render(
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
  );
  return { user, ...view };
}

const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });

describe('ExportCsvButton', () => {
  it('saves every row of a pinned filter, as paging the API returns them, as CSV', async () => {
    const requests = recordRequests(server, PATHS.questionResults);
    const { user } = renderExport(pinned);

    await user.click(downloadButton());

    const direct = await pageThrough(pinned);
    expect(direct.length).toBeGreaterThan(MAX_PER_PAGE_QUESTION_RESULTS);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Saved ${direct.length.toLocaleString()} answers to ${FILE_NAME}.`,
    );
    expect(clickedNames).toEqual([FILE_NAME]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await fileText(saved[0])).toBe(toCsv(csv.header, direct.map(csv.record), { bom: true }));
    // Starts at page 1 with the largest page size, whatever page was on screen.
    expect(requests[0]?.searchParams.get('page')).toBe('1');
    expect(requests[0]?.searchParams.get('per_page')).toBe('100');
    expect(downloadButton()).toBeEnabled();
  });

  it('shows progress against the total while it runs, with the button disabled', async () => {
    const total = (await getQuestionResults({ ...pinned, page: 1, per_page: 1 })).pagination.total ?? 0;
    const held = holdRequests((search) => pageOf(search) > 1);
    const { user } = renderExport(pinned, total);

    await user.click(downloadButton());

    expect(await screen.findByText(`100 of ${total.toLocaleString()} answers fetched.`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'CSV export progress' });
    expect(bar).toHaveAttribute('value', '100');
    expect(bar).toHaveAttribute('max', String(total));
    expect(screen.getByText(/paced to stay under the API's rate limit/)).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();

    held.open();
    expect(await screen.findByText(/^Saved /)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('counts pages and names the sources being fetched while it splits a merged list', async () => {
    const pipeline = holdRequests((search) => search.get('source') === 'pipeline');
    const standalone = holdRequests((search) => search.get('source') === 'standalone' && pageOf(search) > 1);
    const { user } = renderExport(merged);

    await user.click(downloadButton());

    // Page 1 of both sources goes first; the standalone one came back, and more of it is on the way.
    expect(
      await screen.findByText('100 answers fetched, 1 page so far (now the standalone and pipeline sources).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'CSV export progress' })).not.toHaveAttribute('value');

    standalone.open();
    expect(
      await screen.findByText(/^[\d,]+ answers fetched, [\d,]+ pages so far \(now the pipeline source\)\.$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    pipeline.open();
    expect(await screen.findByText(/^Export cancelled/)).toBeInTheDocument();
  });

  it('stops sending requests when cancelled, saves nothing, and says so', async () => {
    const held = holdRequests((search) => pageOf(search) > 1);
    const requests = recordRequests(server, PATHS.questionResults);
    const fetcher = countedFetcher();
    const { user } = renderExport(pinned, null, fetcher.fetchPage);

    await user.click(downloadButton());
    await screen.findByText(/^100 of [\d,]+ answers fetched/);
    const sentBeforeCancel = fetcher.count.started;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Export cancelled after 100 answers; nothing was saved.',
    );
    expect(downloadButton()).toHaveFocus();
    expect(downloadButton()).toBeEnabled();
    held.open();
    // Once every request the export sent has come back (or failed), none followed the cancel.
    await waitFor(() => expect(fetcher.count.settled).toBe(fetcher.count.started));
    expect(fetcher.count.started).toBe(sentBeforeCancel);
    expect(requests.length).toBeLessThanOrEqual(sentBeforeCancel);
    expect(saved).toEqual([]);
    expect(clickedNames).toEqual([]);
  });

  it('shows the error and tries again on request', async () => {
    server.use(
      http.get(
        `${API}${PATHS.questionResults}`,
        () => apiErrorResponse(403, 'forbidden', 'Not today.', 'req_exportexportexportexport'),
        {
          once: true,
        },
      ),
    );
    const { user } = renderExport(pinned);

    await user.click(downloadButton());
    expect(await screen.findByRole('heading', { name: 'The CSV export stopped' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not today.');
    expect(screen.getByText('req_exportexportexportexport')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Saved [\d,]+ answers to /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The CSV export stopped' })).not.toBeInTheDocument();
  });

  it('stops when the page goes away', async () => {
    const held = holdRequests((search) => pageOf(search) > 1);
    const fetcher = countedFetcher();
    const { user, unmount } = renderExport(pinned, null, fetcher.fetchPage);

    await user.click(downloadButton());
    await screen.findByText(/^100 of /);
    const sentBeforeUnmount = fetcher.count.started;
    unmount();
    held.open();
    await waitFor(() => expect(fetcher.count.settled).toBe(fetcher.count.started));
    expect(fetcher.count.started).toBe(sentBeforeUnmount);
    expect(saved).toEqual([]);
  });
});
