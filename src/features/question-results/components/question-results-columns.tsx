import type { QuestionResult } from '@assessment-insights/contract';
import { DateTime } from '@/components/DateTime';
import { formatDateTime } from '@/lib/format-time';
import { sourceLabel, statusLabel } from '@/shared/explorer/labels';
import type { ColumnIdOf, ListCells } from '@/shared/explorer/list-columns';
import { AnswerPreview } from '@/shared/explorer/table/AnswerPreview';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { QuestionTitleLink } from '@/shared/explorer/table/name-links';
import { OpenRowButton } from '@/shared/explorer/table/row-actions';
import { Missing } from '@/shared/explorer/table/Score';
import { StatusScore } from '@/shared/explorer/table/StatusScore';
import type { questionResultListColumns } from '@/features/question-results/question-results-list-columns';

/** The question results' cells, by column. The first opens the row's detail (↑/↓ move between them). */
export const questionResultCells = {
  created_at: (row) => (
    <OpenRowButton rowId={row.id} label={`Open answer created ${formatDateTime(row.created_at)}`}>
      <DateTime iso={row.created_at} />
    </OpenRowButton>
  ),
  source: (row) => sourceLabel(row.source),
  question: (row) => <QuestionTitleLink questionId={row.question_id} />,
  candidate: (row) => <CandidateCell source={row.source} candidateId={row.candidate_id} />,
  status: (row) => statusLabel(row.status),
  score: (row) => <StatusScore value={row.score} status={row.status} />,
  evaluated_at: (row) =>
    row.evaluated_at === null ? <Missing text="not evaluated" /> : <DateTime iso={row.evaluated_at} />,
  answer: (row) => <AnswerPreview value={row.answer} />,
} satisfies ListCells<QuestionResult, ColumnIdOf<typeof questionResultListColumns>>;
