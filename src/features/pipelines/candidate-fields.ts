import { MAX_NAME_LENGTH } from '@assessment-insights/contract';
import { refusedFields, type FieldErrors as FormFieldErrors } from '@/hooks/use-field-errors';

/**
 * The fields of a candidate form (add and edit) and their checks, the API's own rules said
 * before sending: a name of 1–200 characters, an email address. What the API still refuses
 * comes back as `invalid_body` naming its field, and is shown under that field.
 */
export type CandidateField = 'name' | 'email' | 'pipeline_id';
export type FieldErrors = FormFieldErrors<CandidateField>;

/** The fields in the order the add form shows them: focus goes to the first in error. */
export const CANDIDATE_FIELDS = ['name', 'email', 'pipeline_id'] as const satisfies readonly CandidateField[];

const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkName(name: string): string | undefined {
  if (name.trim() === '') return 'Enter a name.';
  if (name.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters (this is ${name.length}).`;
  return undefined;
}

export function checkEmail(email: string): string | undefined {
  if (email.trim() === '') return 'Enter an email address.';
  if (!EMAIL_PATTERN.test(email.trim()) || email.trim().length > EMAIL_MAX_LENGTH)
    return 'Enter an email address like name@example.com.';
  return undefined;
}

/** Every field's problem, or an empty object when the form can be sent. */
export function checkCandidateFields(fields: { name: string; email: string }): FieldErrors {
  const errors: FieldErrors = {};
  const name = checkName(fields.name);
  const email = checkEmail(fields.email);
  if (name) errors.name = name;
  if (email) errors.email = email;
  return errors;
}

/** An API refusal of one of the form's `fields`, as that field's message; undefined for any other error. */
export function fieldErrorsFromApi(
  error: unknown,
  fields: readonly CandidateField[] = CANDIDATE_FIELDS,
): FieldErrors | undefined {
  return refusedFields(error, fields, (message) => `The API refused it: ${message}`);
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
