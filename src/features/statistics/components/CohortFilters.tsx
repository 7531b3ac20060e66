import { useId, useState } from 'react';

import { nameOf, useAssessmentNames, usePipelineNames } from '@/shared/explorer/api/names';
import { LazyDateRangeFilter, MoreFilters } from '@/shared/explorer/filters/MoreFilters';
import { NamePicker } from '@/shared/explorer/filters/NamePicker';
import { PeriodFilter } from '@/shared/explorer/filters/PeriodFilter';
import { SourceFilter } from '@/shared/explorer/filters/SourceFilter';
import { pipelineChange, sourceChange, sourceNote } from '@/shared/explorer/filters/source-and-pipeline';
import { usePeriodAndMore } from '@/shared/explorer/filters/use-period-and-more';
import type { CohortFilter } from '@/features/statistics/compare-search';

/**
 * One group's filter: source, pipeline and period in a row, custom days under "More filters", as
 * the statistics filters are. The source and the pipeline agree as they do in the explorers (a
 * pipeline picks the pipeline source; standalone drops a pipeline), so a group never silently
 * matches nothing.
 */
export function CohortFilters({
  group,
  label,
  filter,
  onChange,
}: {
  group: 'A' | 'B';
  /** The group in words, from its filter. */
  label: string;
  filter: CohortFilter;
  onChange: (filter: CohortFilter) => void;
}) {
  const pipelineNames = usePipelineNames();
  const [pipelineDropped, setPipelineDropped] = useState(false);
  const change = (next: Partial<CohortFilter>) => {
    const merged = { ...filter, ...next };
    // "All sources" is no filter: the key goes, so the group's text has one spelling.
    for (const key of Object.keys(merged) as Array<keyof CohortFilter>)
      if (merged[key] === undefined) delete merged[key];
    onChange(merged);
  };
  const { range, more, fromRef } = usePeriodAndMore(filter.created_after, filter.created_before, change);
  return (
    <fieldset className="cohort-filters">
      <legend>Group {group}</legend>
      <p className="cohort-label" aria-live="polite">
        {label}
      </p>
      <div className="filter-row">
        <div className="filter-fields">
          <SourceFilter
            value={filter.source}
            note={sourceNote(filter, pipelineDropped)}
            onChange={(source) => {
              setPipelineDropped(filter.pipeline_id !== undefined && source === 'standalone');
              change(sourceChange(source, filter));
            }}
          />
          <NamePicker
            label="Pipeline"
            pluralLabel="pipelines"
            value={filter.pipeline_id}
            names={pipelineNames}
            hint="Pipeline rows only."
            onChange={(pipelineId) => change(pipelineChange(pipelineId))}
          />
          <PeriodFilter range={range} />
        </div>
        <MoreFilters state={more}>
          <LazyDateRangeFilter range={range} fromRef={fromRef} />
        </MoreFilters>
      </div>
    </fieldset>
  );
}

/**
 * The assessment whose questions are compared, picked by name. An id the names do not list (a
 * shared link, names still loading) stays selected, named by the assessment itself when known.
 */
export function AssessmentPicker({
  value,
  currentName,
  onChange,
}: {
  value: string | undefined;
  currentName: string | undefined;
  onChange: (assessmentId: string | undefined) => void;
}) {
  const id = useId();
  const names = useAssessmentNames();
  const list = names.data?.list ?? [];
  const listed = value === undefined ? undefined : list.find((item) => item.id.toLowerCase() === value.toLowerCase());
  const counts = new Map<string, number>();
  for (const { name } of list) counts.set(name, (counts.get(name) ?? 0) + 1);
  const known = value === undefined ? undefined : (nameOf(names.data, value) ?? currentName);
  return (
    <div className="filter-field compare-assessment">
      <label htmlFor={id}>Assessment</label>
      <select
        id={id}
        required
        value={listed?.id ?? value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{names.isPending ? 'Loading assessment names…' : 'Choose an assessment'}</option>
        {value !== undefined && listed === undefined && (
          <option value={value}>{known ?? (names.isSuccess ? `Unknown assessment (${value})` : value)}</option>
        )}
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {/* Two assessments of one name are told apart by their ids. */}
            {(counts.get(item.name) ?? 0) > 1 ? `${item.name} (${item.id.slice(0, 8)})` : item.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint muted">
        {names.isError
          ? 'The list of assessments could not be loaded; a linked assessment still works.'
          : 'Questions are compared within one assessment: each question’s answers in group A against those in group B.'}
      </p>
      {names.isError && (
        <button type="button" className="button-secondary" onClick={() => void names.refetch()}>
          Load the list again
        </button>
      )}
    </div>
  );
}
