import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';

import { API_ERROR, MAX_NAME_LENGTH, invalidBodyField, type Pipeline } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/ErrorPanel';
import type { useUpdatePipeline } from '@/features/pipelines/api/update-pipeline';

export type PipelineRename = ReturnType<typeof useUpdatePipeline>;

/** Why a typed name cannot be sent; null when it can. */
export function pipelineNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for the pipeline.';
  if (trimmed.length > MAX_NAME_LENGTH) {
    return `The name has ${trimmed.length} characters; at most ${MAX_NAME_LENGTH} are allowed.`;
  }
  return null;
}

interface RenamePipelineFormProps {
  pipeline: Pipeline;
  /** The card's write, so its progress and outcome outlive the form. */
  rename: PipelineRename;
  /** Closes the form without a rename: cancelled, or the name is unchanged. */
  onCancel: () => void;
  /** Closes the form once the API renamed the pipeline. */
  onRenamed: () => void;
}

/**
 * Rename a pipeline inline. The name is checked before it is sent; the API's refusal of the
 * field shows under it, any other failure in an error panel, and the typed name stays.
 */
export function RenamePipelineForm({ pipeline, rename, onCancel, onRenamed }: RenamePipelineFormProps) {
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(pipeline.name);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutation } = rename;

  // At commit, as the form appears: the user types at once.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const apiError = mutation.isError ? mutation.error : null;
  // The API's refusal of the name itself (invalid_body naming "name") belongs under the field.
  const refusal =
    isApiError(apiError) && apiError.code === API_ERROR.invalid_body && invalidBodyField(apiError.message) === 'name'
      ? apiError.message
      : null;
  const fieldProblem = problem ?? refusal;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = pipelineNameProblem(name);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const trimmed = name.trim();
    if (trimmed === pipeline.name) {
      onCancel();
      return;
    }
    mutation.mutate({ pipelineId: pipeline.id, update: { name: trimmed } }, { onSuccess: onRenamed });
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form className="rename-pipeline" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <div className="rename-pipeline-field">
        <label htmlFor={ids.input}>Pipeline name</label>
        <input
          id={ids.input}
          ref={inputRef}
          type="text"
          value={name}
          autoComplete="off"
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={fieldProblem ? `${ids.hint} ${ids.problem}` : ids.hint}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
            // The API's refusal was of the name as it was; a new one has not been judged yet.
            if (refusal !== null) mutation.reset();
          }}
        />
        <p id={ids.hint} className="muted field-hint">
          Up to {MAX_NAME_LENGTH} characters. Escape cancels.
        </p>
        {fieldProblem && (
          <p id={ids.problem} className="field-problem">
            {fieldProblem}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" disabled={mutation.isPending}>
          Save
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {apiError && refusal === null && (
        <ErrorPanel error={apiError} title="The pipeline could not be renamed" headingLevel={3}>
          <p>The name you typed is kept: save again to retry the same rename.</p>
        </ErrorPanel>
      )}
    </form>
  );
}
