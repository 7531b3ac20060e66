import { useId } from 'react';

import '@/shared/explorer/guidance/guidance.css';

interface RowNotOnPageProps {
  /** Singular noun for a row, e.g. "answer". */
  rowNoun: string;
  onClose: () => void;
}

/**
 * The URL names a row (`row`) that the page shown does not hold: a link made on another page,
 * or a list that changed since. The API cannot fetch one row by its id, so nothing more is
 * asked; the notice says so and closes like the panel would.
 */
export function RowNotOnPage({ rowNoun, onClose }: RowNotOnPageProps) {
  const headingId = useId();
  return (
    <section className="guidance-notice" aria-labelledby={headingId}>
      <div role="status">
        <h2 id={headingId} className="guidance-notice-title">
          That {rowNoun} is not on this page
        </h2>
        <p className="guidance-text">
          The address names one {rowNoun} by its ID, and this page of the list does not hold it: the link may have been
          made on another page or with other filters, or the list has changed since. The API has no way to fetch one{' '}
          {rowNoun} by its ID.
        </p>
      </div>
      <div className="actions guidance-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
