import { Suspense, lazy, useDeferredValue, type ReactNode } from 'react';

/**
 * The statistics sections load after the page around them (their code, the engine and the store
 * are in chunks of their own): the pages' first paint carries none of it.
 */
export const LazyQuestionPerformance = lazy(() =>
  import('@/features/statistics/components/QuestionPerformance').then((module) => ({
    default: module.QuestionPerformance,
  })),
);
export const LazyAssessmentDifficulty = lazy(() =>
  import('@/features/statistics/components/AssessmentDifficulty').then((module) => ({
    default: module.AssessmentDifficulty,
  })),
);
export const LazyFilterCharts = lazy(() =>
  import('@/features/statistics/components/FilterCharts').then((module) => ({ default: module.FilterCharts })),
);

/**
 * A statistics section, drawn after the page around it: the first commit shows the page's
 * heading, filters and table with this placeholder, and the section (its code, the worker) follows
 * in a background render that the user's input can interrupt.
 */
export function StatisticsSuspense({ children }: { children: ReactNode }) {
  const pageShown = useDeferredValue(true, false);
  const placeholder = (
    <p role="status" className="muted" data-lazy-fallback="">
      Loading the statistics…
    </p>
  );
  return <Suspense fallback={placeholder}>{pageShown ? children : placeholder}</Suspense>;
}
