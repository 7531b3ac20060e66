import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { joinPageRetry, retryFailedQueries } from './retry-failed-queries';

describe('retrying what failed on the page', () => {
  it('calls the parts that joined, until they leave', async () => {
    const queryClient = new QueryClient();
    const resumeStatistics = vi.fn();
    const leave = joinPageRetry(resumeStatistics);
    await retryFailedQueries(queryClient);
    expect(resumeStatistics).toHaveBeenCalledTimes(1);
    leave();
    await retryFailedQueries(queryClient);
    expect(resumeStatistics).toHaveBeenCalledTimes(1);
  });
});
