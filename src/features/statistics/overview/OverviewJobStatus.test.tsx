import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';

import type { FetchPlan } from '@assessment-insights/statistics-engine';
import { fakeJob } from '@/features/statistics/worker/fake-job.test-support';
import { OverviewJobStatus } from './OverviewJobStatus';

const plan: FetchPlan = {
  firstWaveRequests: 17,
  requestsRemaining: 1_200,
  rowsExpected: 120_000,
  exact: true,
  budget: { limitMinute: 120, remainingMinute: 100, limitDay: 10_000, remainingDay: 8_000 },
  concurrency: 4,
  latencyMs: 120,
  expectedMs: 600_000,
  confirmReason: 'over-day-share',
};

describe('the assessment the overview reads', () => {
  it('asks before a large read, with its exact plan, and goes on only on Start', async () => {
    const job = fakeJob('key', { kind: 'confirm', plan, progress: null });
    render(<OverviewJobStatus job={job} name="Data Analyst — Core" />);
    const region = screen.getByRole('region', { name: 'Plan (Data Analyst — Core)' });
    expect(region).toHaveTextContent(
      'Data Analyst — Core is large: it needs 1,200 more requests (120,000 answers) of the 8,000 left today (15%), about 10 min',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Start' }));
    expect(job.answer).toHaveBeenCalledWith(true);
  });

  it('shows progress with Cancel, then Resume once cancelled', async () => {
    const job = fakeJob('key', {
      kind: 'running',
      action: 'compute',
      progress: { phase: 'rest', requestsDone: 40, requestsPlanned: 106, rowsRead: 3_900, etaMs: 30_000 },
    });
    render(<OverviewJobStatus job={job} name="Finance Associate" />);
    const progress = screen.getByRole('region', { name: 'Reading Finance Associate' });
    expect(within(progress).getByRole('status')).toHaveTextContent('40 of 106 requests · 3,900 answers read');
    await userEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    expect(job.cancel).toHaveBeenCalled();

    act(() => job.set({ kind: 'cancelled', rowsRead: 3_900, requests: 40 }));
    const stopped = screen.getByRole('region', { name: 'Stopped (Finance Associate)' });
    expect(stopped).toHaveTextContent('Cancelled after 40 requests; what was read is kept.');
    await userEvent.click(within(stopped).getByRole('button', { name: 'Resume' }));
    expect(job.resume).toHaveBeenCalled();
  });
});
