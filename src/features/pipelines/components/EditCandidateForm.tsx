import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

import type { Candidate, CandidateUpdate } from '@/api/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { WriteProgress } from '@/components/WriteProgress';
import { useUpdateCandidate } from '@/features/pipelines/api/candidate-writes';
import {
  checkCandidateFields,
  fieldErrorsFromApi,
  hasFieldErrors,
  type CandidateField,
  type FieldErrors,
} from '@/features/pipelines/candidate-fields';

/**
 * Edits a candidate's name and email (PATCH with only what changed). Each field's problem shows
 * under it — the app's checks before sending, then any the API still refuses — and the typed
 * values stay. Saving the same values again after a failure is the same action (same key).
 */
export function EditCandidateForm({ candidate, onClose }: { candidate: Candidate; onClose: (saved: boolean) => void }) {
  const { mutation, retryWait } = useUpdateCandidate();
  const [values, setValues] = useState({ name: candidate.name, email: candidate.email });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unchanged, setUnchanged] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const apiFieldErrors = fieldErrorsFromApi(mutation.error);
  const shown: FieldErrors = { ...errors, ...apiFieldErrors };

  // Focus at commit, as the form appears: the first field on open.
  useLayoutEffect(() => nameInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), email: values.email.trim() };
    const problems = checkCandidateFields(trimmed);
    setErrors(problems);
    if (hasFieldErrors(problems)) {
      (problems.name ? nameInput : emailInput).current?.focus();
      return;
    }
    const update: CandidateUpdate = {};
    if (trimmed.name !== candidate.name) update.name = trimmed.name;
    if (trimmed.email !== candidate.email) update.email = trimmed.email;
    setUnchanged(Object.keys(update).length === 0);
    if (Object.keys(update).length === 0) return;
    mutation.mutate({ candidateId: candidate.id, update }, { onSuccess: () => onClose(true) });
  };

  const field = (name: 'name' | 'email', label: string, type: string, ref: typeof nameInput) => {
    const error = shown[name as CandidateField];
    return (
      <div className="form-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={ref}
          id={`${id}-${name}`}
          type={type}
          value={values[name]}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onInput={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="field-problem">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="edit-candidate-form"
      aria-label="Edit candidate"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && !mutation.isPending && onClose(false)}
    >
      {field('name', 'Name', 'text', nameInput)}
      {field('email', 'Email', 'email', emailInput)}
      <div className="actions">
        <button type="submit" disabled={mutation.isPending}>
          Save
        </button>
        <button type="button" className="button-secondary" onClick={() => onClose(false)} disabled={mutation.isPending}>
          Cancel
        </button>
      </div>
      <WriteProgress
        pending={mutation.isPending}
        retryWait={retryWait}
        pendingText="Saving…"
        doneText={unchanged ? 'Nothing changed: the name and email are as saved.' : null}
      />
      {mutation.isError && !apiFieldErrors && (
        <ErrorPanel error={mutation.error} headingLevel={3} title="The changes were not saved" />
      )}
    </form>
  );
}
