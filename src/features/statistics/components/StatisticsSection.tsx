import { useId, type ComponentProps, type ReactNode } from 'react';

import type { OnStatisticsSearchChange, StatisticsSearch } from '@/features/statistics/statistics-search';
import { FiguresStatus } from './FiguresStatus';
import { StatisticsFilters } from './StatisticsFilters';
import { StatisticsHelp } from './StatisticsHelp';
import { StatisticsJobStatus } from './StatisticsJobStatus';

type StatisticsSectionProps = ComponentProps<typeof StatisticsJobStatus> &
  ComponentProps<typeof FiguresStatus> & {
    /** The section's heading, and so its name. */
    title: string;
    search: StatisticsSearch;
    onSearchChange: OnStatisticsSearchChange;
    /** The figures, once computed. */
    children: ReactNode;
    /** The figures shown are being replaced (the section is busy for assistive technology, and for tests). */
    updating?: boolean;
  };

/**
 * The frame of a page's statistics (a question's, an assessment's): its heading, the filters,
 * where the computation stands, then the figures and the help on reading them.
 */
export function StatisticsSection(props: StatisticsSectionProps) {
  const { title, search, onSearchChange, pending, error, updating = false, children, ...status } = props;
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={updating || undefined} className="statistics-section">
      <h2 id={id}>{title}</h2>
      <StatisticsFilters search={search} onSearchChange={onSearchChange} />
      <StatisticsJobStatus {...status} />
      <FiguresStatus pending={pending} error={error} />
      {children}
      <StatisticsHelp />
    </section>
  );
}
