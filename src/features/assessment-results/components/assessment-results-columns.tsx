import { Link } from '@tanstack/react-router';

import { SOURCE, type AssessmentResult, type AssessmentResultSortField } from '@/api/contract';
import { createDataColumnHelper } from '@/components/data-columns';
import { DateTime } from '@/components/DateTime';
import { formatCount } from '@/lib/format-number';
import { sourceLabel, statusLabel } from '@/shared/explorer/labels';
import { sourceParam } from '@/shared/explorer/results-search';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { AssessmentNameLink } from '@/shared/explorer/table/name-links';
import { Missing } from '@/shared/explorer/table/Score';
import { shortId } from '@/shared/explorer/table/short-id';
import { StatusScore } from '@/shared/explorer/table/StatusScore';

/** Column ids (stable: the column picker remembers them) with their headers. */
const LABELS = {
  assessment: 'Assessment',
  created_at: 'Created',
  source: 'Source',
  candidate: 'Candidate',
  status: 'Status',
  score: 'Score',
  graded: 'Graded answers',
  completed_at: 'Completed',
  answers: 'Answers',
} as const;

export const assessmentResultColumnLabels: Array<{ id: string; label: string }> = Object.entries(LABELS).map(
  ([id, label]) => ({ id, label }),
);

/** Column id → the API's sort field. */
export const assessmentResultColumnSortFields: Readonly<Record<string, AssessmentResultSortField>> = {
  created_at: 'created_at',
  completed_at: 'completed_at',
  score: 'score',
};

const column = createDataColumnHelper<AssessmentResult>();

// Module-level: the table needs stable columns. The assessment link comes first, so ↑/↓ move between rows.
export const assessmentResultColumns = column.columns([
  column.accessor('assessment_id', {
    id: 'assessment',
    header: LABELS.assessment,
    cell: (info) => <AssessmentNameLink assessmentId={info.getValue()} />,
  }),
  column.accessor('created_at', { header: LABELS.created_at, cell: (info) => <DateTime iso={info.getValue()} /> }),
  column.accessor('source', { header: LABELS.source, cell: (info) => sourceLabel(info.getValue()) }),
  column.accessor('candidate_id', {
    id: 'candidate',
    header: LABELS.candidate,
    cell: (info) => <CandidateCell source={info.row.original.source} candidateId={info.getValue()} />,
  }),
  column.accessor('status', { header: LABELS.status, cell: (info) => statusLabel(info.getValue()) }),
  // The mean of the run's graded answers (SPEC); the next column says how many it averages. A
  // pending run's mean covers only the answers graded so far: provisional.
  column.accessor('score', {
    header: LABELS.score,
    cell: (info) => {
      const run = info.row.original;
      return (
        <StatusScore
          value={info.getValue()}
          status={run.status}
          maxFractionDigits={1}
          provisionalNote={`${formatCount(run.graded_count)} of ${plural(run.answered_count, 'answer', 'answers')} graded`}
        />
      );
    },
  }),
  column.display({ id: 'graded', header: LABELS.graded, cell: (info) => gradedSummary(info.row.original) }),
  column.accessor('completed_at', {
    header: LABELS.completed_at,
    cell: (info) => {
      const iso = info.getValue();
      return iso === null ? <span className="muted">Not completed</span> : <DateTime iso={iso} />;
    },
  }),
  column.display({ id: 'answers', header: LABELS.answers, cell: (info) => <RunAnswersLink run={info.row.original} /> }),
]);

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "3 graded of 5 answered · 6 questions": what the score's mean is taken over. */
export function gradedSummary(
  run: Pick<AssessmentResult, 'graded_count' | 'answered_count' | 'question_count'>,
): string {
  return `${formatCount(run.graded_count)} graded of ${formatCount(run.answered_count)} answered · ${plural(run.question_count, 'question', 'questions')}`;
}

/**
 * The candidate's answers in the question results explorer. /question-results has no
 * assessment filter, so it lists all of this candidate's answers under the row's source (and
 * pipeline), not only this run's — the accessible name says whose answers they are.
 */
function RunAnswersLink({ run }: { run: AssessmentResult }) {
  const source = sourceParam.parse(run.source);
  // A source the explorer cannot filter by: the id alone would mix different people (docs/api-contract.md §6).
  if (source === undefined) return <Missing text="answers cannot be listed for this source" />;
  const who = source === SOURCE.standalone ? 'invitee' : 'candidate';
  const pipeline = run.pipeline_id === null ? {} : { pipeline_id: run.pipeline_id };
  return (
    <Link
      to="/results"
      search={{ candidate_id: run.candidate_id, source, ...pipeline }}
      aria-label={`See answers of ${who} ${shortId(run.candidate_id)}`}
    >
      See answers
    </Link>
  );
}
