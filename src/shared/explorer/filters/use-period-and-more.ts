import { useCallback, useRef } from 'react';

import { useMoreFilters } from './MoreFilters';
import { CUSTOM, useDateRange, type DateRange, type DateRangeChange } from './use-date-range';

/**
 * A filter row's dates and "More filters" together: Period in the row, From and To behind "More
 * filters" (counted there while they hold days no period names); picking Custom opens it and
 * puts the keyboard on From, once it is there. `otherSetCount`: the other filters behind it
 * that are set.
 */
export function usePeriodAndMore(
  createdAfter: string | undefined,
  createdBefore: string | undefined,
  onChange: (change: DateRangeChange) => void,
  otherSetCount = 0,
) {
  const fromInput = useRef<HTMLInputElement | null>(null);
  const focusFromWhenShown = useRef(false);
  const fromRef = useCallback((input: HTMLInputElement | null) => {
    fromInput.current = input;
    if (input !== null && focusFromWhenShown.current) {
      focusFromWhenShown.current = false;
      input.focus();
    }
  }, []);
  const dates = useDateRange(createdAfter, createdBefore, onChange);
  const more = useMoreFilters(otherSetCount + (dates.custom ? 1 : 0));
  const range: DateRange = {
    ...dates,
    pickPeriod: (period) => {
      dates.pickPeriod(period);
      if (period !== CUSTOM) return;
      if (fromInput.current === null) {
        focusFromWhenShown.current = true;
        more.setOpen(true);
      } else {
        fromInput.current.focus();
      }
    },
  };
  return { range, more, fromRef };
}
