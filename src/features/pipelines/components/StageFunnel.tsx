import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

import type { Pipeline, Stage } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';
import { formatCount } from '@/lib/format-number';
import { useStageCounts, type StageCount } from '@/features/pipelines/api/get-stage-counts';
import { sortedStages } from '@/features/pipelines/stages';

// The counts' placeholders are the shared skeleton bars.
import '@/components/Skeleton.css';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

function countText({ count, exact }: StageCount): string {
  if (!exact) return `more than ${formatCount(count)} candidates`;
  return count === 1 ? '1 candidate' : `${formatCount(count)} candidates`;
}

/** "40%", or "<1%" for a share that is not nothing but rounds to it. */
function shareText(count: number, total: number): string {
  const share = count / total;
  return share > 0 && share < 0.005 ? `<${percent.format(0.01)}` : percent.format(share);
}

/**
 * How many candidates are at each stage of one pipeline, as a funnel: a list whose text reads on
 * its own ("Screening: 12 candidates (40%)"), with decorative bars as wide as each stage's count
 * relative to the largest. Each count is its own request, so one that fails leaves the others.
 */
export function StageFunnel({ pipeline }: { pipeline: Pipeline }) {
  const headingId = useId();
  const noteId = useId();
  // Candidates go through stages by `position`, whatever order the API lists them in.
  const stages = sortedStages(pipeline.stages);
  const counts = useStageCounts(
    pipeline.id,
    stages.map((stage) => stage.id),
  );

  const heading = (
    <h3 id={headingId} className="pipeline-card-subheading">
      Candidates per stage
    </h3>
  );
  if (stages.length === 0) {
    return (
      <>
        {heading}
        <p className="muted">This pipeline has no stages.</p>
      </>
    );
  }

  const known = counts.map((query) => query.data);
  const largest = Math.max(0, ...known.map((count) => count?.count ?? 0));
  const allExact = known.every((count) => count?.exact === true);
  const total = allExact ? known.reduce((sum, count) => sum + (count?.count ?? 0), 0) : null;
  const failed = counts.filter((query) => query.isError && !query.isFetching);
  const settled = counts.every((query) => query.data !== undefined || (query.isError && !query.isFetching));

  return (
    <div className="stage-funnel">
      {heading}
      <p id={noteId} className="muted stage-funnel-note">
        Candidates now at each stage, from the API’s totals.
        {total !== null && ` ${countText({ count: total, exact: true })} in this pipeline.`}
        {total === null && settled && ' Shares are left out: not every stage has an exact count.'}
      </p>
      <ol className="stage-funnel-list" aria-labelledby={headingId} aria-describedby={noteId}>
        {stages.map((stage, index) => (
          <StageRow
            key={stage.id}
            pipelineId={pipeline.id}
            stage={stage}
            query={counts[index]!}
            largest={largest}
            total={total}
          />
        ))}
      </ol>
      {failed.length > 0 && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => failed.forEach((query) => void query.refetch())}
        >
          Retry missing counts <span className="visually-hidden">of {pipeline.name}</span>
        </button>
      )}
    </div>
  );
}

interface StageRowProps {
  pipelineId: string;
  stage: Stage;
  query: UseQueryResult<StageCount>;
  largest: number;
  /** Every stage's candidates, once every count is in and exact; null until then (no shares). */
  total: number | null;
}

function StageRow({ pipelineId, stage, query, largest, total }: StageRowProps) {
  const count = query.data;
  const width = count && largest > 0 ? (count.count / largest) * 100 : 0;
  return (
    <li className="stage-funnel-stage">
      <span className="stage-funnel-text">
        <span className="stage-funnel-name">{stage.name}</span>:{' '}
        {count ? (
          <>
            <Link to="/candidates" search={{ pipeline_id: pipelineId, stage_id: stage.id }}>
              {countText(count)}
            </Link>
            {total !== null && total > 0 && ` (${shareText(count.count, total)})`}
          </>
        ) : query.isError && !query.isFetching ? (
          <span className="stage-funnel-problem">
            count unavailable
            {isApiError(query.error) && (
              <>
                {' '}
                (<code>{query.error.code}</code>)
              </>
            )}
          </span>
        ) : (
          <span className="muted">counting…</span>
        )}
      </span>
      <span className="stage-funnel-track" aria-hidden="true">
        {count ? (
          <span
            className={count.count > 0 ? 'stage-funnel-bar stage-funnel-bar--some' : 'stage-funnel-bar'}
            style={{ width: `${width}%` }}
          />
        ) : (
          !query.isError && <span className="skeleton-bar" />
        )}
      </span>
    </li>
  );
}
