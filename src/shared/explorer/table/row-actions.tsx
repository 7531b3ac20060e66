import { createContext, use, type ReactNode } from 'react';

import './table.css';

/**
 * How a table cell opens its row in the detail panel. Columns are module-level constants (the
 * table needs them stable), so they reach the explorer's state through this context.
 */
export interface RowActions {
  openRow: (id: string) => void;
  /** The row open in the panel, if any. */
  selectedRowId?: string;
  /** The panel's element id, for `aria-controls` on the open row's button. */
  panelId?: string;
}

export const RowActionsContext = createContext<RowActions | null>(null);

interface OpenRowButtonProps {
  rowId: string;
  /** What is shown, e.g. the row's date. */
  children: ReactNode;
  /** The button's accessible name: what it opens, e.g. "Open answer created 3 May 2026, 10:42". It should contain the shown text. */
  label: string;
}

/** A link-styled button opening its row in the detail panel; plain content where rows cannot be opened. */
export function OpenRowButton({ rowId, children, label }: OpenRowButtonProps) {
  const actions = use(RowActionsContext);
  if (!actions) return <>{children}</>;
  const selected = actions.selectedRowId === rowId;
  return (
    <button
      type="button"
      className="link-button"
      aria-label={label}
      aria-expanded={selected}
      aria-controls={selected ? actions.panelId : undefined}
      onClick={() => actions.openRow(rowId)}
    >
      {children}
    </button>
  );
}
