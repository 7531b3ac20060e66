import { formatCount } from '@/lib/format-number';
import { facilityBand, type QuestionFlag, type QuestionFigures } from '@assessment-insights/statistics-engine';
import { FACILITY_BAND_LABEL, FLAG_LABEL } from '@/features/statistics/words/bands';
import { formatFacility, formatPercent, formatPercentInterval } from '@/features/statistics/format';
import { LOW_CONFIDENCE_BELOW } from '@assessment-insights/statistics-engine/thresholds';

/**
 * The headline figures of a set of answers: facility with its band, success rate with its
 * interval, and every status counted (the ungraded ones beside the rest, never dropped).
 */
export function KeyFigures({ figures, flags }: { figures: QuestionFigures; flags?: readonly QuestionFlag[] }) {
  const { counts, facility, success, scores } = figures;
  return (
    <>
      <dl className="key-figures">
        <div>
          <dt>Facility</dt>
          <dd>
            {facility === null ? (
              '—'
            ) : (
              <>
                <strong>{formatFacility(facility)}</strong>{' '}
                <span className="muted">({FACILITY_BAND_LABEL[facilityBand(facility)]})</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Success rate at {formatCount(success.passMark)}</dt>
          <dd>
            {success.rate === null || success.interval === null ? (
              '—'
            ) : (
              <>
                <strong>{formatPercent(success.rate)}</strong>{' '}
                <span className="muted">(95% interval {formatPercentInterval(success.interval)})</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Answers</dt>
          <dd>
            <strong>{formatCount(counts.answers)}</strong>: {formatCount(counts.evaluated)} evaluated,{' '}
            {formatCount(counts.pending)} pending, {formatCount(counts.unableToGrade)} unable to grade
            {counts.unscored > 0 &&
              `, ${formatCount(counts.unscored)} evaluated without a score in 0–100 (left out of every figure)`}
            {counts.other > 0 && `, ${formatCount(counts.other)} with a status this app does not know`}
          </dd>
        </div>
        {scores.mean !== null && (
          <div>
            <dt>Scores</dt>
            <dd>
              median {formatFacility(scores.median ?? 0)}, SD {scores.sd === null ? '—' : formatFacility(scores.sd)},
              from {formatFacility(scores.min ?? 0)} to {formatFacility(scores.max ?? 0)}
            </dd>
          </div>
        )}
      </dl>
      {figures.lowConfidence && counts.evaluated > 0 && (
        <p className="low-confidence-note">
          <strong>Low confidence:</strong> only {formatCount(counts.evaluated)} evaluated answers (fewer than{' '}
          {formatCount(LOW_CONFIDENCE_BELOW)}); the figures can move a lot with a few more.
        </p>
      )}
      {flags && flags.length > 0 && (
        <p>
          Flags:{' '}
          {flags.map((flag) => (
            <span key={flag} className={`flag flag--${flag}`}>
              {FLAG_LABEL[flag]}
            </span>
          ))}
        </p>
      )}
    </>
  );
}
