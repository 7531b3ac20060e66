import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

import { MAX_NAME_LENGTH, type Pipeline } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { FormField } from '@/components/FormField';
import { refusedFields, useFieldErrors } from '@/hooks/use-field-errors';
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

const RENAMED_FIELDS = ['name'] as const;

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
  const hintId = useId();
  // As the form appears, its text selected: the user types the new name at once.
  const fields = useFieldErrors(RENAMED_FIELDS, { autoFocus: 'name', selectOnFocus: true });
  const [name, setName] = useState(pipeline.name);
  const { mutation } = rename;

  const apiError = mutation.isError ? mutation.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = pipelineNameProblem(name);
    if (fields.show(problem ? { name: problem } : {})) return;
    const trimmed = name.trim();
    if (trimmed === pipeline.name) {
      onCancel();
      return;
    }
    mutation.mutate(
      { pipelineId: pipeline.id, update: { name: trimmed } },
      {
        onSuccess: onRenamed,
        // The API's refusal of the name itself belongs under the field.
        onError: (error) => {
          const refused = refusedFields(error, RENAMED_FIELDS);
          if (refused) fields.show(refused);
        },
      },
    );
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form className="rename-pipeline" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <FormField fields={fields} name="name" label="Pipeline name" className="rename-pipeline-field">
        <input
          type="text"
          value={name}
          autoComplete="off"
          {...fields.control('name', hintId)}
          onChange={(event) => {
            setName(event.currentTarget.value);
            // A problem, the app's or the API's, was of the name as it was.
            fields.clear('name');
          }}
        />
        <p id={hintId} className="muted field-hint">
          Up to {MAX_NAME_LENGTH} characters. Escape cancels.
        </p>
      </FormField>
      <div className="actions">
        <button type="submit" disabled={mutation.isPending}>
          Save
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {apiError && !refusedFields(apiError, RENAMED_FIELDS) && (
        <ErrorPanel error={apiError} title="The pipeline could not be renamed" headingLevel={3}>
          <p>The name you typed is kept: save again to retry the same rename.</p>
        </ErrorPanel>
      )}
    </form>
  );
}
