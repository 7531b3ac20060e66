import { useState, type FormEvent } from 'react';

import type { Candidate, CandidateUpdate } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { FormField } from '@/components/FormField';
import { WriteProgress } from '@/components/WriteProgress';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useUpdateCandidate } from '@/features/pipelines/api/candidate-writes';
import { checkCandidateFields, fieldErrorsFromApi } from '@/features/pipelines/candidate-fields';

const EDITED_FIELDS = ['name', 'email'] as const;

/**
 * Edits a candidate's name and email (PATCH with only what changed). Each field's problem shows
 * under it — the app's checks before sending, then any the API still refuses — and the typed
 * values stay. Saving the same values again after a failure is the same action (same key).
 */
export function EditCandidateForm({ candidate, onClose }: { candidate: Candidate; onClose: (saved: boolean) => void }) {
  const { mutation, retryWait } = useUpdateCandidate();
  const [values, setValues] = useState({ name: candidate.name, email: candidate.email });
  const [unchanged, setUnchanged] = useState(false);
  const fields = useFieldErrors(EDITED_FIELDS, { autoFocus: 'name' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), email: values.email.trim() };
    if (fields.show(checkCandidateFields(trimmed))) return;
    const update: CandidateUpdate = {};
    if (trimmed.name !== candidate.name) update.name = trimmed.name;
    if (trimmed.email !== candidate.email) update.email = trimmed.email;
    setUnchanged(Object.keys(update).length === 0);
    if (Object.keys(update).length === 0) return;
    mutation.mutate(
      { candidateId: candidate.id, update },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          const refused = fieldErrorsFromApi(error, EDITED_FIELDS);
          if (refused) fields.show(refused);
        },
      },
    );
  };

  const field = (name: (typeof EDITED_FIELDS)[number], label: string, type: string) => (
    <FormField fields={fields} name={name} label={label} className="form-field">
      <input
        type={type}
        value={values[name]}
        autoComplete="off"
        spellCheck={false}
        {...fields.control(name)}
        onInput={(event) => {
          setValues({ ...values, [name]: event.currentTarget.value });
          fields.clear(name);
        }}
      />
    </FormField>
  );

  return (
    <form
      className="edit-candidate-form"
      aria-label="Edit candidate"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && !mutation.isPending && onClose(false)}
    >
      {field('name', 'Name', 'text')}
      {field('email', 'Email', 'email')}
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
      {mutation.isError && !fieldErrorsFromApi(mutation.error, EDITED_FIELDS) && (
        <ErrorPanel error={mutation.error} headingLevel={3} title="The changes were not saved" />
      )}
    </form>
  );
}
