import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { MAX_PER_PAGE_QUESTION_RESULTS, PATHS, type QuestionResultsParams } from '@assessment-insights/contract';
import { API, apiErrorResponse, gate, recordRequests } from '@/testing/msw-helpers';
import { countRequests, getQuestionResults, pageThrough } from '@/shared/explorer/results-api.test-support';
import { localDateStamp } from './download-file';
import { downloadButton, expectedFile, fileText, renderExport, serveExport } from './export.test-support';

const { server, db, files } = await serveExport();

const FILE_NAME = `question-results_pipeline_pending-unable-to-grade_as-of-${localDateStamp()}.csv`;
const pinned: QuestionResultsParams = {
  source: 'pipeline',
  status: ['pending', 'unable_to_grade'],
  sort: 'score',
  page: 3,
  per_page: 25,
};
const merged: QuestionResultsParams = { status: ['pending', 'unable_to_grade'], sort: '-created_at' };

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

describe('ExportCsvButton', () => {
  it('saves every row of a pinned filter, as paging the API returns them, as CSV', async () => {
    const requests = recordRequests(server, PATHS.questionResults);
    const { user } = await renderExport(pinned);

    await user.click(downloadButton());

    const direct = await pageThrough(pinned);
    expect(direct.length).toBeGreaterThan(MAX_PER_PAGE_QUESTION_RESULTS);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Saved ${direct.length.toLocaleString()} answers to ${FILE_NAME}.`,
    );
    expect(files.clickedNames).toEqual([FILE_NAME]);
    expect(files.saved).toHaveLength(1);
    expect(files.saved[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await fileText(files.saved[0])).toBe(expectedFile(direct, db));
    // Starts at page 1 with the largest page size, whatever page was on screen.
    expect(requests[0]?.searchParams.get('page')).toBe('1');
    expect(requests[0]?.searchParams.get('per_page')).toBe('100');
    expect(downloadButton()).toBeEnabled();
  });

  it('shows progress against the total while it runs, with the button disabled', async () => {
    const total = (await getQuestionResults({ ...pinned, page: 1, per_page: 1 })).pagination.total ?? 0;
    const held = holdRequests((search) => pageOf(search) > 1);
    const { user } = await renderExport(pinned, total);

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
    const { user } = await renderExport(merged);

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
    const fetcher = countRequests(getQuestionResults);
    const { user } = await renderExport(pinned, null, fetcher.fetchPage);

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
    expect(files.saved).toEqual([]);
    expect(files.clickedNames).toEqual([]);
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
    const { user } = await renderExport(pinned);

    await user.click(downloadButton());
    expect(await screen.findByRole('heading', { name: 'The CSV export stopped' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not today.');
    expect(screen.getByText('req_exportexportexportexport')).toBeInTheDocument();
    expect(files.saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Saved [\d,]+ answers to /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The CSV export stopped' })).not.toBeInTheDocument();
  });

  it('stops when the page goes away', async () => {
    const held = holdRequests((search) => pageOf(search) > 1);
    const fetcher = countRequests(getQuestionResults);
    const { user, unmount } = await renderExport(pinned, null, fetcher.fetchPage);

    await user.click(downloadButton());
    await screen.findByText(/^100 of /);
    const sentBeforeUnmount = fetcher.count.started;
    unmount();
    held.open();
    await waitFor(() => expect(fetcher.count.settled).toBe(fetcher.count.started));
    expect(fetcher.count.started).toBe(sentBeforeUnmount);
    expect(files.saved).toEqual([]);
  });
});
