import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { statusLabel } from '@/shared/explorer/labels';
import { rejectedStatusValues } from './status-rejection';

function invalidFilter(message: string, code = 'invalid_filter'): ApiError {
  return new ApiError({
    status: 400,
    code,
    message,
    requestId: 'req_aaaaaaaaaaaaaaaaaaaaaaaa',
    method: 'GET',
    path: '/question-results',
  });
}

const FAKE_MESSAGE = (shown: string) =>
  `Unknown status value ${shown}. status takes a comma-separated list of: pending, evaluated, unable_to_grade.`;

describe('rejectedStatusValues', () => {
  it('takes the values the message quotes, not the known values it lists', () => {
    expect(rejectedStatusValues(invalidFilter(FAKE_MESSAGE('"bogus"')), ['evaluated', 'bogus'])).toEqual(['bogus']);
    expect(rejectedStatusValues(invalidFilter(FAKE_MESSAGE('"x", "y"')), ['x', 'pending', 'y'])).toEqual(['x', 'y']);
  });

  it('understands other quote marks', () => {
    expect(rejectedStatusValues(invalidFilter("status 'archived' is not supported"), ['archived', 'pending'])).toEqual([
      'archived',
    ]);
    expect(rejectedStatusValues(invalidFilter('Unknown status “done”.'), ['done'])).toEqual(['done']);
    expect(rejectedStatusValues(invalidFilter('Bad value `later`'), ['later', 'evaluated'])).toEqual(['later']);
  });

  it('believes the API when it refuses a status the app knows', () => {
    expect(
      rejectedStatusValues(invalidFilter('Status "unable_to_grade" is not enabled here.'), [
        'pending',
        'unable_to_grade',
      ]),
    ).toEqual(['unable_to_grade']);
  });

  it('falls back to the values the app does not know when the message names none', () => {
    expect(rejectedStatusValues(invalidFilter('Invalid filter.'), ['evaluated', 'bogus', 'nope'])).toEqual([
      'bogus',
      'nope',
    ]);
    expect(rejectedStatusValues(invalidFilter('Unknown status value "other".'), ['evaluated', 'bogus'])).toEqual([
      'bogus',
    ]);
  });

  it('identifies nothing when every value is known and none is quoted, or there is no status filter', () => {
    expect(rejectedStatusValues(invalidFilter('Invalid filter.'), ['evaluated', 'pending'])).toEqual([]);
    expect(rejectedStatusValues(invalidFilter(FAKE_MESSAGE('"bogus"')), [])).toEqual([]);
  });

  it('ignores every other error', () => {
    expect(rejectedStatusValues(invalidFilter(FAKE_MESSAGE('"bogus"'), 'invalid_parameter'), ['bogus'])).toEqual([]);
    expect(rejectedStatusValues(new Error('"bogus"'), ['bogus'])).toEqual([]);
    expect(rejectedStatusValues(undefined, ['bogus'])).toEqual([]);
  });
});

describe('statusLabel', () => {
  it('labels the known statuses and shows others as they come', () => {
    expect(['pending', 'evaluated', 'unable_to_grade', 'archived'].map(statusLabel)).toEqual([
      'Pending',
      'Evaluated',
      'Unable to grade',
      'archived',
    ]);
  });
});
