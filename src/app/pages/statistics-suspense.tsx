import { Suspense, useDeferredValue, type ReactNode } from 'react';

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
