import { Link } from '@tanstack/react-router';

import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading">Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/assessments">Go to assessments</Link>
      </p>
    </section>
  );
}
