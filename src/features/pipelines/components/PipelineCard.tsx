import { Link } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState } from 'react';

import { SOURCE, type Pipeline } from '@assessment-insights/contract';
import { DateTime } from '@/components/DateTime';
import { ErrorPanel } from '@/components/ErrorPanel';
import { WriteProgress } from '@/components/WriteProgress';
import { displayTimeZone } from '@/lib/format-time';
import { useUpdatePipeline } from '@/features/pipelines/api/update-pipeline';
import { RenamePipelineForm } from './RenamePipelineForm';
import { StageFunnel } from './StageFunnel';

/** One pipeline: its name (renamable), when it was made, its funnel, and its results in the explorers. */
export function PipelineCard({ pipeline }: { pipeline: Pipeline }) {
  const headingId = useId();
  const rename = useUpdatePipeline();
  const { mutation, retryWait, replayed } = rename;
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back to the Rename button when the form closes, at commit, as the form
  // goes. Again when the new name moves the card in the list by name: moving a focused element
  // drops its focus, unless the user has put it somewhere else meanwhile.
  useLayoutEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!editing && returnFocus.current && focusLost) renameButton.current?.focus();
  }, [editing, pipeline.name]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const open = () => {
    returnFocus.current = false;
    // A new action: the last one's outcome no longer applies.
    if (!mutation.isPending) mutation.reset();
    setEditing(true);
  };
  const cancel = () => {
    if (!mutation.isPending) mutation.reset();
    close();
  };

  const renamedTo = mutation.isSuccess ? mutation.data.name : null;
  const doneText =
    renamedTo === null
      ? null
      : `Renamed to “${renamedTo}”.${replayed ? ' The API had already done it and repeated its answer.' : ''}`;
  const pipelineSearch = { pipeline_id: pipeline.id, source: SOURCE.pipeline };

  return (
    <article className="pipeline-card" aria-labelledby={headingId}>
      <div className="pipeline-card-header">
        <h2 id={headingId}>{pipeline.name}</h2>
        {!editing && (
          <button ref={renameButton} type="button" className="button-secondary" onClick={open}>
            Rename <span className="visually-hidden">{pipeline.name}</span>
          </button>
        )}
      </div>
      {editing && <RenamePipelineForm pipeline={pipeline} rename={rename} onCancel={cancel} onRenamed={close} />}
      <WriteProgress
        pending={mutation.isPending}
        retryWait={retryWait}
        pendingText="Saving the new name…"
        doneText={doneText}
      />
      {!editing && mutation.isError && (
        // The form was closed while the rename ran: its failure still needs saying.
        <ErrorPanel error={mutation.error} title="The pipeline could not be renamed" headingLevel={3} />
      )}
      <p className="pipeline-card-created muted">
        Created <DateTime iso={pipeline.created_at} /> ({displayTimeZone()})
      </p>
      <StageFunnel pipeline={pipeline} />
      <h3 className="pipeline-card-subheading">Results of this pipeline</h3>
      <ul className="pipeline-card-links">
        <li>
          <Link to="/results" search={pipelineSearch}>
            Question results <span className="visually-hidden">of {pipeline.name}</span>
          </Link>
        </li>
        <li>
          <Link to="/results" search={{ ...pipelineSearch, view: 'charts' }}>
            Charts <span className="visually-hidden">of {pipeline.name}</span>
          </Link>
        </li>
        <li>
          <Link to="/assessment-results" search={pipelineSearch}>
            Assessment results <span className="visually-hidden">of {pipeline.name}</span>
          </Link>
        </li>
      </ul>
    </article>
  );
}
