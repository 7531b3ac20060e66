import { useEffect } from 'react';

export const PRODUCT_NAME = 'Assessment Insights';

/** Sets the tab title to "<page> · Assessment Insights" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${PRODUCT_NAME}`;
  }, [pageTitle]);
}
