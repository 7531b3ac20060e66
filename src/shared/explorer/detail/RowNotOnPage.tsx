import { GuidanceNotice } from '@/shared/explorer/guidance/RejectedStatusNotice';

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
  return (
    <GuidanceNotice
      title={`That ${rowNoun} is not on this page`}
      text={
        `The address names one ${rowNoun} by its ID, and this page of the list does not hold it: the link may have ` +
        `been made on another page or with other filters, or the list has changed since. The API has no way to ` +
        `fetch one ${rowNoun} by its ID.`
      }
      actions={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    />
  );
}
