import { Link } from '@tanstack/react-router';

import { SOURCE, type AssessmentResult, type AssessmentResultSortField } from '@assessment-insights/contract';
import { DateTime } from '@/components/DateTime';
import { formatCount } from '@/lib/format-number';
import { sourceLabel, statusLabel } from '@/shared/explorer/labels';
import type { ColumnIdOf, CsvField, ListCells, ListEntries } from '@/shared/explorer/list-columns';
import { sourceParam } from '@/shared/explorer/results-search';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { AssessmentNameLink } from '@/shared/explorer/table/name-links';
import { Missing } from '@/shared/explorer/table/Score';
import { shortId } from '@/shared/explorer/table/short-id';
import { StatusScore } from '@/shared/explorer/table/StatusScore';

const assessmentName: CsvField<AssessmentResult> = {
  header: 'assessment_name',
  nameList: 'assessments',
  idField: 'assessment_id',
};

/**
 * The assessment results' columns and CSV: every field of a run under the API's names, the
 * assessment's name beside its id (from the catalog's name list).
 */
export const assessmentResultListColumns = [
  // First in the table, as a link, so ↑/↓ move between rows; in the file after the source.
  { id: 'assessment', label: 'Assessment' },
  { csv: ['id'] },
  { id: 'created_at', label: 'Created', sortBy: 'created_at', csv: ['created_at'] },
  { id: 'source', label: 'Source', csv: ['source'] },
  { csv: ['assessment_id', assessmentName, 'pipeline_id'] },
  { id: 'candidate', label: 'Candidate', csv: ['candidate_id'] },
  { id: 'status', label: 'Status', csv: ['status'] },
  { id: 'score', label: 'Score', sortBy: 'score', csv: ['score'] },
  { id: 'graded', label: 'Graded answers', csv: ['graded_count', 'answered_count', 'question_count'] },
  { id: 'completed_at', label: 'Completed', sortBy: 'completed_at', csv: ['completed_at'] },
  { id: 'answers', label: 'Answers' },
] as const satisfies ListEntries<AssessmentResult, AssessmentResultSortField>;

/** The assessment results' cells, by column. */
export const assessmentResultCells = {
  assessment: (run) => <AssessmentNameLink assessmentId={run.assessment_id} />,
  created_at: (run) => <DateTime iso={run.created_at} />,
  source: (run) => sourceLabel(run.source),
  candidate: (run) => <CandidateCell source={run.source} candidateId={run.candidate_id} />,
  status: (run) => statusLabel(run.status),
  // The mean of the run's graded answers (SPEC); the next column says how many it averages. A
  // pending run's mean covers only the answers graded so far: provisional.
  score: (run) => (
    <StatusScore
      value={run.score}
      status={run.status}
      maxFractionDigits={1}
      provisionalNote={`${formatCount(run.graded_count)} of ${plural(run.answered_count, 'answer', 'answers')} graded`}
    />
  ),
  graded: (run) => gradedSummary(run),
  completed_at: (run) =>
    run.completed_at === null ? <span className="muted">Not completed</span> : <DateTime iso={run.completed_at} />,
  answers: (run) => <RunAnswersLink run={run} />,
} satisfies ListCells<AssessmentResult, ColumnIdOf<typeof assessmentResultListColumns>>;

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
