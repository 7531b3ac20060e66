import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { formatDateTime } from '@/lib/format-time';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { loadTeamParts } from '@/features/statistics/team/load-team-parts';
import type { TeamSyncState } from '@/features/statistics/team/team-sync-state';
import type { StatisticsJobState } from '@/features/statistics/worker/job-state';
import { fakeJob } from '@/features/statistics/worker/fake-job.test-support';
import { StatisticsEnvironmentProvider } from '@/features/statistics/statistics-environment';
import { StatisticsJobStatus } from './StatisticsJobStatus';

const scope: StatisticsScope = { filter: { question_id: '00000000-0000-4000-8000-000000000001' } };
const AS_OF = '2026-11-28T09:00:00.000Z';

// A job shows the team server's states once its part of the page loaded (it loads them).
beforeAll(async () => {
  await loadTeamParts();
});

async function renderStatus(state: StatisticsJobState) {
  const job = fakeJob();
  const result = await renderWithProviders(
    <StatisticsEnvironmentProvider
      value={{
        workspace: 'workspace-1',
        workspaceError: null,
        fetchPage: () => Promise.reject(new Error('The status reads no answers.')),
        fetchPageText: () => Promise.reject(new Error('The status reads no answers.')),
      }}
    >
      <StatisticsJobStatus job={job} state={state} scope={scope} what="this question’s answers" />
    </StatisticsEnvironmentProvider>,
  );
  return { ...result, job };
}

const reading: TeamSyncState = {
  status: 'reading',
  asOf: null,
  rows: 3_400,
  progress: { phase: 'rest', requestsDone: 12, requestsPlanned: 40, rowsRead: 3_400, etaMs: 60_000 },
  error: null,
};

const storeUnavailable = new ApiError({
  status: 503,
  code: 'store_unavailable',
  requestId: 'req_store_1',
  method: 'GET',
  path: '/team/v1/ledger',
  message: "The team server's database is unavailable: connection refused.",
});

describe('a job of the team server', () => {
  it('while the server reads the workspace: its progress, and Cancel', async () => {
    const { job, user } = await renderStatus({ kind: 'server', action: 'open', sync: reading });

    const region = screen.getByRole('region', { name: 'The team server is reading these answers' });
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The team server reads these answers first, then the rest of the workspace, once for everyone · 12 of 40 requests · 3,400 answers read · about 1 min 0 s left · these statistics load when it is done',
    );
    const bar = within(region).getByRole('progressbar');
    expect(bar).toHaveAttribute('max', '40');
    expect(bar).toHaveAttribute('value', '12');
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(job.cancel).toHaveBeenCalledOnce();
  });

  it('while its rows load, and while a refresh waits for the budget', async () => {
    const loading = await renderStatus({ kind: 'server', action: 'open', sync: null });
    expect(screen.getByRole('region', { name: 'Loading the statistics from the team server' })).toHaveTextContent(
      "Loading this question’s answers from the team server's copy of the workspace…",
    );
    loading.unmount();

    await renderStatus({ kind: 'server', action: 'refresh', sync: { ...reading, status: 'waiting', progress: null } });
    expect(screen.getByRole('region', { name: 'The team server is refreshing the workspace' })).toHaveTextContent(
      "The team server waits for the workspace's request budget, then reads on by itself",
    );
  });

  it('its store unavailable: says so plainly, with the code and request id, and offers to read the API directly', async () => {
    const { job, user, container } = await renderStatus({ kind: 'server-failed', error: storeUnavailable });

    expect(screen.getByRole('heading', { name: "The team server's store is unavailable" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(storeUnavailable.message);
    expect(screen.getByText('store_unavailable')).toBeInTheDocument();
    expect(screen.getByText('req_store_1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read the API directly' }));
    expect(job.readApiDirectly).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(job.resume).toHaveBeenCalledOnce();

    // jsdom has no layout: contrast and target size are checked by the e2e suite's axe.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('an unreachable team server counts as its store unavailable; another failure says what it was', async () => {
    const unreachable = new ApiError({
      status: null,
      code: 'api_unreachable',
      requestId: null,
      method: 'GET',
      path: '/team/v1/ledger',
      message: "Can't reach the team server.",
    });
    const first = await renderStatus({ kind: 'server-failed', error: unreachable });
    expect(screen.getByRole('heading', { name: "The team server's store is unavailable" })).toBeInTheDocument();
    first.unmount();

    const syncFailed = new ApiError({
      status: null,
      code: 'daily_limit_reached',
      requestId: 'req_sync',
      method: 'GET',
      path: '/team/v1/sync',
      message: 'The team server could not read the workspace: the budget is spent.',
    });
    await renderStatus({ kind: 'server-failed', error: syncFailed });
    expect(
      screen.getByRole('heading', { name: 'The team server could not give these statistics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the API directly' })).toBeInTheDocument();
  });

  it('stopped waiting: Resume asks again', async () => {
    const { job, user } = await renderStatus({ kind: 'server-stopped' });
    const region = screen.getByRole('region', { name: 'Stopped' });
    expect(region).toHaveTextContent('Stopped waiting for the team server. It reads on for everyone');
    await user.click(within(region).getByRole('button', { name: 'Resume' }));
    expect(job.resume).toHaveBeenCalledOnce();
  });

  it('ready: the figures come from the server’s copy, as of its sync; Refresh asks it, nothing to recompute here', async () => {
    const { job, user, container } = await renderStatus({
      kind: 'ready',
      from: 'server',
      version: 1,
      meta: { asOf: AS_OF, computedAt: AS_OF, rows: 1_234, requests: 0, mayMissAnswers: true },
    });

    const line = screen.getByText(/Computed from 1,234 answers, as of/);
    expect(line).toHaveTextContent(
      `Computed from 1,234 answers, as of ${formatDateTime(AS_OF)} (the team server's copy of the workspace, as of its last sync)`,
    );
    expect(line).toHaveTextContent('while the team server read them');
    expect(screen.queryByRole('button', { name: 'Recompute from scratch' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(job.refresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Check for newer answers' })).toBeInTheDocument();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
