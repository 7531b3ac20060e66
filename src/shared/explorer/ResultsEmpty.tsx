import { EmptyState } from '@/components/EmptyState';
import type { ActiveFilter } from './active-filters';
import { CLEAR_FILTERS, type OnSearchChange } from './results-search';

interface ResultsEmptyProps {
  itemLabel: string;
  page: number;
  filters: ActiveFilter[];
  onSearchChange: OnSearchChange;
}

/** An empty list says why — past the last page, or these filters — and offers the way out. */
export function ResultsEmpty({ itemLabel, page, filters, onSearchChange }: ResultsEmptyProps) {
  if (page > 1) {
    return (
      <EmptyState
        title={`No ${itemLabel} on page ${page}`}
        action={
          <button type="button" onClick={() => onSearchChange({ page: 1 })}>
            Go to the first page
          </button>
        }
      >
        <p>The list ends before this page.</p>
      </EmptyState>
    );
  }
  if (filters.length === 0) {
    return (
      <EmptyState title={`No ${itemLabel} yet`}>
        <p>The workspace has no {itemLabel} to list.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={`No ${itemLabel} match these filters`}
      action={
        <button type="button" onClick={() => onSearchChange(CLEAR_FILTERS)}>
          Clear all filters
        </button>
      }
    >
      <p>Remove a filter to widen the list:</p>
      <ul className="explorer-empty-filters">
        {filters.map(({ key, label }) => (
          <li key={key}>
            {label}{' '}
            <button
              type="button"
              className="button-secondary"
              onClick={() => onSearchChange({ [key]: undefined, page: 1 })}
              aria-label={`Remove filter ${label}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
