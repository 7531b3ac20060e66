import type { QuestionResult, QuestionResultSortField } from '@/api/contract';
import { createDataColumnHelper } from '@/components/data-columns';
import { DateTime } from '@/components/DateTime';
import { formatDateTime } from '@/lib/format-time';
import { sourceLabel, statusLabel } from '@/shared/explorer/labels';
import { AnswerPreview } from '@/shared/explorer/table/AnswerPreview';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { QuestionTitleLink } from '@/shared/explorer/table/name-links';
import { OpenRowButton } from '@/shared/explorer/table/row-actions';
import { Missing } from '@/shared/explorer/table/Score';
import { StatusScore } from '@/shared/explorer/table/StatusScore';

/** Column ids (stable: the column picker remembers them) with their headers. */
const LABELS = {
  created_at: 'Created',
  source: 'Source',
  question: 'Question',
  candidate: 'Candidate',
  status: 'Status',
  score: 'Score',
  evaluated_at: 'Evaluated',
  answer: 'Answer',
} as const;

export const questionResultColumnLabels: Array<{ id: string; label: string }> = Object.entries(LABELS).map(
  ([id, label]) => ({ id, label }),
);

/** Column id → the API's sort field. */
export const questionResultColumnSortFields: Readonly<Record<string, QuestionResultSortField>> = {
  created_at: 'created_at',
  score: 'score',
  evaluated_at: 'evaluated_at',
};

const column = createDataColumnHelper<QuestionResult>();

// Module-level: the table needs stable columns. The first cell opens the row's detail (↑/↓ move between them).
export const questionResultColumns = column.columns([
  column.accessor('created_at', {
    header: LABELS.created_at,
    cell: (info) => (
      <OpenRowButton rowId={info.row.original.id} label={`Open answer created ${formatDateTime(info.getValue())}`}>
        <DateTime iso={info.getValue()} />
      </OpenRowButton>
    ),
  }),
  column.accessor('source', { header: LABELS.source, cell: (info) => sourceLabel(info.getValue()) }),
  column.accessor('question_id', {
    id: 'question',
    header: LABELS.question,
    cell: (info) => <QuestionTitleLink questionId={info.getValue()} />,
  }),
  column.accessor('candidate_id', {
    id: 'candidate',
    header: LABELS.candidate,
    cell: (info) => <CandidateCell source={info.row.original.source} candidateId={info.getValue()} />,
  }),
  column.accessor('status', { header: LABELS.status, cell: (info) => statusLabel(info.getValue()) }),
  column.accessor('score', {
    header: LABELS.score,
    cell: (info) => <StatusScore value={info.getValue()} status={info.row.original.status} />,
  }),
  column.accessor('evaluated_at', {
    header: LABELS.evaluated_at,
    cell: (info) => {
      const iso = info.getValue();
      return iso === null ? <Missing text="not evaluated" /> : <DateTime iso={iso} />;
    },
  }),
  column.accessor('answer', { header: LABELS.answer, cell: (info) => <AnswerPreview value={info.getValue()} /> }),
]);
