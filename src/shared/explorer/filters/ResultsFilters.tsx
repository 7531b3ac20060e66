import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type Ref } from 'react';

import { usePipelineNames } from '@/shared/explorer/api/names';
import type { SubjectFilter } from '@/shared/explorer/explorer-definition';
import {
  CLEAR_FILTERS,
  FILTER_KEYS,
  type OnSearchChange,
  type ResultsSearch,
  type ResultsSearchChange,
} from '@/shared/explorer/results-search';
import { LazyCandidateIdFilter, LazyDateRangeFilter, LazyStatusFilter, MoreFilters } from './MoreFilters';
import { NamePicker } from './NamePicker';
import { PeriodFilter } from './PeriodFilter';
import { pipelineChange, sourceChange, sourceNote } from './source-and-pipeline';
import { SourceFilter } from './SourceFilter';
import { usePeriodAndMore } from './use-period-and-more';
import './filters.css';

export interface ResultsFiltersProps {
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
  /** The list's own id filter: `question_id` or `assessment_id`, picked by name. */
  subject: SubjectFilter;
  /** The pipeline picker's input, for "Pick a pipeline" in the error guidance. */
  pipelinePickerRef?: Ref<HTMLInputElement>;
}

/**
 * The explorers' filter bar: source, the list's own id, pipeline and period in one row, the rest
 * under "More filters". Every control reads the URL state and writes one change under the API's
 * parameter names, back to page 1; the only state kept here is text being typed.
 */
export function ResultsFilters({ search, onSearchChange, subject, pipelinePickerRef }: ResultsFiltersProps) {
  const subjectNames = useQuery(subject.names());
  const pipelineNames = usePipelineNames();
  const sourceRef = useRef<HTMLSelectElement>(null);
  // Whether the last source change dropped the pipeline (said beside Source while it holds).
  const [pipelineDropped, setPipelineDropped] = useState(false);
  const filtered = FILTER_KEYS.some((key) => search[key] !== undefined);

  // A narrower or wider list starts at its first page.
  const change = (filters: ResultsSearchChange) => onSearchChange({ ...filters, page: 1 });

  const clearFilters = () => {
    onSearchChange(CLEAR_FILTERS);
    // The button goes away: keep the keyboard user in the filters.
    sourceRef.current?.focus();
  };

  // Status, candidate ID and custom days (below): narrower than a hiring manager usually looks.
  const { range, more, fromRef } = usePeriodAndMore(
    search.created_after,
    search.created_before,
    change,
    [search.status, search.candidate_id].filter((value) => value !== undefined).length,
  );

  return (
    <section className="results-filters" aria-label="Filters">
      <div className="filter-row">
        <div className="filter-fields">
          <SourceFilter
            value={search.source}
            selectRef={sourceRef}
            note={sourceNote(search, pipelineDropped)}
            onChange={(source) => {
              const next = sourceChange(source, search);
              setPipelineDropped('pipeline_id' in next);
              change(next);
            }}
          />
          <NamePicker
            label={subject.label}
            pluralLabel={subject.pluralLabel}
            value={search[subject.param]}
            names={subjectNames}
            contexts={subject.optionContexts?.()}
            onChange={(id) => change({ [subject.param]: id })}
          />
          <NamePicker
            label="Pipeline"
            pluralLabel="pipelines"
            value={search.pipeline_id}
            names={pipelineNames}
            inputRef={pipelinePickerRef}
            hint="Pipeline rows only."
            onChange={(pipelineId) => {
              setPipelineDropped(false);
              change(pipelineChange(pipelineId));
            }}
          />
          <PeriodFilter range={range} />
        </div>
        <MoreFilters
          state={more}
          actions={
            filtered && (
              <button type="button" className="button-secondary" onClick={clearFilters}>
                Clear filters
              </button>
            )
          }
        >
          <LazyStatusFilter value={search.status} onChange={(status) => change({ status })} />
          <LazyCandidateIdFilter
            value={search.candidate_id}
            onChange={(candidateId) => change({ candidate_id: candidateId })}
          />
          <LazyDateRangeFilter range={range} fromRef={fromRef} />
        </MoreFilters>
      </div>
    </section>
  );
}
