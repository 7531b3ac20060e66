import { ANSWER_STATUS } from '@assessment-insights/contract';
import { statusLabel } from '@/shared/explorer/labels';
import { Missing, Score, formatScore } from './Score';

import './status-score.css';

/** Statuses whose score is not final: answers still to grade, or grading that failed. */
const NOT_FINAL: ReadonlySet<string> = new Set([ANSWER_STATUS.pending, ANSWER_STATUS.unable_to_grade]);

interface StatusScoreProps {
  value: number | null;
  /** The row's status (an answer's, or a run's derived from its answers). */
  status: string;
  maxFractionDigits?: number;
  /** Why a score is provisional, e.g. "3 of 5 answers graded"; the status by default. */
  provisionalNote?: string;
}

/**
 * A score that says whether it is final. A pending or unable-to-grade row's score is
 * provisional: muted and italic, and "(provisional)" in words (never colour alone), the reason
 * in the accessible text and the tooltip. Without a score such a row says why: "— pending".
 */
export function StatusScore({ value, status, maxFractionDigits, provisionalNote }: StatusScoreProps) {
  const final = !NOT_FINAL.has(status);
  const statusText = statusLabel(status).toLowerCase();
  if (value === null) {
    if (final) return <Missing text="not graded" />;
    return (
      <span className="missing-value">
        <span aria-hidden="true">—</span> {statusText}
      </span>
    );
  }
  if (final) return <Score value={value} maxFractionDigits={maxFractionDigits} />;
  const note = provisionalNote ?? statusText;
  return (
    <span className="provisional-score" title={`Provisional: ${note}`}>
      <span className="score">{formatScore(value, maxFractionDigits)}</span>{' '}
      <span className="provisional-marker">
        (provisional<span className="visually-hidden">: {note}</span>)
      </span>
    </span>
  );
}
