import { useId } from 'react';

import { parseLocalDate } from '@/lib/local-date';
import { DATE_PRESETS } from './date-presets';
import { ANY_TIME, CUSTOM, type DateRange } from './use-date-range';

/**
 * Period: any time, a period ending today (Last 7 days, Last 30 days, This quarter), or Custom,
 * whose From and To are under "More filters". The days it covers are said under it.
 */
export function PeriodFilter({ range }: { range: DateRange }) {
  const selectId = useId();
  const daysId = useId();
  const days = daysText(range.from?.date, range.to?.date);

  return (
    <div className="filter-field period-filter">
      <label htmlFor={selectId}>Period</label>
      <select
        id={selectId}
        value={range.period}
        aria-describedby={days === undefined ? undefined : daysId}
        onChange={(event) => range.pickPeriod(event.target.value)}
      >
        <option value={ANY_TIME}>Any time</option>
        {DATE_PRESETS.map(({ id, label }) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
        <option value={CUSTOM}>Custom</option>
      </select>
      {days !== undefined && (
        <p id={daysId} className="field-hint muted">
          {days}
        </p>
      )}
    </div>
  );
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "1–7 May 2026" in the user's locale, "From 1 May 2026", "To 7 May 2026"; undefined without days. */
function daysText(from: string | undefined, to: string | undefined): string | undefined {
  const start = from === undefined ? undefined : parseLocalDate(from);
  const end = to === undefined ? undefined : parseLocalDate(to);
  // Days read at UTC midnight, so no zone shifts them.
  const utc = (day: NonNullable<typeof start>) => Date.UTC(day.year, day.month - 1, day.day);
  if (start !== undefined && end !== undefined) {
    // Backwards days match nothing: the days' own warning says so.
    return utc(end) < utc(start) ? undefined : dayFormat.formatRange(utc(start), utc(end));
  }
  if (start !== undefined) return `From ${dayFormat.format(utc(start))}`;
  if (end !== undefined) return `To ${dayFormat.format(utc(end))}`;
  return undefined;
}
