import { useId } from 'react';

import { sortValues } from '@assessment-insights/contract';

interface SortControlProps {
  /** The URL's `sort` value, e.g. `-created_at`. */
  value: string;
  /** API sort field → label, e.g. { created_at: 'Created' }. */
  fields: Readonly<Record<string, string>>;
  onChange: (sort: string) => void;
  /** What "ungraded" means for this list, e.g. "answers without a score". */
  ungradedMeaning: string;
}

/**
 * Every sort value of the list, both directions, and the rule that surprises people: the API
 * lists ungraded rows last whichever way the list is sorted (SPEC), so it is said right here.
 */
export function SortControl({ value, fields, onChange, ungradedMeaning }: SortControlProps) {
  const selectId = useId();
  const noteId = useId();
  return (
    <div className="explorer-sort">
      <label htmlFor={selectId}>Sort by</label>
      <select id={selectId} value={value} aria-describedby={noteId} onChange={(event) => onChange(event.target.value)}>
        {sortValues(Object.keys(fields)).map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel(sort, fields)}
          </option>
        ))}
      </select>
      <p id={noteId} className="muted explorer-sort-note">
        Ungraded rows ({ungradedMeaning}) are always listed last, in both directions.
      </p>
    </div>
  );
}

/** "Created, newest first", "Score, lowest first". */
export function sortLabel(sort: string, fields: Readonly<Record<string, string>>): string {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const label = fields[field] ?? field;
  if (field === 'score') return `${label}, ${descending ? 'highest' : 'lowest'} first`;
  return `${label}, ${descending ? 'newest' : 'oldest'} first`;
}
