import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';

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
  type CohortFilter,
  type CompareSearch,
  type OnCompareSearchChange,
} from '@/features/statistics/compare-search';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { AssessmentPicker, CohortFilters } from './CohortFilters';
import { FiguresStatus } from './FiguresStatus';
import { GroupJobStatus } from './GroupJobStatus';
import { PassMarkControl } from './StatisticsFilters';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';

import './compare.css';

// Drawn after the comparison arrives: its code loads then, not before the page's first data.
// The comparison's table and its sentences load with the figures they show, not with the page.
const LazyCohortComparisonTable = lazy(() =>
  import('./CohortComparisonTable').then((module) => ({ default: module.CohortComparisonTable })),
);
const LazyFairComparison = lazy(() =>
  import('./FairComparison').then((module) => ({ default: module.FairComparison })),
);

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

interface Groups {
  a: CohortFilter;
  b: CohortFilter;
  labelA: string;
  labelB: string;
  passMark: number;
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

/**
 * Each group is a scope of its own (its filter on the assessment's questions), so each has its
 * own job: progress, Cancel and Resume per group, and a ledger stored and reused like any
 * other page's. The comparison appears when both are ready.
 */
function Comparison({ assessment, a, b, labelA, labelB, passMark }: Groups & { assessment: Assessment }) {
  const questions = useMemo(
    () => [...assessment.questions].sort((x, y) => x.position - y.position),
    [assessment.questions],
  );
  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const scopeOf = (filter: CohortFilter): StatisticsScope => ({
    filter,
    assessment: { assessmentId: assessment.id, questionIds },
  });
  const scopeA = scopeOf(a);
  const scopeB = scopeOf(b);
  const jobA = useStatisticsJob(scopeA);
  const jobB = useStatisticsJob(scopeB);
  const titles = useMemo(() => new Map(questions.map((question) => [question.id, question])), [questions]);
  // Group B's ledger is read where it is kept: its job key names it, its version dates it.
  const versionB = jobB.state.kind === 'ready' ? jobB.state.version : null;
  const { figures, pending, error } = useStatisticsFigures(
    versionB === null ? null : jobA.job,
    jobA.state,
    {
      kind: 'compare',
      other: jobB.job?.key ?? '',
      assessmentId: assessment.id,
      questionIds,
      passMark,
    },
    versionB,
  );
  const comparison = figures?.comparison ?? null;
  const names: GroupNames = {
    // Sentences name the groups by letter as well, so they read against the table's columns.
    a: `group A (${lowerFirst(labelA)})`,
    b: `group B (${lowerFirst(labelB)})`,
    titleOf: (id) => titles.get(id)?.title ?? id,
  };

  const labelOf = (id: string) => {
    const question = titles.get(id);
    return question ? `${question.position}. ${question.title}` : `Question ${id.slice(0, 8)}`;
  };
  const questionLink = (questionId: string, text: string) => (
    <Link
      to="/questions/$questionId"
      params={{ questionId }}
      search={passMark === DEFAULT_PASS_MARK ? {} : { pass: passMark }}
    >
      {text}
    </Link>
  );

  return (
    <div className="statistics-section compare-results">
      <div className="compare-jobs">
        <GroupJobStatus group="A" label={labelA} scope={scopeA} {...jobA} />
        <GroupJobStatus group="B" label={labelB} scope={scopeB} {...jobB} />
      </div>
      <FiguresStatus pending={pending} error={error} />
      {comparison && figures ? (
        <Suspense
          fallback={
            <p className="muted" data-lazy-fallback="">
              Comparing the groups…
            </p>
          }
        >
          <LazyCohortComparisonTable
            comparison={comparison}
            names={names}
            labelOf={labelOf}
            questionLink={questionLink}
          />
          <Suspense
            fallback={
              <p className="muted" data-lazy-fallback="">
                Checking each question at equal ability…
              </p>
            }
          >
            <LazyFairComparison dif={figures.dif} names={names} labelOf={labelOf} questionLink={questionLink} />
          </Suspense>
        </Suspense>
      ) : (
        <p className="muted">The comparison appears once the answers of both groups are read.</p>
      )}
    </div>
  );
}

/** "Pipeline “X”" reads "pipeline “X”" inside a sentence. */
function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
