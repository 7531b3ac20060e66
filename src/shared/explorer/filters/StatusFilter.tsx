import { useId } from 'react';

import { statusLabel } from '@/shared/explorer/labels';
import { KNOWN_STATUSES, statusValues } from '@/shared/explorer/results-search';

interface StatusFilterProps {
  /** `status` in the URL: a comma list; undefined for all statuses. */
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}

/**
 * `status`: a checkbox per known status. Values the app does not know (from a hand-edited URL)
 * show as checked boxes of their own, kept until the user unchecks them: the API decides.
 */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const hintId = useId();
  const checked = [...new Set(statusValues(value))];
  const unknown = checked.filter((status) => !KNOWN_STATUSES.includes(status));

  const toggle = (status: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(status);
    else next.delete(status);
    // Canonical order, so the same choice always makes the same URL.
    const ordered = [
      ...KNOWN_STATUSES.filter((known) => next.has(known)),
      ...unknown.filter((other) => next.has(other)),
    ];
    onChange(ordered.length === 0 ? undefined : ordered.join(','));
  };

  const box = (status: string, label: string) => (
    <label key={status} className="filter-check">
      <input
        type="checkbox"
        checked={checked.includes(status)}
        onChange={(event) => toggle(status, event.target.checked)}
      />
      {label}
    </label>
  );

  return (
    <fieldset className="filter-field filter-group" aria-describedby={hintId}>
      <legend>Status</legend>
      <div className="filter-checks">
        {KNOWN_STATUSES.map((status) => box(status, statusLabel(status)))}
        {unknown.map((status) => box(status, `${status} (unknown)`))}
      </div>
      <p id={hintId} className="field-hint muted">
        None checked: every status.
      </p>
    </fieldset>
  );
}
