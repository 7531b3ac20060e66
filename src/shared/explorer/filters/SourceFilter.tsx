import { useId, type Ref } from 'react';

import { SOURCES } from '@assessment-insights/contract';
import { sourceLabel } from '@/shared/explorer/labels';

interface SourceFilterProps {
  /** `source` in the URL; undefined for all sources. */
  value: string | undefined;
  onChange: (source: string | undefined) => void;
  selectRef?: Ref<HTMLSelectElement>;
  /** Why the source is what it is when another filter chose it (e.g. a picked pipeline). */
  note?: string;
}

/** `source`: all sources, or one. */
export function SourceFilter({ value, onChange, selectRef, note }: SourceFilterProps) {
  const selectId = useId();
  const hintId = useId();
  const noteId = useId();
  const known = value === undefined || (SOURCES as readonly string[]).includes(value);

  return (
    <div className="filter-field source-filter">
      <label htmlFor={selectId}>Source</label>
      <select
        ref={selectRef}
        id={selectId}
        value={value ?? ''}
        aria-describedby={note === undefined ? hintId : `${noteId} ${hintId}`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">All sources</option>
        {SOURCES.map((source) => (
          <option key={source} value={source}>
            {sourceLabel(source)}
          </option>
        ))}
        {!known && <option value={value}>{value} (unknown)</option>}
      </select>
      {/* Present while empty, so the note is announced when another filter changes the source. A
          hint, not a warning: the source follows the pipeline as asked. */}
      <p id={noteId} className="field-hint muted filter-live-note" aria-live="polite">
        {note}
      </p>
      <p id={hintId} className="field-hint muted source-hint">
        <span>Standalone: sent on its own.</span> <span>Pipeline: a step in a hiring pipeline.</span>
      </p>
    </div>
  );
}
