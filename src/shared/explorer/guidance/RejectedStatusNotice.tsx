import { useId, type ReactNode } from 'react';

import { CopyButton } from '@/components/CopyButton';
import { statusLabel } from '@/shared/explorer/labels';

import '@/components/ErrorPanel.css';
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

/** Says in plain words which status was dropped and what the list shows now. */
export function RejectedStatusNotice({ notice, onDismiss }: { notice: RejectedStatusNotice; onDismiss: () => void }) {
  return (
    <GuidanceNotice
      title="Status filter corrected"
      text={rejectedStatusSentence(notice)}
      details={
        <dl className="error-panel-details">
          <dt>The API said</dt>
          <dd>{notice.message || 'nothing more'}</dd>
          <dt>Request id</dt>
          <dd>{notice.requestId ? <code>{notice.requestId}</code> : 'none'}</dd>
        </dl>
      }
      actions={
        <>
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
        </>
      }
    />
  );
}

/**
 * A notice in the explorer: what it did for the user, or could not do. Text only. As in
 * ErrorPanel, only the heading and the sentence are the live region; the details and the buttons
 * (a copy button's own feedback) stay outside it, so nothing is read twice.
 */
export function GuidanceNotice({
  title,
  text,
  details,
  actions,
}: {
  title: string;
  text: string;
  details?: ReactNode;
  actions: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="guidance-notice">
      <div role="status">
        <h2 id={headingId} className="guidance-notice-title">
          {title}
        </h2>
        <p className="guidance-text">{text}</p>
      </div>
      {details}
      <div className="actions guidance-actions">{actions}</div>
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
