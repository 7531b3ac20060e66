import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { act } from 'react';

import { ApiError } from '@/api/errors';
import { rateLimitStore } from '@/api/rate-limit-store';
import { formatClockTime } from '@/lib/format-time';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { FetchPlan, QuestionResultsPageFetcher, StatisticsScope } from '@assessment-insights/statistics-engine';
import type { StatisticsJobState } from '@/features/statistics/worker/job-state';
import { fakeJob } from '@/features/statistics/worker/fake-job.test-support';
import { StatisticsEnvironmentProvider } from '@/features/statistics/statistics-environment';
import { StatisticsJobStatus } from './StatisticsJobStatus';

const scope: StatisticsScope = { filter: { question_id: '00000000-0000-4000-8000-000000000001' } };

/** Counts as the API would: `newer` answers created after the as-of time, per source. */
function newerFetcher(newer: number): QuestionResultsPageFetcher {
  return (params) =>
    Promise.resolve({
      data: [],
      pagination: {
        page: 1,
        per_page: params.per_page ?? 1,
        total: params.source === 'standalone' ? newer : 0,
        has_more: false,
      },
    });
}

async function renderStatus(state: StatisticsJobState, options: { newer?: number } = {}) {
  const job = fakeJob();
  const result = await renderWithProviders(
    <StatisticsEnvironmentProvider
      value={{
        workspace: 'workspace-1',
        workspaceError: null,
        fetchPage: newerFetcher(options.newer ?? 0),
        fetchPageText: () => Promise.reject(new Error('The status reads no answers.')),
      }}
    >
      <StatisticsJobStatus job={job} state={state} scope={scope} what="this question’s answers" />
    </StatisticsEnvironmentProvider>,
  );
  return { ...result, job };
}

const plan: FetchPlan = {
  firstWaveRequests: 2,
  requestsRemaining: 1_200,
  rowsExpected: 120_200,
  exact: true,
  budget: { limitMinute: 120, remainingMinute: 118, limitDay: 10_000, remainingDay: 9_000 },
  concurrency: 6,
  latencyMs: 40,
  expectedMs: 540_000,
  confirmReason: 'over-day-share',
};

describe('StatisticsJobStatus', () => {
  it('plan: states the requests, their share of what is left today and the time, and starts on Start', async () => {
    const { job, user } = await renderStatus({ kind: 'confirm', plan, progress: null });

    const planSection = screen.getByRole('region', { name: 'Plan' });
    expect(planSection).toHaveTextContent('1,200 more requests (120,200 answers) of the 9,000 left today (13%)');
    expect(planSection).toHaveTextContent('about 9 min 0 s');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(job.answer).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(job.answer).toHaveBeenCalledWith(false);
  });

  it('running: a progress bar with requests, answers read and the time left, and Cancel', async () => {
    const progress = { phase: 'rest' as const, requestsDone: 12, requestsPlanned: 92, rowsRead: 1_180, etaMs: 5_200 };
    const { job, user } = await renderStatus({ kind: 'running', action: 'compute', progress });

    const bar = screen.getByRole('progressbar', { name: 'Computing the statistics' });
    expect(bar).toHaveAttribute('value', '12');
    expect(bar).toHaveAttribute('max', '92');
    expect(screen.getByRole('status')).toHaveTextContent('12 of 92 requests · 1,180 answers read · about 5 s left');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(job.cancel).toHaveBeenCalledOnce();
  });

  it('repair: says the answers moved while read and that the ones that slid are looked for, with Cancel', async () => {
    const progress = {
      phase: 'repair' as const,
      requestsDone: 27,
      requestsPlanned: null,
      rowsRead: 2_310,
      etaMs: null,
    };
    await renderStatus({ kind: 'running', action: 'compute', progress });

    expect(screen.getByRole('status')).toHaveTextContent(
      'The answers changed while they were read: looking for any that moved past a page unseen · 27 requests · 2,310 answers',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('running through a 429: says the job is paused by the rate limit until when, and goes on by itself', async () => {
    const progress = { phase: 'rest' as const, requestsDone: 40, requestsPlanned: 92, rowsRead: 3_900, etaMs: null };
    await renderStatus({ kind: 'running', action: 'compute', progress });
    onTestFinished(() => rateLimitStore.reset());
    const until = new Date(2026, 10, 27, 10, 42, 5).getTime();

    act(() => rateLimitStore.setWaitingUntil(until));
    expect(screen.getByRole('status')).toHaveTextContent(
      `40 of 92 requests · 3,900 answers read · paused by the workspace's rate limit until ${formatClockTime(until)}, then goes on by itself`,
    );
    act(() => rateLimitStore.setWaitingUntil(null));
    expect(screen.getByRole('status')).not.toHaveTextContent('paused');
  });

  it('cancelled: says what was read and kept, and Resume goes on', async () => {
    const { job, user } = await renderStatus({ kind: 'cancelled', rowsRead: 250, requests: 3 });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Cancelled after 3 requests; 250 answers read so far are kept.',
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(job.resume).toHaveBeenCalledOnce();
  });

  it('error + resume: the API error with its code and request id, the rows kept, and Resume', async () => {
    const error = new ApiError({
      status: 429,
      code: 'daily_limit_reached',
      requestId: 'req_day_1',
      method: 'GET',
      path: '/question-results',
      message: 'The daily request limit is reached.',
    });
    const { job, user } = await renderStatus({ kind: 'failed', error, rowsRead: 120, requests: 3 });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be computed');
    expect(alert).toHaveTextContent('The daily request limit is reached.');
    expect(screen.getByText('req_day_1')).toBeInTheDocument();
    expect(screen.getByText(/120 answers read so far are kept: Resume goes on from there/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(job.resume).toHaveBeenCalledOnce();
  });

  it('done: what the numbers were computed from, as of when, no newer answers', async () => {
    const meta = { asOf: '2026-11-23T10:00:00Z', computedAt: '2026-11-23T10:00:00Z', rows: 40, requests: 2 };
    const { user } = await renderStatus({ kind: 'ready', meta, from: 'api', version: 1 });

    expect(screen.getByText(/Computed from 40 answers, as of/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check for newer answers' }));
    expect(await screen.findByText('no newer answers')).toBeInTheDocument();
  });

  it('moved while read: says the figures may miss answers, and Recompute reads them again', async () => {
    const meta = { asOf: '2026-11-23T10:00:00Z', computedAt: '2026-11-23T10:00:00Z', rows: 40, requests: 2 };
    const { job, user } = await renderStatus({
      kind: 'ready',
      meta: { ...meta, mayMissAnswers: true },
      from: 'api',
      version: 1,
    });

    expect(screen.getByText(/these figures may miss some/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recompute from scratch' }));
    expect(job.recompute).toHaveBeenCalledOnce();
  });

  it('stale: counts the newer answers and Refresh reads them', async () => {
    const meta = { asOf: '2026-11-23T10:00:00Z', computedAt: '2026-11-23T10:00:00Z', rows: 40, requests: 2 };
    const { job, user } = await renderStatus({ kind: 'ready', meta, from: 'store', version: 1 }, { newer: 7 });

    const freshness = screen.getByText(/Computed from 40 answers/);
    await user.click(within(freshness).getByRole('button', { name: 'Check for newer answers' }));
    expect(await within(freshness).findByText('7 newer answers since')).toBeInTheDocument();
    expect(freshness).toHaveTextContent('(stored in this browser)');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(job.refresh).toHaveBeenCalledOnce();
  });
});
