import { Suspense, lazy, useId, useState, type ReactNode } from 'react';

// The filters behind "More filters" load when it first opens: most visits never open it.
export const LazyStatusFilter = lazy(() =>
  import('./StatusFilter').then((module) => ({ default: module.StatusFilter })),
);
export const LazyCandidateIdFilter = lazy(() =>
  import('./CandidateIdFilter').then((module) => ({ default: module.CandidateIdFilter })),
);
export const LazyDateRangeFilter = lazy(() =>
  import('./DateRangeFilter').then((module) => ({ default: module.DateRangeFilter })),
);

export interface MoreFiltersState {
  /** How many of the filters behind "More filters" are set. */
  setCount: number;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * Whether "More filters" is open: open at first when one of its filters is set, and opening
 * again whenever another becomes set (a link, Back, Custom dates), so no filter at work is out
 * of sight unless the user closed it, and then its summary counts it.
 */
export function useMoreFilters(setCount: number): MoreFiltersState {
  const [open, setOpen] = useState(setCount > 0);
  const [countFor, setCountFor] = useState(setCount);
  if (countFor !== setCount) {
    setCountFor(setCount);
    if (setCount > countFor) setOpen(true);
  }
  return { setCount, open, setOpen };
}

/**
 * The disclosure of the less-used filters: a button at the end of the filter row that says how
 * many are set, and the filters themselves on a line of their own below it (rendered while open:
 * the URL holds their values). `actions` sit below the button (e.g. Clear filters).
 */
export function MoreFilters({
  state,
  actions,
  children,
}: {
  state: MoreFiltersState;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const panelId = useId();
  const { open, setOpen, setCount } = state;
  return (
    <>
      <div className="more-filters-actions">
        <button
          type="button"
          className="button-secondary more-filters-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span className="more-filters-marker" aria-hidden="true" />
          More filters{setCount > 0 ? ` (${setCount} set)` : ''}
        </button>
        {actions}
      </div>
      <div id={panelId} className="more-filters-panel" hidden={!open}>
        {open && <Suspense fallback={<p className="field-hint muted">Loading the filters…</p>}>{children}</Suspense>}
      </div>
    </>
  );
}
