import { useId, useState } from 'react';

import { usePipelineNames } from '@/shared/explorer/api/names';
import { DateRangeFilter } from '@/shared/explorer/filters/DateRangeFilter';
import { NamePicker } from '@/shared/explorer/filters/NamePicker';
import { SourceFilter } from '@/shared/explorer/filters/SourceFilter';
import '@/shared/explorer/filters/filters.css';
import type { OnStatisticsSearchChange, StatisticsSearch } from '@/features/statistics/statistics-search';

/** The statistics' filters (a new filter is a new computation) and the pass mark (no request). */
export function StatisticsFilters({
  search,
  onSearchChange,
}: {
  search: StatisticsSearch;
  onSearchChange: OnStatisticsSearchChange;
}) {
  const pipelineNames = usePipelineNames();
  return (
    <section className="results-filters" aria-label="Statistics filters">
      <div className="results-filters-grid">
        <SourceFilter
          value={search.source}
          onChange={(source) => onSearchChange({ source: source as StatisticsSearch['source'] })}
        />
        <NamePicker
          label="Pipeline"
          pluralLabel="pipelines"
          value={search.pipeline_id}
          names={pipelineNames}
          hint="Pipeline rows only."
          onChange={(pipelineId) => onSearchChange({ pipeline_id: pipelineId })}
        />
        <DateRangeFilter
          createdAfter={search.created_after}
          createdBefore={search.created_before}
          onChange={onSearchChange}
        />
        <PassMarkControl value={search.pass} onChange={(pass) => onSearchChange({ pass })} />
      </div>
    </section>
  );
}

/** The pass mark: typed freely, applied when it is a whole number from 0 to 100. */
export function PassMarkControl({ value, onChange }: { value: number; onChange: (pass: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The URL changed (Back, a link): show its value.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = parsed >= 0 && parsed <= 100;
  return (
    <div className="filter-field">
      <label htmlFor={id}>Pass mark</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={!valid}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (/^\d{1,3}$/.test(event.target.value.trim()) && next >= 0 && next <= 100) onChange(next);
        }}
      />
      <p id={`${id}-hint`} className="field-hint muted">
        {valid
          ? 'A score at or above it counts as a success. It changes the success rates only, and reads nothing new.'
          : 'Enter a whole number from 0 to 100.'}
      </p>
    </div>
  );
}
