import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';

import type { QuestionResult } from '@assessment-insights/contract';
import { DataTable } from '@/components/DataTable';
import { createDataColumnHelper } from '@/components/data-columns';
import { DateTime } from '@/components/DateTime';
import { CandidateResults } from '@/shared/explorer/CandidateResults';
import { nameOf, useAssessmentNames, useQuestionTitles } from '@/shared/explorer/api/names';
import { shortId } from '@/shared/explorer/table/short-id';
import { StatusScore } from '@/shared/explorer/table/StatusScore';
import {
  candidateAnswersFilter,
  candidateAnswersQueryOptions,
} from '@/features/question-results/api/get-question-results';

type AnswerRow = QuestionResult & { questionTitle: string; assessmentName: string };
const column = createDataColumnHelper<AnswerRow>();

/**
 * A pipeline candidate's answers (source pinned to `pipeline`), newest first: each one's score
 * beside that question's facility, which the app gives (`renderFacility`: the statistics stored
 * in this browser, no request), so a score reads against how hard the question is for everyone.
 */
export function CandidateAnswers({
  candidateId,
  candidateName,
  renderFacility,
}: {
  candidateId: string;
  candidateName: string;
  renderFacility?: (questionId: string) => ReactNode;
}) {
  const filter = candidateAnswersFilter(candidateId);
  const answers = useQuery(candidateAnswersQueryOptions(candidateId));
  const titles = useQuestionTitles();
  const assessments = useAssessmentNames();
  const columns = useMemo(() => answerColumns(renderFacility), [renderFacility]);
  const rows: AnswerRow[] = (answers.data?.data ?? []).map((answer) => ({
    ...answer,
    questionTitle: nameOf(titles.data, answer.question_id) ?? `Question ${shortId(answer.question_id)}`,
    assessmentName: nameOf(assessments.data, answer.assessment_id) ?? `Assessment ${shortId(answer.assessment_id)}`,
  }));

  return (
    <CandidateResults
      heading="Answers"
      list={answers}
      skeletonRows={5}
      empty={`${candidateName} has not answered any question in this pipeline yet.`}
      link={(text) => (
        <Link to="/results" search={filter}>
          {text} in Question results
        </Link>
      )}
    >
      {renderFacility && (
        <p className="muted">
          Facility: the question’s mean evaluated score over every candidate, from its statistics stored in this
          browser. “Not computed” links to the question, where they are computed.
        </p>
      )}
      <DataTable
        caption={`Answers of ${candidateName}, newest first`}
        columns={columns}
        data={rows}
        getRowId={(answer) => answer.id}
      />
    </CandidateResults>
  );
}

function answerColumns(renderFacility: ((questionId: string) => ReactNode) | undefined) {
  return column.columns([
    column.accessor('questionTitle', {
      header: 'Question',
      cell: (info) => (
        <Link to="/questions/$questionId" params={{ questionId: info.row.original.question_id }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('assessmentName', { header: 'Assessment' }),
    column.accessor('score', {
      header: 'Score',
      cell: (info) => <StatusScore value={info.getValue()} status={info.row.original.status} />,
    }),
    ...(renderFacility
      ? [
          column.display({
            id: 'facility',
            header: 'Question facility',
            cell: (info) => renderFacility(info.row.original.question_id),
          }),
        ]
      : []),
    column.accessor('created_at', { header: 'Answered', cell: (info) => <DateTime iso={info.getValue()} /> }),
  ]);
}
