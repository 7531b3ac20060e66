import { ApiFailure } from './errors';

/**
 * ASSUMED body rules: not JSON, a missing required field, a field the endpoint does not accept,
 * or a field of the wrong shape → 400 invalid_body whose message names the field.
 */
export type FieldCheck = (value: unknown) => string | null;

export interface BodySpec {
  required?: Record<string, FieldCheck>;
  optional?: Record<string, FieldCheck>;
  /** At least one of the optional fields must be present (PATCH). */
  requireOne?: boolean;
}

export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiFailure('invalid_body', 'The request body is not valid JSON.');
  }
}

export function validateBody(body: unknown, spec: BodySpec): Record<string, unknown> {
  const required = spec.required ?? {};
  const optional = spec.optional ?? {};
  const accepted = Object.keys({ ...required, ...optional });
  if (body === undefined && accepted.length === 0) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(
      'invalid_body',
      `The request body must be a JSON object${accepted.length ? ` with ${accepted.join(', ')}` : ''}.`,
    );
  }
  const fields = body as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!accepted.includes(name))
      throw new ApiFailure(
        'invalid_body',
        `Field "${name}" is not accepted here. Accepted fields: ${accepted.join(', ') || 'none'}.`,
      );
  }
  for (const [name, check] of Object.entries(required)) {
    if (!(name in fields)) throw new ApiFailure('invalid_body', `Field "${name}" is required.`);
    const problem = check(fields[name]);
    if (problem) throw new ApiFailure('invalid_body', `Field "${name}" ${problem}.`);
  }
  for (const [name, check] of Object.entries(optional)) {
    if (!(name in fields)) continue;
    const problem = check(fields[name]);
    if (problem) throw new ApiFailure('invalid_body', `Field "${name}" ${problem}.`);
  }
  if (spec.requireOne && !Object.keys(optional).some((name) => name in fields)) {
    throw new ApiFailure('invalid_body', `Send at least one of: ${Object.keys(optional).join(', ')}.`);
  }
  return fields;
}

export const nonEmptyText =
  (max: number): FieldCheck =>
  (value) =>
    typeof value !== 'string'
      ? 'must be a string'
      : value.trim() === ''
        ? 'must not be empty'
        : value.length > max
          ? `must be at most ${max} characters`
          : null;

export const emailAddress: FieldCheck = (value) =>
  typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || value.length > 254
    ? 'must be an email address'
    : null;

export const uuidText: FieldCheck = (value) =>
  typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? 'must be a UUID'
    : null;
