import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { MAX_NAME_LENGTH, type Candidate, type ListPage, type Pipeline } from '@/api/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { WriteProgress } from '@/components/WriteProgress';
import { useCreateCandidate } from '@/features/pipelines/api/candidate-writes';
import {
  checkCandidateFields,
  fieldErrorsFromApi,
  hasFieldErrors,
  type CandidateField,
  type FieldErrors,
} from '@/features/pipelines/candidate-fields';
import { findPipeline, findStage, sortedStages } from '@/features/pipelines/stages';

interface AddCandidateFormProps {
  id: string;
  pipelines: UseQueryResult<ListPage<Pipeline>>;
  /** The list's pipeline filter: where a candidate added from that view most likely goes. */
  defaultPipelineId: string | undefined;
  onClose: () => void;
}

const FIELD_ORDER: readonly CandidateField[] = ['name', 'email', 'pipeline_id'];
const firstInvalid = (errors: FieldErrors) => FIELD_ORDER.find((field) => errors[field] !== undefined);

/**
 * Adds a pipeline candidate (POST, 201, at the pipeline's first stage). One submission is one
 * action: a second submit while it runs is ignored, and the client's retries, "Try again" and a
 * resubmit of the same entries reuse its Idempotency-Key (useCreateCandidate), so the candidate
 * is created once; after a success, the next submission is a new action.
 */
export function AddCandidateForm({ id, pipelines, defaultPipelineId, onClose }: AddCandidateFormProps) {
  const { mutation, retryWait, replayed } = useCreateCandidate();
  const headingId = useId();
  const ids = { name: useId(), email: useId(), pipeline_id: useId(), nameHint: useId(), pipelineHint: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const pipelineRef = useRef<HTMLSelectElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pipelineId, setPipelineId] = useState(defaultPipelineId ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new object each time, so asking twice for the same field still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ field: CandidateField }>({ field: 'name' });
  // Set at once, not at the next render: a second submit in the same moment must see it.
  const sending = useRef(false);

  // On opening, after a success (the next candidate) and on the first field a check refused.
  useLayoutEffect(() => {
    const fields = { name: nameRef, email: emailRef, pipeline_id: pipelineRef };
    fields[focusRequest.field].current?.focus();
  }, [focusRequest]);

  const list = pipelines.data?.data ?? [];
  const chosen = findPipeline(list, pipelineId || undefined);

  const send = () => {
    if (sending.current) return;
    const problems = checkCandidateFields({ name, email });
    if (!chosen) problems.pipeline_id = 'Choose the pipeline they apply to.';
    setErrors(problems);
    const invalid = firstInvalid(problems);
    if (invalid || !chosen) {
      mutation.reset();
      setFocusRequest({ field: invalid ?? 'pipeline_id' });
      return;
    }
    sending.current = true;
    mutation.mutate(
      { name: name.trim(), email: email.trim(), pipeline_id: chosen.id },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setFocusRequest({ field: 'name' });
        },
        onError: (error) => {
          const refused = fieldErrorsFromApi(error);
          if (refused && hasFieldErrors(refused)) {
            setErrors(refused);
            setFocusRequest({ field: firstInvalid(refused) ?? 'name' });
          }
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
  const edited = (field: CandidateField) => setErrors((previous) => ({ ...previous, [field]: undefined }));
  const failure = mutation.isError && !fieldErrorsFromApi(mutation.error) ? mutation.error : null;

  return (
    <section id={id} className="add-candidate" aria-labelledby={headingId}>
      <h2 id={headingId}>Add a candidate</h2>
      <form onSubmit={submit} noValidate>
        <Field id={ids.name} label="Name" error={errors.name}>
          <input
            ref={nameRef}
            id={ids.name}
            type="text"
            autoComplete="off"
            value={name}
            {...fieldAria(ids.name, errors.name, ids.nameHint)}
            onInput={(event) => {
              setName(event.currentTarget.value);
              edited('name');
            }}
          />
          <p id={ids.nameHint} className="muted field-hint">
            Up to {MAX_NAME_LENGTH} characters.
          </p>
        </Field>
        <Field id={ids.email} label="Email" error={errors.email}>
          <input
            ref={emailRef}
            id={ids.email}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            {...fieldAria(ids.email, errors.email)}
            onInput={(event) => {
              setEmail(event.currentTarget.value);
              edited('email');
            }}
          />
        </Field>
        <Field id={ids.pipeline_id} label="Pipeline" error={errors.pipeline_id}>
          <select
            ref={pipelineRef}
            id={ids.pipeline_id}
            value={chosen?.id ?? ''}
            {...fieldAria(ids.pipeline_id, errors.pipeline_id, ids.pipelineHint)}
            onChange={(event) => {
              setPipelineId(event.target.value);
              edited('pipeline_id');
            }}
          >
            <option value="">{pipelines.isPending ? 'Loading pipelines…' : 'Choose a pipeline'}</option>
            {list.map((pipeline) => (
              <option key={pipeline.id} value={pipeline.id}>
                {pipeline.name}
              </option>
            ))}
          </select>
          <p id={ids.pipelineHint} className="muted field-hint">
            They start at its first stage.
          </p>
        </Field>
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

/** A labelled field with its problem under it. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-problem`} className="field-problem">
          {error}
        </p>
      )}
    </div>
  );
}

function fieldAria(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-problem` : undefined, hintId].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
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
