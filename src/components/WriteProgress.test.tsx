import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WriteProgress } from './WriteProgress';

afterEach(() => vi.useRealTimers());

describe('WriteProgress', () => {
  it('says what runs, then what was done', () => {
    const { rerender } = render(<WriteProgress pending retryWait={null} pendingText="Saving…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    rerender(<WriteProgress pending={false} retryWait={null} pendingText="Saving…" doneText="Saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('counts a rate limit down to the second the write continues', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    render(
      <WriteProgress pending retryWait={{ reason: 'rate_limited', until: 1_000_000 + 3_000 }} pendingText="Saving…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rate limit is reached. Continuing in 3 s');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Continuing in 2 s');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Continuing in 0 s');
  });

  it('says the API is still working on the same request', () => {
    render(<WriteProgress pending retryWait={{ reason: 'in_progress', until: Date.now() + 500 }} pendingText="x" />);
    expect(screen.getByRole('status')).toHaveTextContent('Still working');
  });
});
