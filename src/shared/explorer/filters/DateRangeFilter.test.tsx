// First: the filters run in Berlin, whatever the machine's zone.
import './berlin-time-zone.test-support';

import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { displayTimeZone } from '@/lib/format-time';
import { DateRangeFilter } from './DateRangeFilter';
import { MoreFilters } from './MoreFilters';
import { PeriodFilter } from './PeriodFilter';
import { moreFilters, moreFiltersShown, toggleMoreFilters } from './results-filters.test-support';
import { usePeriodAndMore } from './use-period-and-more';

type Range = { created_after?: string; created_before?: string };

/** Period and, behind "More filters", the days, as a filter row holds them. */
function DateFilters({ range, onChange }: { range: Range; onChange: (change: Range) => void }) {
  const dates = usePeriodAndMore(range.created_after, range.created_before, onChange);
  return (
    <>
      <PeriodFilter range={dates.range} />
      <MoreFilters state={dates.more}>
        <DateRangeFilter range={dates.range} fromRef={dates.fromRef} />
      </MoreFilters>
    </>
  );
}

/** The filters over a URL held in state, as the explorers hold it; `changes` records every write. */
function renderFilter(now: string, initial: Range = {}) {
  // Only the clock is fake: user-event and Testing Library keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const changes = vi.fn<(change: Range) => void>();
  function Harness() {
    const [range, setRange] = useState<Range>(initial);
    return (
      <DateFilters
        range={range}
        onChange={(change) => {
          changes(change);
          setRange((current) => ({ ...current, ...change }));
        }}
      />
    );
  }
  const user = userEvent.setup();
  return { user, changes, ...render(<Harness />) };
}

afterEach(() => vi.useRealTimers());

const period = () => screen.getByRole('combobox', { name: 'Period' });
const range = () => within(screen.getByRole('group', { name: 'Created between' }));
/** "1–7 May 2026" as the user's locale writes it. */
const daysOf = (from: [number, number], to: [number, number]) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    Date.UTC(2026, from[0] - 1, from[1]),
    Date.UTC(2026, to[0] - 1, to[1]),
  );

describe('Period and the days behind More filters', () => {
  it('run in Berlin', () => {
    expect(displayTimeZone()).toBe('Europe/Berlin');
  });

  it.each([
    // 7 May 2026, 10:00 in Berlin (summer time).
    ['Last 7 days', '2026-05-07T08:00:00Z', '2026-05-01T00:00:00+02:00', '2026-05-08T00:00:00+02:00'],
    ['Last 30 days', '2026-05-07T08:00:00Z', '2026-04-08T00:00:00+02:00', '2026-05-08T00:00:00+02:00'],
    ['This quarter', '2026-05-07T08:00:00Z', '2026-04-01T00:00:00+02:00', '2026-07-01T00:00:00+02:00'],
    // Across the change to summer time on 29 March: each day starts at its own offset.
    ['Last 7 days', '2026-04-02T08:00:00Z', '2026-03-27T00:00:00+01:00', '2026-04-03T00:00:00+02:00'],
    // 23:30 on 31 March in UTC is already 1 April in Berlin: the second quarter.
    ['This quarter', '2026-03-31T23:30:00Z', '2026-04-01T00:00:00+02:00', '2026-07-01T00:00:00+02:00'],
    ['This quarter', '2026-11-24T19:00:00Z', '2026-10-01T00:00:00+02:00', '2027-01-01T00:00:00+01:00'],
  ])('%s at %s writes created_after %s and created_before %s', async (label, now, after, before) => {
    const { user, changes } = renderFilter(now);
    expect(period()).toHaveValue('any');

    await user.selectOptions(period(), label);

    expect(changes).toHaveBeenCalledExactlyOnceWith({ created_after: after, created_before: before });
    expect(screen.getByRole('option', { name: label, selected: true })).toBeInTheDocument();
    // A period is in sight in the row: nothing behind More filters is set.
    expect(moreFilters()).toHaveAccessibleName('More filters');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the preset a URL is as of today, with its days under Period', () => {
    // The last 7 days of 7 May in Berlin, spelled in UTC as another tab may have written them.
    renderFilter('2026-05-07T08:00:00Z', {
      created_after: '2026-04-30T22:00:00Z',
      created_before: '2026-05-07T22:00:00Z',
    });

    expect(period()).toHaveValue('last-7-days');
    expect(period()).toHaveAccessibleDescription(daysOf([5, 1], [5, 7]));
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the same URL as Custom, its days open under More filters, once it is no longer the last 7 days', async () => {
    renderFilter('2026-05-08T08:00:00Z', {
      created_after: '2026-05-01T00:00:00+02:00',
      created_before: '2026-05-08T00:00:00+02:00',
    });

    expect(period()).toHaveValue('custom');
    expect(period()).toHaveAccessibleDescription(daysOf([5, 1], [5, 7]));
    expect(moreFilters()).toHaveAccessibleName('More filters (1 set)');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    await moreFiltersShown();
    expect(range().getByLabelText('From')).toHaveValue('2026-05-01');
    expect(range().getByLabelText('To')).toHaveValue('2026-05-07');
  });

  it('shows Any time, with More filters closed, when the URL has no dates', async () => {
    const { user } = renderFilter('2026-05-07T08:00:00Z');
    expect(period()).toHaveValue('any');
    expect(period()).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('group', { name: 'Created between' })).not.toBeInTheDocument();

    await toggleMoreFilters(user);
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    expect(range().getByLabelText('From')).toHaveValue('');
    expect(range().getByLabelText('To')).toHaveValue('');
  });

  it('opens a preset’s days for editing on Custom, without changing the URL, and puts the keyboard on From', async () => {
    const { user, changes } = renderFilter('2026-05-07T08:00:00Z');
    await user.selectOptions(period(), 'Last 30 days');
    changes.mockClear();

    await user.selectOptions(period(), 'Custom');

    expect(changes).not.toHaveBeenCalled();
    expect(period()).toHaveValue('custom');
    expect(moreFilters()).toHaveAccessibleName('More filters (1 set)');
    await moreFiltersShown();
    expect(range().getByLabelText('From')).toHaveFocus();
    expect(range().getByLabelText('From')).toHaveValue('2026-04-08');
    expect(range().getByLabelText('To')).toHaveValue('2026-05-07');

    await user.selectOptions(period(), 'This quarter');
    expect(changes).toHaveBeenCalledExactlyOnceWith({
      created_after: '2026-04-01T00:00:00+02:00',
      created_before: '2026-07-01T00:00:00+02:00',
    });
    expect(moreFilters()).toHaveAccessibleName('More filters');
    // The days follow the period.
    expect(range().getByLabelText('From')).toHaveValue('2026-04-01');
  });

  it('turns an edited period into Custom, and removes the dates on Any time', async () => {
    const { user, changes } = renderFilter('2026-05-07T08:00:00Z');
    await user.selectOptions(period(), 'Last 7 days');
    await toggleMoreFilters(user);
    changes.mockClear();

    await user.clear(range().getByLabelText('To'));
    expect(changes).toHaveBeenCalledExactlyOnceWith({ created_before: undefined });
    expect(period()).toHaveValue('custom');
    expect(period()).toHaveAccessibleDescription(
      `From ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 4, 1))}`,
    );

    await user.selectOptions(period(), 'Any time');
    expect(changes).toHaveBeenLastCalledWith({ created_after: undefined, created_before: undefined });
    expect(period()).toHaveValue('any');
    expect(range().getByLabelText('From')).toHaveValue('');
  });

  it('turns to Custom at midnight, when the range is no longer the last 7 days, and shows its days', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-05-07T21:59:00Z'));
    render(
      <DateFilters
        range={{ created_after: '2026-05-01T00:00:00+02:00', created_before: '2026-05-08T00:00:00+02:00' }}
        onChange={() => {}}
      />,
    );
    expect(period()).toHaveValue('last-7-days');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });

    expect(period()).toHaveValue('custom');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
  });
});
