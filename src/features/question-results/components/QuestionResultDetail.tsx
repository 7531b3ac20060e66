import type { ReactNode } from 'react';

import type { QuestionResult } from '@assessment-insights/contract';
import { DateTime } from '@/components/DateTime';
import { LazyJsonViewer } from '@/components/LazyJsonViewer';
import { displayTimeZone } from '@/lib/format-time';
import { sourceLabel, statusLabel } from '@/shared/explorer/labels';
import { nameOf, usePipelineNames } from '@/shared/explorer/api/names';
import { CandidateCell } from '@/shared/explorer/table/CandidateCell';
import { AssessmentNameLink, QuestionTitleLink } from '@/shared/explorer/table/name-links';
import { StatusScore } from '@/shared/explorer/table/StatusScore';

import '@/shared/explorer/detail/detail-panel.css';

/**
 * One answer in full, for the detail panel: every field, then the answer and its evaluation
 * details in JSON viewers (loaded with the first detail shown, text only, copyable), which start
 * afresh for each row.
 */
export function QuestionResultDetail({ row }: { row: QuestionResult }) {
  const pipelines = usePipelineNames();
  const pipelineName = row.pipeline_id === null ? undefined : nameOf(pipelines.data, row.pipeline_id);

  return (
    <>
      <dl className="detail-fields">
        <Field term="Status">{statusLabel(row.status)}</Field>
        <Field term="Score">
          <StatusScore value={row.score} status={row.status} />
        </Field>
        <Field term="Question">
          <QuestionTitleLink questionId={row.question_id} />
        </Field>
        <Field term="Assessment">
          <AssessmentNameLink assessmentId={row.assessment_id} />
        </Field>
        <Field term="Source">{sourceLabel(row.source)}</Field>
        <Field term="Candidate">
          <CandidateCell source={row.source} candidateId={row.candidate_id} /> <Id value={row.candidate_id} />
        </Field>
        <Field term="Pipeline">
          {row.pipeline_id === null ? (
            'None'
          ) : (
            <>
              {pipelineName !== undefined && <>{pipelineName} </>}
              <Id value={row.pipeline_id} />
            </>
          )}
        </Field>
        <Field term="Created">
          <ZonedDateTime iso={row.created_at} />
        </Field>
        <Field term="Evaluated">
          {row.evaluated_at === null ? 'Not evaluated' : <ZonedDateTime iso={row.evaluated_at} />}
        </Field>
        <Field term="Answer id">
          <Id value={row.id} />
        </Field>
        <Field term="Question id">
          <Id value={row.question_id} />
        </Field>
        <Field term="Assessment id">
          <Id value={row.assessment_id} />
        </Field>
      </dl>
      <LazyJsonViewer key={`answer-${row.id}`} label="Answer" value={row.answer} />
      <LazyJsonViewer key={`details-${row.id}`} label="Evaluation details" value={row.evaluation_details} />
    </>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Id({ value }: { value: string }) {
  return <span className="detail-id">{value}</span>;
}

function ZonedDateTime({ iso }: { iso: string }) {
  return (
    <>
      <DateTime iso={iso} /> <span className="muted">({displayTimeZone()})</span>
    </>
  );
}
