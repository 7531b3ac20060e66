import { usePipelineNames } from '@/shared/explorer/api/names';
import { LazyDateRangeFilter, MoreFilters } from '@/shared/explorer/filters/MoreFilters';
import { NamePicker } from '@/shared/explorer/filters/NamePicker';
import { PeriodFilter } from '@/shared/explorer/filters/PeriodFilter';
import { SourceFilter } from '@/shared/explorer/filters/SourceFilter';
import { usePeriodAndMore } from '@/shared/explorer/filters/use-period-and-more';
import '@/shared/explorer/filters/filters.css';
import type { OnStatisticsSearchChange, StatisticsSearch } from '@/features/statistics/statistics-search';
import { PassMarkControl } from './PassMarkControl';

/**
 * The statistics' filters (a new filter is a new computation) and the pass mark (no request) in one
 * row; custom days under "More filters".
 */
export function StatisticsFilters({
  search,
  onSearchChange,
}: {
  search: StatisticsSearch;
  onSearchChange: OnStatisticsSearchChange;
}) {
  const pipelineNames = usePipelineNames();
  const { range, more, fromRef } = usePeriodAndMore(search.created_after, search.created_before, onSearchChange);
  return (
    <section className="results-filters" aria-label="Statistics filters">
      <div className="filter-row">
        <div className="filter-fields">
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
          <PeriodFilter range={range} />
          <PassMarkControl value={search.pass} onChange={(pass) => onSearchChange({ pass })} />
        </div>
        <MoreFilters state={more}>
          <LazyDateRangeFilter range={range} fromRef={fromRef} />
        </MoreFilters>
      </div>
    </section>
  );
}
