import { Link } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';

import { SOURCE } from '@assessment-insights/contract';
import { shortId } from './short-id';

import './table.css';

export const INVITEE_EXPLANATION =
  'A standalone invitee: no endpoint returns them, and the same id under pipeline rows can be another person.';

interface CandidateCellProps {
  source: string;
  candidateId: string;
}

/**
 * A row's candidate. `candidate_id` means a different record per source (docs/api-contract.md §6): a
 * pipeline candidate, which has a page, or a standalone invitee, which no endpoint returns and
 * whose id may belong to someone else under pipeline rows — so only pipeline rows link.
 */
export function CandidateCell({ source, candidateId }: CandidateCellProps) {
  if (source === SOURCE.pipeline) {
    return (
      <Link
        to="/candidates/$candidateId"
        params={{ candidateId }}
        aria-label={`Candidate ${candidateId}`}
        title={candidateId}
      >
        {shortId(candidateId)}
      </Link>
    );
  }
  if (source === SOURCE.standalone) return <InviteeId candidateId={candidateId} />;
  return <span className="candidate-id">{candidateId}</span>;
}

/**
 * "Invitee 1a2b3c4d…", not linked, with a tooltip saying why. The tooltip shows on hover and on
 * keyboard focus, stays while the pointer is over it, closes with Escape, and is the id's
 * accessible description (read even while hidden).
 */
function InviteeId({ candidateId }: { candidateId: string }) {
  const tipId = useId();
  const [tipShown, setTipShown] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape' || !tipShown) return;
    // Only the tooltip closes, not a panel around it.
    event.stopPropagation();
    setTipShown(false);
  };

  return (
    <span className="invitee" onMouseEnter={() => setTipShown(true)} onMouseLeave={() => setTipShown(false)}>
      <span
        className="invitee-id"
        tabIndex={0}
        aria-describedby={tipId}
        onFocus={() => setTipShown(true)}
        onBlur={() => setTipShown(false)}
        onKeyDown={onKeyDown}
      >
        Invitee {shortId(candidateId)}
      </span>
      <span role="tooltip" id={tipId} className="invitee-tip" hidden={!tipShown}>
        {INVITEE_EXPLANATION} Invitee id: {candidateId}
      </span>
    </span>
  );
}
