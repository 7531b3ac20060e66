import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { scopeStorageKey, type FiguresRequest, type StatisticsScope } from '@assessment-insights/statistics-engine';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';
import { useStatisticsEnvironment } from '@/features/statistics/statistics-environment';
import { useStatisticsJobs } from '@/features/statistics/jobs/statistics-jobs';
import { figuresQueryKey } from '@/features/statistics/jobs/use-statistics-figures';
import { CHECKING, createOverviewRun, type OverviewRun, type OverviewRunState } from './overview-run';

const noop = () => undefined;
const idle = () => noop;

/** An assessment's page scope with no filter: the overview reads, and opens, the same ledger. */
export function overviewScope(assessment: Assessment): StatisticsScope {
  return { filter: {}, assessment: { assessmentId: assessment.id, questionIds: questionIdsOf(assessment) } };
}

/** The overview's figures of an assessment: at the default pass mark, its catalog's question types. */
export function overviewRequest(assessment: Assessment): Extract<FiguresRequest, { kind: 'overview' }> {
  return {
    kind: 'overview',
    assessmentId: assessment.id,
    questionIds: questionIdsOf(assessment),
    passMark: DEFAULT_PASS_MARK,
    questionTypes: Object.fromEntries(assessment.questions.map((question) => [question.id, question.type])),
  };
}

const questionIdsOf = (assessment: Assessment) =>
  [...assessment.questions].sort((a, b) => a.position - b.position).map((question) => question.id);

/**
 * The workspace's overview over its assessments (each with its questions, null while they load):
 * the run that opens or reads each one's ledger and computes its findings (overview-run.ts).
 */
export function useOverview(assessments: readonly Assessment[] | null): {
  run: OverviewRun | null;
  state: OverviewRunState;
} {
  const { workspace, fetchPageText, teamServer } = useStatisticsEnvironment();
  const jobs = useStatisticsJobs();
  const queryClient = useQueryClient();
  const run = useMemo(
    () =>
      workspace === null || assessments === null
        ? null
        : createOverviewRun({
            assessments,
            jobFor: (assessment) =>
              jobs.jobFor({ workspace, scope: overviewScope(assessment), fetchText: fetchPageText, teamServer }),
            keyOf: (assessment) => scopeStorageKey(workspace, overviewScope(assessment)),
            heldLedgers: (keys) => jobs.service().heldLedgers(keys),
            teamServer: teamServer ?? Promise.resolve(null),
            figures: (job, assessment, version) => {
              const request = overviewRequest(assessment);
              // Cached as useStatisticsFigures caches them: the page's strip asks for the same.
              return queryClient.fetchQuery({
                queryKey: figuresQueryKey(job.key, version, null, request),
                queryFn: () => jobs.service().figures(job.key, request),
                staleTime: Infinity,
                retry: false,
              });
            },
          }),
    [workspace, assessments, jobs, fetchPageText, teamServer, queryClient],
  );
  useEffect(() => run?.begin(), [run]);
  const state = useSyncExternalStore(run?.subscribe ?? idle, run?.getState ?? (() => CHECKING));
  return { run, state };
}
