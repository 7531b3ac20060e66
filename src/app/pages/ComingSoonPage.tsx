import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../lib/use-document-title';

interface ComingSoonPageProps {
  title: string;
  /** What the page will do once built, in one line. */
  plannedFeature: string;
  /** Facts already known from the URL, e.g. the id of the record. */
  children?: ReactNode;
}

/** Stands in for a page whose feature lands in a later issue, and says so. */
export function ComingSoonPage({ title, plannedFeature, children }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
      {children}
      <p className="muted">Coming in a later issue: {plannedFeature}</p>
    </section>
  );
}
