import './Skeleton.css';

/**
 * Placeholders in the shape of what is loading, so the layout does not jump when data
 * arrives. Screen readers hear one "Loading …" line instead of empty boxes.
 */
export function TableSkeleton({ label, columns, rows = 8 }: { label: string; columns: number; rows?: number }) {
  return (
    <div className="skeleton-table" role="status" aria-live="polite">
      <span className="visually-hidden">Loading {label}…</span>
      <table aria-hidden="true" className="data-table">
        <thead>{barRow(columns, 'th')}</thead>
        <tbody>{Array.from({ length: rows }, (_, row) => barRow(columns, 'td', row))}</tbody>
      </table>
    </div>
  );
}

/** A skeleton row: a bar in each cell, a header's shorter. */
function barRow(columns: number, Cell: 'th' | 'td', key?: number) {
  return (
    <tr key={key}>
      {Array.from({ length: columns }, (_, column) => (
        <Cell key={column}>
          <span className={Cell === 'th' ? 'skeleton-bar skeleton-bar--short' : 'skeleton-bar'} />
        </Cell>
      ))}
    </tr>
  );
}

export function TextSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="skeleton-text" role="status" aria-live="polite">
      <span className="visually-hidden">Loading {label}…</span>
      {Array.from({ length: lines }, (_, line) => (
        <span
          key={line}
          aria-hidden="true"
          className={line === lines - 1 ? 'skeleton-bar skeleton-bar--short' : 'skeleton-bar'}
        />
      ))}
    </div>
  );
}
