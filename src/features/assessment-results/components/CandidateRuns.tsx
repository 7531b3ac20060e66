import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { AssessmentResult } from '@assessment-insights/contract';
import { DataTable } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { DateTime } from '@/components/DateTime';
import { CandidateResults } from '@/shared/explorer/CandidateResults';
import { nameOf, useAssessmentNames } from '@/shared/explorer/api/names';
import { shortId } from '@/shared/explorer/table/short-id';
import { StatusScore } from '@/shared/explorer/table/StatusScore';
import { formatCount } from '@/lib/format-number';
import {
  candidateRunsFilter,
  candidateRunsQueryOptions,
} from '@/features/assessment-results/api/get-assessment-results';

const column = createDataColumnHelper<AssessmentResult & { assessmentName: string }>();
// Module-level: the table needs stable columns. Names are untrusted text: rendered as text.
const columns = column.columns([
  column.accessor('assessmentName', {
    header: 'Assessment',
    cell: (info) => (
      <Link to="/assessments/$assessmentId" params={{ assessmentId: info.row.original.assessment_id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('score', {
    header: 'Score',
    cell: (info) => (
      <StatusScore
        value={info.getValue()}
        status={info.row.original.status}
        provisionalNote={`${formatCount(info.row.original.graded_count)} of ${formatCount(info.row.original.question_count)} answers graded`}
      />
    ),
  }),
  column.display({
    id: 'answered',
    header: 'Answered',
    cell: (info) =>
      `${formatCount(info.row.original.answered_count)} of ${formatCount(info.row.original.question_count)}`,
  }),
  column.accessor('created_at', { header: 'Started', cell: (info) => <DateTime iso={info.getValue()} /> }),
  column.accessor('completed_at', {
    header: 'Completed',
    cell: (info) => {
      const completed = info.getValue();
      return completed ? <DateTime iso={completed} /> : <span className="muted">not yet</span>;
    },
  }),
]);

/**
 * A pipeline candidate's assessment runs (source pinned to `pipeline`: the same id under
 * standalone rows is someone else), newest first, with a link to all of them in the explorer.
 */
export function CandidateRuns({ candidateId, candidateName }: { candidateId: string; candidateName: string }) {
  const filter = candidateRunsFilter(candidateId);
  const runs = useQuery(candidateRunsQueryOptions(candidateId));
  const names = useAssessmentNames();
  const rows = (runs.data?.data ?? []).map((run) => ({
    ...run,
    assessmentName: nameOf(names.data, run.assessment_id) ?? `Assessment ${shortId(run.assessment_id)}`,
  }));

  return (
    <CandidateResults
      heading="Assessment runs"
      list={runs}
      skeletonRows={3}
      empty={`${candidateName} has no assessment runs in this pipeline yet.`}
      link={(text) => (
        <Link to="/assessment-results" search={filter}>
          {text} in Assessment results
        </Link>
      )}
    >
      <DataTable
        caption={`Assessment runs of ${candidateName}, newest first`}
        columns={columns}
        data={rows}
        getRowId={(run) => run.id}
      />
    </CandidateResults>
  );
}
