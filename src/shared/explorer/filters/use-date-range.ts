import { useState } from 'react';

import { displayTimeZone } from '@/lib/format-time';
import {
  createdAfterForDate,
  createdBeforeForDate,
  dateOfCreatedAfter,
  dateOfCreatedBefore,
  type DayOfInstant,
} from '@/lib/local-date';
import { useNow } from '@/hooks/use-now';
import type { ResultsSearchChange } from '@/shared/explorer/results-search';
import { isDatePreset, presetOfRange, presetRange, type DatePreset } from './date-presets';

export const ANY_TIME = 'any';
export const CUSTOM = 'custom';
export type Period = DatePreset | typeof ANY_TIME | typeof CUSTOM;

export type DateRangeChange = Pick<ResultsSearchChange, 'created_after' | 'created_before'>;

export interface DateRange {
  /** What Period shows: no dates, a period as of today, or days of the user's choosing. */
  period: Period;
  /** The URL's instants, as days of the user's time zone. */
  from: DayOfInstant | undefined;
  to: DayOfInstant | undefined;
  createdAfter: string | undefined;
  createdBefore: string | undefined;
  timeZone: string;
  /** Days no period names: what "More filters" holds and counts. */
  custom: boolean;
  /** Period picked: a period writes its days, Any time removes them, Custom only shows the days to edit. */
  pickPeriod: (period: string) => void;
  setFrom: (date: string | undefined) => void;
  setTo: (date: string | undefined) => void;
}

const EVERY_MINUTE = 60_000;

/**
 * The creation-date filter's state, shared by Period (in the filter row) and the From and To days
 * (under "More filters"). Days are in the user's time zone: From D is the start of D, To D
 * includes all of D (`created_before` is exclusive, so it is the start of D + 1). The period is
 * the one the URL's range is as of today; Custom for any other range, or when the user asks to
 * edit one.
 */
export function useDateRange(
  createdAfter: string | undefined,
  createdBefore: string | undefined,
  onChange: (change: DateRangeChange) => void,
): DateRange {
  const timeZone = displayTimeZone();
  // Which period a range is (and which days a period picks) changes at midnight: read the clock every minute.
  const now = useNow(Number.POSITIVE_INFINITY, EVERY_MINUTE);
  // Custom picked while the range is a period (or none): its days shown to edit, the URL unchanged.
  const [customPicked, setCustomPicked] = useState(false);
  const dated = createdAfter !== undefined || createdBefore !== undefined;
  const preset = customPicked ? undefined : presetOfRange(createdAfter, createdBefore, now, timeZone);
  const period: Period = preset ?? (customPicked || dated ? CUSTOM : ANY_TIME);

  const pickPeriod = (value: string) => {
    if (value === CUSTOM) {
      setCustomPicked(true);
      return;
    }
    setCustomPicked(false);
    if (value === ANY_TIME) {
      if (dated) onChange({ created_after: undefined, created_before: undefined });
    } else if (isDatePreset(value)) {
      const range = presetRange(value, now, timeZone);
      if (range !== undefined) onChange(range);
    }
  };

  return {
    period,
    from: createdAfter === undefined ? undefined : dateOfCreatedAfter(createdAfter, timeZone),
    to: createdBefore === undefined ? undefined : dateOfCreatedBefore(createdBefore, timeZone),
    createdAfter,
    createdBefore,
    timeZone,
    custom: period === CUSTOM && dated,
    pickPeriod,
    setFrom: (date) =>
      onChange({ created_after: date === undefined ? undefined : createdAfterForDate(date, timeZone) }),
    setTo: (date) =>
      onChange({ created_before: date === undefined ? undefined : createdBeforeForDate(date, timeZone) }),
  };
}
