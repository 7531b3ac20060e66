import { useDeferredValue, useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { EmptyState } from '@/components/EmptyState';
import { nameOf, usePipelineNames } from '@/shared/explorer/api/names';
import { cohortLabel } from '@/features/statistics/cohort-label';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { AssessmentReportActions } from '@/features/statistics/report/AssessmentReportActions';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { useStatisticsJob } from '@/features/statistics/jobs/use-statistics-job';
import { statisticsFilter, type AssessmentStatisticsSearch } from '@/features/statistics/statistics-search';
import { AssessmentFindingsDetail, AssessmentOverview, changeLabelsOf } from './AssessmentFigures';
import { PassFailLine } from './PassFailLine';
import { StatisticsSection } from './StatisticsSection';

/**
 * The assessment's difficulty, the answer first: the key figures, the questions to review first and
 * the questions' table; then the charts, reliability and test length, the pass/fail line, grading
 * health, the leak watch and the flags, and the report.
 */
export function AssessmentDifficulty({
  assessment,
  search,
  onSearchChange,
}: {
  assessment: Assessment;
  search: AssessmentStatisticsSearch;
  onSearchChange: (change: Partial<AssessmentStatisticsSearch>) => void;
}) {
  const pipelineNames = usePipelineNames();
  const questions = useMemo(
    () => [...assessment.questions].sort((a, b) => a.position - b.position),
    [assessment.questions],
  );
  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const questionTypes = useMemo(
    () => Object.fromEntries(questions.map((question) => [question.id, question.type])),
    [questions],
  );
  const scope: StatisticsScope = {
    filter: statisticsFilter(search),
    assessment: { assessmentId: assessment.id, questionIds },
  };
  const { job, state } = useStatisticsJob(scope);
  const { figures, pending, updating, error } = useStatisticsFigures(job, state, {
    kind: 'assessment',
    assessmentId: assessment.id,
    questionIds,
    passMark: search.pass,
    questionTypes,
  });
  // The pass/fail line's figures lead the page (key figures) and follow the cut alone.
  const cut = search.cut ?? search.pass;
  const { figures: cutFigures } = useStatisticsFigures(job, state, {
    kind: 'cut',
    assessmentId: assessment.id,
    questionIds,
    cut,
  });
  const line = cutFigures?.line ?? null;
  // The overview's findings of these answers: the strip counts what the overview lists.
  const { figures: overview } = useStatisticsFigures(job, state, {
    kind: 'overview',
    assessmentId: assessment.id,
    questionIds,
    passMark: search.pass,
    questionTypes,
  });
  // The links carry the pass mark: they follow with the figures, in the deferred render.
  const figuresSearch = useDeferredValue(search);

  if (questions.length === 0) {
    return (
      <EmptyState title="This assessment has no questions">
        <p>
          The API lists no questions for it, so there is nothing to compute. Questions added in the web application
          appear here in their order.
        </p>
      </EmptyState>
    );
  }
  return (
    <StatisticsSection
      title="Difficulty of its questions"
      {...{ search, onSearchChange, job, state, scope, pending, updating, error }}
      what="this assessment’s answers"
    >
      <AssessmentOverview
        questions={questions}
        figures={figures}
        line={line}
        findings={overview?.findings ?? null}
        search={figuresSearch}
      />
      <PassFailLine
        assessmentId={assessment.id}
        line={line}
        cut={cut}
        onCutChange={(next) => onSearchChange({ cut: next })}
      />
      <AssessmentFindingsDetail
        assessmentId={assessment.id}
        questions={questions}
        figures={figures}
        search={figuresSearch}
      />
      {figures && state.kind === 'ready' && (
        <AssessmentReportActions
          assessment={assessment}
          stats={figures.stats}
          changeLabels={changeLabelsOf(figures.watch)}
          search={figuresSearch}
          computed={state.meta}
          filterSummary={`${cohortLabel(statisticsFilter(figuresSearch), (id) => nameOf(pipelineNames.data, id))}, pass mark ${figuresSearch.pass}`}
        />
      )}
    </StatisticsSection>
  );
}
