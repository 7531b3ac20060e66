import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import type { Finding } from '@assessment-insights/statistics-engine';
import { stringifyCohort } from '@/features/statistics/compare-search';
import { countOf } from '@/features/statistics/charts/chart-text';
import { SEVERITY_LABEL, findingEvidenceText, findingSinceText, findingTitle, recentRunsText } from './finding-text';

/** A finding with the assessment it was found in. */
export interface PlacedFinding {
  finding: Finding;
  assessment: Assessment;
}

/** Shown at first; the rest behind "Show all". */
const FIRST_SHOWN = 12;

/**
 * What needs attention across the workspace, most severe first, then by how many recent
 * candidates it touches: each with where it is, its evidence and figure, since when, and a link
 * to the page section that shows it.
 */
export function FindingsList({ findings, complete }: { findings: readonly PlacedFinding[]; complete: boolean }) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? findings : findings.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby={headingId} className="overview-findings">
      <h2 id={headingId}>What needs attention</h2>
      {findings.length === 0 ? (
        <p>
          {complete
            ? 'Nothing stands out: no leak, grader alert, weak or unfair question, and no alpha under 0.70.'
            : 'Nothing found so far in the assessments read.'}
        </p>
      ) : (
        <ol className="finding-list">
          {shown.map((placed) => (
            <FindingItem key={findingKey(placed)} {...placed} />
          ))}
        </ol>
      )}
      {findings.length > FIRST_SHOWN && (
        <button type="button" className="button-link" onClick={() => setShowAll(!showAll)}>
          {showAll ? `Show the first ${FIRST_SHOWN}` : `Show all ${countOf(findings.length, 'finding')}`}
        </button>
      )}
    </section>
  );
}

const findingKey = ({ finding, assessment }: PlacedFinding) =>
  `${assessment.id} ${finding.questionId ?? ''} ${finding.evidence.kind}`;

function FindingItem({ finding, assessment }: PlacedFinding) {
  const question = assessment.questions.find(({ id }) => id === finding.questionId);
  const since = findingSinceText(finding);
  return (
    <li className={`finding finding--severity-${finding.severity}`}>
      <p className="finding-head">
        <span className="finding-severity">{SEVERITY_LABEL[finding.severity]}</span>{' '}
        <strong>{findingTitle(finding)}</strong> <span className="finding-where">in {assessment.name}</span>
        {question && (
          <span className="finding-where">
            {' › '}
            {question.position}. {question.title}
          </span>
        )}
        {since && <span className="muted"> · {since}</span>}
      </p>
      <p>
        {findingEvidenceText(finding)}{' '}
        <span className="muted">
          Touches {recentRunsText(finding)} · <FindingLink finding={finding} assessment={assessment} />
        </span>
      </p>
    </li>
  );
}

/** The page section that shows the finding (the ids of QuestionStatsView, GradingHealthView, ReviewFirst, AssessmentKeyFigures). */
function FindingLink({ finding, assessment }: PlacedFinding) {
  const { questionId, evidence } = finding;
  switch (evidence.kind) {
    case 'likely-leaked':
    case 'possibly-leaked':
    case 'answers-converging':
    case 'became-harder':
      return questionId ? (
        <Link to="/questions/$questionId" params={{ questionId }} hash="leak-watch">
          Open the leak watch
        </Link>
      ) : null;
    case 'check-grader':
      return questionId ? (
        <Link to="/questions/$questionId" params={{ questionId }} hash="grading-health">
          Open grading health
        </Link>
      ) : null;
    case 'unfair-to-group':
      return (
        <Link
          to="/compare"
          search={{
            assessment_id: assessment.id,
            a: stringifyCohort({ source: 'standalone' }),
            b: stringifyCohort({ source: 'pipeline' }),
          }}
        >
          Compare standalone and pipeline candidates
        </Link>
      );
    case 'low-alpha':
      return (
        <Link to="/assessments/$assessmentId" params={{ assessmentId: assessment.id }} hash="key-figures">
          Open the assessment’s figures
        </Link>
      );
    default:
      return (
        <Link to="/assessments/$assessmentId" params={{ assessmentId: assessment.id }} hash="review-first">
          Open questions to review first
        </Link>
      );
  }
}
