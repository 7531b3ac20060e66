import { useLayoutEffect } from 'react';

export const PRODUCT_NAME = 'Assessment Insights';

/** Sets the tab title to "<page> · Assessment Insights" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  // At commit, not after paint: the tab's title changes with the page it names.
  useLayoutEffect(() => {
    document.title = `${pageTitle} · ${PRODUCT_NAME}`;
  }, [pageTitle]);
}
