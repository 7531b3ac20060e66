import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { storeUnavailable } from './store-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('storeUnavailable', () => {
  it('says full for a disk that is full, through drizzle’s wrapping', () => {
    const error = new DrizzleQueryError('insert into …', [], withCode('53100', 'could not extend file'));
    expect(storeUnavailable(error)).toMatchObject({ name: 'StoreUnavailableError', reason: 'full' });
    expect(storeUnavailable(withCode('ENOSPC'))?.reason).toBe('full');
  });

  it('says unreachable for a connection refused, lost or turned away', () => {
    for (const error of [
      new AggregateError([withCode('ECONNREFUSED')]),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('28P01', 'password authentication failed'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(storeUnavailable(error)?.reason).toBe('unreachable');
    }
  });

  it('leaves other errors alone', () => {
    expect(storeUnavailable(withCode('23505', 'duplicate key'))).toBeUndefined();
    expect(storeUnavailable(new TypeError('x is undefined'))).toBeUndefined();
  });
});
