import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';
import type { CohortFilter } from '@/features/statistics/compare-search';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { FiguresStatus } from './FiguresStatus';
import { GroupJobStatus } from './GroupJobStatus';

// Drawn after the comparison arrives: its code loads then, not before the page's first data.
// The comparison's table and its sentences load with the figures they show, not with the page.
const LazyCohortComparisonTable = lazy(() =>
  import('./CohortComparisonTable').then((module) => ({ default: module.CohortComparisonTable })),
);
const LazyFairComparison = lazy(() =>
  import('./FairComparison').then((module) => ({ default: module.FairComparison })),
);

/** The two groups compared, as the URL has them, and the pass mark. */
export interface Groups {
  a: CohortFilter;
  b: CohortFilter;
  labelA: string;
  labelB: string;
  passMark: number;
}

/**
 * Each group is a scope of its own (its filter on the assessment's questions), so each has its
 * own job: progress, Cancel and Resume per group, and a ledger stored and reused like any
 * other page's. The comparison appears when both are ready.
 */
export function Comparison({ assessment, a, b, labelA, labelB, passMark }: Groups & { assessment: Assessment }) {
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
