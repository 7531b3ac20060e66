import { Link, linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { DataTable, linkedNameCell } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { formatCount } from '@/lib/format-number';
import { questionTypeLabel } from '@/shared/question-type-label';

type AssessmentQuestion = Assessment['questions'][number];

const column = createDataColumnHelper<AssessmentQuestion>();

/** A question's page. */
const toQuestion = (questionId: string) => linkOptions({ to: '/questions/$questionId', params: { questionId } });

// Module-level: the table needs stable columns. Titles are untrusted text: rendered as text.
const columns = column.columns([
  column.accessor('position', {
    header: 'Position',
    cell: (info) => <span className="numeric">{formatCount(info.getValue())}</span>,
  }),
  column.accessor('title', { header: 'Question', cell: linkedNameCell(toQuestion) }),
  column.accessor('type', { header: 'Type', cell: (info) => questionTypeLabel(info.getValue()) }),
  column.display({
    id: 'difficulty',
    // A marked gap, not a made-up number: the statistics issue fills this column.
    header: () => (
      <>
        Difficulty <span className="column-note">— coming with the statistics issue</span>
      </>
    ),
    cell: () => (
      <span className="placeholder-cell">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">not available yet</span>
      </span>
    ),
  }),
  column.display({
    id: 'results',
    header: 'Results',
    cell: (info) => (
      <Link to="/results" search={{ question_id: info.row.original.id }}>
        Results <span className="visually-hidden">for question {formatCount(info.row.original.position)}</span>
      </Link>
    ),
  }),
]);

/** The assessment's questions in position order, whatever order the API sent them in. */
export function AssessmentQuestionsTable({ questions }: { questions: Assessment['questions'] }) {
  const inOrder = useMemo(() => [...questions].sort((a, b) => a.position - b.position), [questions]);
  return (
    <DataTable
      caption="Questions in position order"
      columns={columns}
      data={inOrder}
      getRowId={(question) => question.id}
    />
  );
}
