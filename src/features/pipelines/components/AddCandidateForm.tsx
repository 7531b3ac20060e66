import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';

import { MAX_NAME_LENGTH, type Candidate, type ListPage, type Pipeline } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { FormField } from '@/components/FormField';
import { WriteProgress } from '@/components/WriteProgress';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useCreateCandidate } from '@/features/pipelines/api/candidate-writes';
import { CANDIDATE_FIELDS, checkCandidateFields, fieldErrorsFromApi } from '@/features/pipelines/candidate-fields';
import { findPipeline, findStage, sortedStages } from '@/features/pipelines/stages';

interface AddCandidateFormProps {
  id: string;
  pipelines: UseQueryResult<ListPage<Pipeline>>;
  /** The list's pipeline filter: where a candidate added from that view most likely goes. */
  defaultPipelineId: string | undefined;
  onClose: () => void;
}

/**
 * Adds a pipeline candidate (POST, 201, at the pipeline's first stage). One submission is one
 * action: a second submit while it runs is ignored, and the client's retries, "Try again" and a
 * resubmit of the same entries reuse its Idempotency-Key (useCreateCandidate), so the candidate
 * is created once; after a success, the next submission is a new action.
 */
export function AddCandidateForm({ id, pipelines, defaultPipelineId, onClose }: AddCandidateFormProps) {
  const { mutation, retryWait, replayed } = useCreateCandidate();
  const headingId = useId();
  const hints = { name: useId(), pipeline: useId() };
  const fields = useFieldErrors(CANDIDATE_FIELDS, { autoFocus: 'name' });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pipelineId, setPipelineId] = useState(defaultPipelineId ?? '');
  // Set at once, not at the next render: a second submit in the same moment must see it.
  const sending = useRef(false);

  const list = pipelines.data?.data ?? [];
  const chosen = findPipeline(list, pipelineId || undefined);

  const send = () => {
    if (sending.current) return;
    const problems = checkCandidateFields({ name, email });
    if (!chosen) problems.pipeline_id = 'Choose the pipeline they apply to.';
    if (fields.show(problems) || !chosen) {
      mutation.reset();
      return;
    }
    sending.current = true;
    mutation.mutate(
      { name: name.trim(), email: email.trim(), pipeline_id: chosen.id },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          // The next candidate.
          fields.focus('name');
        },
        onError: (error) => {
          const refused = fieldErrorsFromApi(error);
          if (refused) fields.show(refused);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const failure = mutation.isError && !fieldErrorsFromApi(mutation.error) ? mutation.error : null;

  return (
    <section id={id} className="add-candidate" aria-labelledby={headingId}>
      <h2 id={headingId}>Add a candidate</h2>
      <form onSubmit={submit} noValidate>
        <FormField fields={fields} name="name" label="Name" className="field">
          <input
            type="text"
            autoComplete="off"
            value={name}
            {...fields.control('name', hints.name)}
            onInput={(event) => {
              setName(event.currentTarget.value);
              fields.clear('name');
            }}
          />
          <p id={hints.name} className="muted field-hint">
            Up to {MAX_NAME_LENGTH} characters.
          </p>
        </FormField>
        <FormField fields={fields} name="email" label="Email" className="field">
          <input
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            {...fields.control('email')}
            onInput={(event) => {
              setEmail(event.currentTarget.value);
              fields.clear('email');
            }}
          />
        </FormField>
        <FormField fields={fields} name="pipeline_id" label="Pipeline" className="field">
          <select
            value={chosen?.id ?? ''}
            {...fields.control('pipeline_id', hints.pipeline)}
            onChange={(event) => {
              setPipelineId(event.target.value);
              fields.clear('pipeline_id');
            }}
          >
            <option value="">{pipelines.isPending ? 'Loading pipelines…' : 'Choose a pipeline'}</option>
            {list.map((pipeline) => (
              <option key={pipeline.id} value={pipeline.id}>
                {pipeline.name}
              </option>
            ))}
          </select>
          <p id={hints.pipeline} className="muted field-hint">
            They start at its first stage.
          </p>
        </FormField>
        <div className="actions">
          <button type="submit" disabled={mutation.isPending}>
            Add candidate
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      <WriteProgress
        pending={mutation.isPending}
        retryWait={retryWait}
        pendingText="Adding…"
        doneText={mutation.isSuccess ? addedText(mutation.data, list, replayed) : null}
      />
      {mutation.isSuccess && <AddedLink candidate={mutation.data} />}
      {failure && (
        <ErrorPanel error={failure} title="The candidate could not be added" headingLevel={3} onRetry={send}>
          <p className="muted">
            Your entries are kept. Trying again sends the same request, so the candidate is added only once.
          </p>
        </ErrorPanel>
      )}
    </section>
  );
}

function addedText(candidate: Candidate, pipelines: readonly Pipeline[], replayed: boolean): string {
  const pipeline = findPipeline(pipelines, candidate.pipeline_id);
  const stage =
    (pipeline && findStage([pipeline], candidate.stage_id)?.stage.name) ??
    (pipeline && sortedStages(pipeline.stages)[0]?.name) ??
    'the first stage';
  // A replay means an earlier attempt already got through: still one candidate.
  const note = replayed ? ' (An earlier attempt had already reached the API: they were added once.)' : '';
  return `Added ${candidate.name} at ${stage}.${note}`;
}

function AddedLink({ candidate }: { candidate: Candidate }) {
  return (
    <p className="add-candidate-link">
      <Link to="/candidates/$candidateId" params={{ candidateId: candidate.id }}>
        Open {candidate.name}’s page
      </Link>
    </p>
  );
}
