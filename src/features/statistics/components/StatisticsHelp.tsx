import { lazy, Suspense, useState } from 'react';

const StatisticsHelpText = lazy(() =>
  import('./StatisticsHelpText').then((module) => ({ default: module.StatisticsHelpText })),
);

/**
 * What each statistic means, in plain words (docs/statistics.md), one click away on every
 * statistics view. The words load on the first opening, off every page's first data.
 */
export function StatisticsHelp() {
  const [opened, setOpened] = useState(false);
  return (
    <details className="statistics-help" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>What these numbers mean</summary>
      {opened && (
        <Suspense
          fallback={
            <p className="muted" role="status" data-lazy-fallback="">
              Loading…
            </p>
          }
        >
          <StatisticsHelpText />
        </Suspense>
      )}
    </details>
  );
}
