import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { checkCandidateFields, fieldErrorsFromApi, hasFieldErrors } from './candidate-fields';

const apiError = (code: string, message: string) =>
  new ApiError({ status: 400, code, message, requestId: 'req_x', method: 'POST', path: '/candidates' });

describe('candidate fields', () => {
  it('says what is wrong with each field before anything is sent', () => {
    expect(checkCandidateFields({ name: '  ', email: 'ada@' })).toEqual({
      name: 'Enter a name.',
      email: 'Enter an email address like name@example.com.',
    });
    expect(checkCandidateFields({ name: 'x'.repeat(201), email: '' }).name).toBe(
      'Use at most 200 characters (this is 201).',
    );
    expect(hasFieldErrors(checkCandidateFields({ name: 'Ada Lovelace', email: 'ada@example.com' }))).toBe(false);
  });

  it('puts the API’s refusal of a field under that field, and nothing else there', () => {
    expect(fieldErrorsFromApi(apiError('invalid_body', 'Field "email" must be an email address.'))).toEqual({
      email: 'The API refused it: Field "email" must be an email address.',
    });
    expect(fieldErrorsFromApi(apiError('invalid_body', 'The request body is not valid JSON.'))).toBeUndefined();
    expect(fieldErrorsFromApi(apiError('stage_boundary', 'Field "name" x'))).toBeUndefined();
    expect(fieldErrorsFromApi(new Error('Field "name"'))).toBeUndefined();
  });
});
