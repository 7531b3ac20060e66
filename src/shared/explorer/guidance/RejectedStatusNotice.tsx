import { useId } from 'react';

import { CopyButton } from '@/components/CopyButton';
import { statusLabel } from '@/shared/explorer/labels';

import './guidance.css';

/** What the explorer removed from the status filter after the API refused it, and why. */
export interface RejectedStatusNotice {
  /** The values the API refused, removed from the URL. */
  rejected: string[];
  /** The values left in the filter; empty means every status is shown. */
  kept: string[];
  /** The API's own message, as it came. */
  message: string;
  requestId: string | null;
}

interface RejectedStatusNoticeProps {
  notice: RejectedStatusNotice;
  onDismiss: () => void;
}

/**
 * Says in plain words which status was dropped and what the list shows now. Text only. As in
 * ErrorPanel, only the heading and the sentence are the live region; the copy button's own
 * feedback stays outside it, so nothing is read twice.
 */
export function RejectedStatusNotice({ notice, onDismiss }: RejectedStatusNoticeProps) {
  const headingId = useId();
  return (
    <section className="guidance-notice" aria-labelledby={headingId}>
      <div role="status">
        <h2 id={headingId} className="guidance-notice-title">
          Status filter corrected
        </h2>
        <p className="guidance-text">{rejectedStatusSentence(notice)}</p>
      </div>
      <dl className="guidance-details">
        <dt>The API said</dt>
        <dd>{notice.message || 'nothing more'}</dd>
        <dt>Request id</dt>
        <dd>{notice.requestId ? <code>{notice.requestId}</code> : 'none'}</dd>
      </dl>
      <div className="actions guidance-actions">
        {notice.requestId && (
          <CopyButton
            key={notice.requestId}
            text={notice.requestId}
            label="Copy request id"
            fallbackLabel="Request id"
          />
        )}
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}

/** “The API does not accept status “bogus”, so it was removed from the filter. Showing: Evaluated.” */
export function rejectedStatusSentence({ rejected, kept }: Pick<RejectedStatusNotice, 'rejected' | 'kept'>): string {
  const quoted = listInWords(rejected.map((value) => `“${value}”`));
  const removed = rejected.length === 1 ? `status ${quoted}, so it was` : `statuses ${quoted}, so they were`;
  const showing = kept.length === 0 ? 'Showing all statuses.' : `Showing: ${listInWords(kept.map(statusLabel))}.`;
  return `The API does not accept ${removed} removed from the filter. ${showing}`;
}

/** "a", "a and b", "a, b and c". */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
