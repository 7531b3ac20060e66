import type { Pipeline } from '@assessment-insights/contract';
import { EmptyState } from '@/components/EmptyState';
import { ErrorPanel } from '@/components/ErrorPanel';
import { ListBody } from '@/components/ListBody';
import { formatCount } from '@/lib/format-number';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAllPipelines } from '@/features/pipelines/api/get-pipelines';
import { PipelineCard } from './PipelineCard';

import '@/components/Skeleton.css';
import './pipelines.css';

/** Every pipeline of the workspace with its stages' funnel, a rename, and its results in the explorers. */
export function PipelinesPage() {
  useDocumentTitle('Pipelines');
  const pipelines = useAllPipelines();

  return (
    <section aria-labelledby="page-heading" className="pipelines-page">
      <h1 id="page-heading">Pipelines</h1>
      <p className="muted">
        Every pipeline in the workspace, its stages in order and how many candidates are at each one now.
      </p>
      <ListBody
        list={pipelines}
        skeleton={<PipelinesSkeleton />}
        renderError={(error, retry) => (
          <ErrorPanel error={error} title="The pipelines could not be loaded" onRetry={retry} />
        )}
        renderEmpty={() => (
          <EmptyState title="No pipelines in this workspace">
            <p>The API lists no pipelines yet. Pipelines made in the web application appear here.</p>
          </EmptyState>
        )}
        renderRows={({ data, pagination }) => <PipelineList pipelines={data} hasMore={pagination.has_more} />}
      />
    </section>
  );
}

function PipelineList({ pipelines, hasMore }: { pipelines: Pipeline[]; hasMore: boolean }) {
  return (
    <>
      {hasMore && (
        <p className="field-note">
          Only the first {formatCount(pipelines.length)} pipelines by name are shown: the API has more than it returns
          in one page.
        </p>
      )}
      <div className="pipeline-cards">
        {pipelines.map((pipeline) => (
          <PipelineCard key={pipeline.id} pipeline={pipeline} />
        ))}
      </div>
    </>
  );
}

/** Cards in the shape of the ones loading, so the page does not jump; one "Loading" line for screen readers. */
function PipelinesSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading pipelines…</span>
      <div className="pipeline-cards" aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <div key={card} className="pipeline-card">
            <span className="skeleton-bar skeleton-bar--short pipeline-skeleton-heading" />
            {[0, 1, 2, 3, 4].map((line) => (
              <span key={line} className="skeleton-bar" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
