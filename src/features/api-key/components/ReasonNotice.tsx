import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

import { describeArrivalReason } from './key-error-text';

import './api-key.css';

interface ReasonNoticeProps {
  /** The error code that sent the user here (already validated as a code). */
  reason: string;
  /** A same-app path (validated by the route) to return to. */
  redirect?: string;
  serverSuppliesKey: boolean;
}

/** Says why the user landed on the key page, and offers the way back. */
export function ReasonNotice({ reason, redirect, serverSuppliesKey }: ReasonNoticeProps) {
  const navigate = useNavigate();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and new-window clicks; a plain click stays in the app.
    if (!redirect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href: redirect });
  };

  return (
    <div className="reason-notice" role="alert">
      <p>{describeArrivalReason(reason, serverSuppliesKey)}</p>
      {redirect && (
        <p>
          <a href={redirect} onClick={goBack}>
            Back to where you were
          </a>
        </p>
      )}
    </div>
  );
}
