import { useId, useState, type Ref } from 'react';

import { formatDateTime } from '@/lib/format-time';
import type { DayOfInstant } from '@/lib/local-date';
import type { DateRange } from './use-date-range';

/**
 * "Created between": From and To, days in the user's time zone (the range Period shows as
 * Custom). The days of a period show here too, so editing one turns it into Custom.
 */
export function DateRangeFilter({ range, fromRef }: { range: DateRange; fromRef?: Ref<HTMLInputElement> }) {
  const hintId = useId();
  const { from, to } = range;
  const backwards = from !== undefined && to !== undefined && to.date < from.date;

  return (
    <fieldset className="filter-field filter-group date-range-filter" aria-describedby={hintId}>
      <legend>Created between</legend>
      <div className="filter-inline">
        <DayInput
          label="From"
          inputRef={fromRef}
          day={from}
          instant={range.createdAfter}
          max={to?.date}
          exactNote={(when) => `From ${when} exactly (a link made in another time zone).`}
          onDay={range.setFrom}
        />
        <DayInput
          label="To"
          day={to}
          instant={range.createdBefore}
          min={from?.date}
          exactNote={(when) => `Up to ${when}, not included (a link made in another time zone).`}
          onDay={range.setTo}
        />
      </div>
      <p id={hintId} className="field-hint muted">
        Days in {range.timeZone}, your time zone; To includes the whole day.
      </p>
      {backwards && <p className="field-note">To is before From: no rows can match.</p>}
    </fieldset>
  );
}

interface DayInputProps {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  day: DayOfInstant | undefined;
  /** The URL's instant, for when it is not a day boundary here. */
  instant: string | undefined;
  min?: string;
  max?: string;
  exactNote: (when: string) => string;
  onDay: (date: string | undefined) => void;
}

function DayInput({ label, inputRef, day, instant, min, max, exactNote, onDay }: DayInputProps) {
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
        ref={inputRef}
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
