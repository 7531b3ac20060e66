import { useId, useState } from 'react';

import { displayTimeZone, formatDateTime } from '@/lib/format-time';
import {
  createdAfterForDate,
  createdBeforeForDate,
  dateOfCreatedAfter,
  dateOfCreatedBefore,
  parseLocalDate,
  type DayOfInstant,
} from '@/lib/local-date';
import { useNow } from '@/hooks/use-now';
import type { ResultsSearchChange } from '@/shared/explorer/results-search';
import { DATE_PRESETS, isDatePreset, presetOfRange, presetRange } from './date-presets';

interface DateRangeFilterProps {
  /** `created_after` / `created_before` in the URL: ISO 8601 instants. */
  createdAfter: string | undefined;
  createdBefore: string | undefined;
  onChange: (change: Pick<ResultsSearchChange, 'created_after' | 'created_before'>) => void;
}

const CUSTOM = 'custom';
const EVERY_MINUTE = 60_000;

/**
 * "Created between": a period (Last 7 days, Last 30 days, This quarter) or Custom, two day
 * inputs; days in the user's time zone. From D is the start of D, To D includes all of D
 * (`created_before` is exclusive, so it is the start of D + 1). The period shown is the one the
 * URL's range is as of today; Custom for any other range, or when the user asks to edit one.
 */
export function DateRangeFilter({ createdAfter, createdBefore, onChange }: DateRangeFilterProps) {
  const hintId = useId();
  const periodId = useId();
  const timeZone = displayTimeZone();
  // Which period a range is (and which days a period picks) changes at midnight: read the clock every minute.
  const now = useNow(Number.POSITIVE_INFINITY, EVERY_MINUTE);
  // Custom picked while the range is a period: show its days to edit, the URL unchanged.
  const [customPicked, setCustomPicked] = useState(false);
  const preset = customPicked ? undefined : presetOfRange(createdAfter, createdBefore, now, timeZone);
  const from = createdAfter === undefined ? undefined : dateOfCreatedAfter(createdAfter, timeZone);
  const to = createdBefore === undefined ? undefined : dateOfCreatedBefore(createdBefore, timeZone);
  const backwards = from !== undefined && to !== undefined && to.date < from.date;

  const pickPeriod = (value: string) => {
    if (!isDatePreset(value)) {
      setCustomPicked(true);
      return;
    }
    setCustomPicked(false);
    const range = presetRange(value, now, timeZone);
    if (range !== undefined) onChange(range);
  };

  return (
    <fieldset className="filter-field filter-group date-range-filter" aria-describedby={hintId}>
      <legend>Created between</legend>
      {/* Styled as the day inputs are. */}
      <div className="date-range-input date-range-period">
        <label htmlFor={periodId}>Period</label>
        <select id={periodId} value={preset ?? CUSTOM} onChange={(event) => pickPeriod(event.target.value)}>
          {DATE_PRESETS.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
          <option value={CUSTOM}>Custom</option>
        </select>
      </div>
      {preset !== undefined && from !== undefined && to !== undefined ? (
        <p className="date-range-days">{formatDayRange(from.date, to.date)}</p>
      ) : (
        <div className="filter-inline">
          <DayInput
            label="From"
            day={from}
            instant={createdAfter}
            max={to?.date}
            exactNote={(when) => `From ${when} exactly (a link made in another time zone).`}
            onDay={(date) =>
              onChange({ created_after: date === undefined ? undefined : createdAfterForDate(date, timeZone) })
            }
          />
          <DayInput
            label="To"
            day={to}
            instant={createdBefore}
            min={from?.date}
            exactNote={(when) => `Up to ${when}, not included (a link made in another time zone).`}
            onDay={(date) =>
              onChange({ created_before: date === undefined ? undefined : createdBeforeForDate(date, timeZone) })
            }
          />
        </div>
      )}
      <p id={hintId} className="field-hint muted">
        Days in {timeZone}, your time zone; To includes the whole day.
      </p>
      {backwards && <p className="field-note">To is before From: no rows can match.</p>}
    </fieldset>
  );
}

interface DayInputProps {
  label: string;
  day: DayOfInstant | undefined;
  /** The URL's instant, for when it is not a day boundary here. */
  instant: string | undefined;
  min?: string;
  max?: string;
  exactNote: (when: string) => string;
  onDay: (date: string | undefined) => void;
}

function DayInput({ label, day, instant, min, max, exactNote, onDay }: DayInputProps) {
  const inputId = useId();
  const noteId = useId();
  const shown = day?.date ?? '';
  // While a year is typed digit by digit the input reads 0002-…, 0020-…: hold those here
  // instead of filtering by them. The URL stays the truth: a new URL value replaces the draft.
  const [draft, setDraft] = useState(shown);
  const [draftFor, setDraftFor] = useState(shown);
  if (draftFor !== shown) {
    setDraftFor(shown);
    setDraft(shown);
  }
  const note =
    instant === undefined
      ? undefined
      : day === undefined
        ? `The link’s ${label} (${instant}) is not a date.`
        : day.exact
          ? undefined
          : exactNote(formatDateTime(instant));

  return (
    <div className="date-range-input">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="date"
        value={draft}
        min={min}
        max={max}
        aria-describedby={note === undefined ? undefined : noteId}
        onChange={(event) => {
          const date = event.target.value;
          setDraft(date);
          if (date === '') {
            if (instant !== undefined) onDay(undefined);
          } else if (isCompleteDay(date) && date !== shown) {
            onDay(date);
          }
        }}
      />
      {note !== undefined && (
        <p id={noteId} className="field-hint muted">
          {note}
        </p>
      )}
    </div>
  );
}

/** A year below 1000 is a year still being typed, not a day anyone filters results by. */
function isCompleteDay(date: string): boolean {
  return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(date);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "1–7 May 2026" in the user's locale: days, read at UTC midnight so no zone shifts them. */
function formatDayRange(from: string, to: string): string {
  const [start, end] = [parseLocalDate(from), parseLocalDate(to)];
  if (start === undefined || end === undefined) return `${from} – ${to}`;
  return dayFormat.formatRange(
    Date.UTC(start.year, start.month - 1, start.day),
    Date.UTC(end.year, end.month - 1, end.day),
  );
}
