import { lazy, Suspense, type ReactNode } from 'react';

import { DEFAULT_CHART_HEIGHT } from './chart-size';

import './charts.css';

/**
 * The recharts charts, each loaded on first render: recharts is only imported inside this
 * folder's chart modules, so a page without charts ships no chart code. Pages import these (and
 * SuccessRateRanking, which is plain HTML), never the chart modules themselves.
 *
 * Every series and tooltip in them sets `isAnimationActive={false}`: recharts' entry animation
 * doubled a chart page's main-thread blocking time, and a chart drawn at once reads the same.
 */
export const LazyScoreHistogramChart = lazy(() =>
  import('./ScoreHistogramChart').then((module) => ({ default: module.ScoreHistogramChart })),
);
export const LazyMonthlyTrendChart = lazy(() =>
  import('./MonthlyTrendChart').then((module) => ({ default: module.MonthlyTrendChart })),
);
export const LazyFacilityDiscriminationScatter = lazy(() =>
  import('./FacilityDiscriminationScatter').then((module) => ({ default: module.FacilityDiscriminationScatter })),
);
export const LazyDifGapChart = lazy(() => import('./DifGapChart').then((module) => ({ default: module.DifGapChart })));

/** Holds a lazy chart's place at the chart's height, so the page does not jump when it arrives. */
export function ChartSuspense({ children, height = DEFAULT_CHART_HEIGHT }: { children: ReactNode; height?: number }) {
  return (
    <Suspense
      fallback={
        <div className="chart-placeholder" role="status" style={{ minHeight: height }} data-lazy-fallback="">
          Loading the chart…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
