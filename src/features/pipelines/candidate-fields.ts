import { API_ERROR, MAX_NAME_LENGTH, invalidBodyField } from '@/api/contract';
import { ApiError } from '@/api/errors';

/**
 * The fields of a candidate form (add and edit) and their checks, the API's own rules said
 * before sending: a name of 1–200 characters, an email address. What the API still refuses
 * comes back as `invalid_body` naming its field, and is shown under that field.
 */
export type CandidateField = 'name' | 'email' | 'pipeline_id';
export type FieldErrors = Partial<Record<CandidateField, string>>;

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

const FORM_FIELDS: readonly string[] = ['name', 'email', 'pipeline_id'] satisfies CandidateField[];

/** An API refusal of one field, as that field's message; undefined for any other error. */
export function fieldErrorsFromApi(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.code !== API_ERROR.invalid_body) return undefined;
  const field = invalidBodyField(error.message);
  if (field === undefined || !FORM_FIELDS.includes(field)) return undefined;
  return { [field]: `The API refused it: ${error.message}` };
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
