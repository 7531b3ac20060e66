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
        <thead>
          <tr>
            {Array.from({ length: columns }, (_, column) => (
              <th key={column}>
                <span className="skeleton-bar skeleton-bar--short" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <span className="skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
