import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { ErrorPanel } from '@/components/ErrorPanel';
import { TextSkeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { nameOf, usePipelineNames } from '@/shared/explorer/api/names';
import '@/shared/explorer/filters/filters.css';
import { cohortLabel, sameCohort } from '@/features/statistics/cohort-label';
import {
  parseCohort,
  stringifyCohort,
  type CompareSearch,
  type OnCompareSearchChange,
} from '@/features/statistics/compare-search';
import { AssessmentPicker, CohortFilters } from './CohortFilters';
import { Comparison, type Groups } from './CohortComparison';
import { PassMarkControl } from './PassMarkControl';

import './compare.css';

/** The assessment in the URL, as the app layer fetched it (features do not import each other). */
export type ComparedAssessment =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'not-found'; id: string; error: unknown }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'ready'; assessment: Assessment };

/**
 * Two groups of candidates side by side: per question of one assessment, the
 * difference in success rate and in facility, corrected for testing every question at once.
 * One assessment, because its scope reads only its questions' answers: comparing the whole
 * workspace would read every answer twice.
 */
export function CohortComparisonPage({
  search,
  onSearchChange,
  assessment,
}: {
  search: CompareSearch;
  onSearchChange: OnCompareSearchChange;
  assessment: ComparedAssessment;
}) {
  const a = useMemo(() => parseCohort(search.a), [search.a]);
  const b = useMemo(() => parseCohort(search.b), [search.b]);
  const pipelineNames = usePipelineNames();
  const pipelineName = (id: string) => nameOf(pipelineNames.data, id);
  const labelA = cohortLabel(a, pipelineName);
  const labelB = cohortLabel(b, pipelineName);
  const name = assessment.kind === 'ready' ? assessment.assessment.name : undefined;
  useDocumentTitle(name === undefined ? 'Compare two groups' : `Compare two groups · ${name}`);

  return (
    <section aria-labelledby="page-heading" className="compare-page">
      <h1 id="page-heading">Compare two groups</h1>
      <p>
        Each question of an assessment, answered by group A and by group B: how much more often one group passes it, and
        how much higher it scores, with a correction for testing every question at once.
      </p>
      <section className="results-filters compare-filters" aria-label="What to compare">
        <AssessmentPicker
          value={search.assessment_id}
          currentName={name}
          onChange={(assessmentId) => onSearchChange({ assessment_id: assessmentId })}
        />
        <div className="compare-groups">
          <CohortFilters
            group="A"
            label={labelA}
            filter={a}
            onChange={(f) => onSearchChange({ a: stringifyCohort(f) })}
          />
          <CohortFilters
            group="B"
            label={labelB}
            filter={b}
            onChange={(f) => onSearchChange({ b: stringifyCohort(f) })}
          />
        </div>
        <div className="results-filters-grid">
          <PassMarkControl value={search.pass} onChange={(pass) => onSearchChange({ pass })} />
        </div>
      </section>
      <ComparisonBody assessment={assessment} a={a} b={b} labelA={labelA} labelB={labelB} passMark={search.pass} />
    </section>
  );
}

function ComparisonBody({ assessment, ...groups }: Groups & { assessment: ComparedAssessment }) {
  switch (assessment.kind) {
    case 'none':
      return <p className="statistics-note">Choose an assessment above: its questions are compared one by one.</p>;
    case 'loading':
      return <TextSkeleton label="the assessment" lines={3} />;
    case 'not-found':
      return (
        <section className="not-found-panel" aria-labelledby="compare-not-found">
          <h2 id="compare-not-found">Assessment not found</h2>
          <p>
            There is no assessment with the id <code>{assessment.id}</code> in this workspace. It may have been deleted,
            or the link may be mistyped: choose another above, or <Link to="/assessments">see all assessments</Link>.
          </p>
          {isApiError(assessment.error) && assessment.error.requestId && (
            <p className="not-found-request-id">
              Request id: <code>{assessment.error.requestId}</code>
            </p>
          )}
        </section>
      );
    case 'error':
      return (
        <ErrorPanel error={assessment.error} title="This assessment could not be loaded" onRetry={assessment.retry} />
      );
    case 'ready':
      if (assessment.assessment.questions.length === 0) {
        return (
          <EmptyState title="This assessment has no questions">
            <p>The API lists no questions for it, so there is nothing to compare.</p>
          </EmptyState>
        );
      }
      // The same filter twice would read the same answers twice and find no difference by construction.
      if (sameCohort(groups.a, groups.b)) {
        return (
          <p className="statistics-note" role="status">
            Both groups have the same filter: change group A or group B to compare two different groups.
          </p>
        );
      }
      return <Comparison key={assessment.assessment.id} assessment={assessment.assessment} {...groups} />;
  }
}
