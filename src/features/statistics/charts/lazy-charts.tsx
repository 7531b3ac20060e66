import { Suspense, lazy, type ReactNode } from 'react';

/**
 * The recharts charts, each in a chunk of its own loaded when first drawn: a page without charts
 * ships no chart code. Nothing outside this folder imports recharts.
 */
export const LazyScoreHistogramChart = lazy(() => import('./ScoreHistogramChart'));
export const LazyMonthlyTrendChart = lazy(() => import('./MonthlyTrendChart'));
export const LazyFacilityDiscriminationScatter = lazy(() => import('./FacilityDiscriminationScatter'));

/** Holds a chart's place, at its size, while its code loads. */
export function ChartSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="chart-loading" role="status">
          Loading the chart…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
