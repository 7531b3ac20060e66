import { Suspense, lazy, type ReactNode } from 'react';

/**
 * The statistics sections load after the page around them (their code, the engine and the store
 * are in chunks of their own): the pages' first paint carries none of it.
 */
export const LazyQuestionPerformance = lazy(() =>
  import('../../../features/statistics/components/QuestionPerformance').then((module) => ({
    default: module.QuestionPerformance,
  })),
);
export const LazyAssessmentDifficulty = lazy(() =>
  import('../../../features/statistics/components/AssessmentDifficulty').then((module) => ({
    default: module.AssessmentDifficulty,
  })),
);
export const LazyFilterCharts = lazy(() =>
  import('../../../features/statistics/components/FilterCharts').then((module) => ({ default: module.FilterCharts })),
);

export function StatisticsSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="muted" data-lazy-fallback="">
          Loading the statistics…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
