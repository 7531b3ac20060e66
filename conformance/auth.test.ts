/** docs/api-contract.md §1 Authentication (and "authentication comes first"). */
import { describe, expect, it } from 'vitest';
import type { Whoami } from '@assessment-insights/contract';
import { makeApiKey } from './fake-api-process';
import { RATE_LIMIT_HEADERS, UUID_RE, UNKNOWN_UUID } from './http';
import { expectError, expectOk, useApi } from './support';

const api = useApi();

describe('authentication', () => {
  it('401 missing_api_key when no Authorization header', async () => {
    expectError(await api().get('/whoami', undefined, { auth: false }), 401, 'missing_api_key');
    expectError(await api().get('/question-results', undefined, { auth: false }), 401, 'missing_api_key');
  });

  it('401 missing_api_key when the Authorization header is not "Bearer <something>"', async () => {
    const key = api().key;
    for (const header of [`Basic ${key}`, `Token ${key}`, key, 'Bearer']) {
      expectError(await api().get('/whoami', undefined, { auth: header }), 401, 'missing_api_key');
    }
  });

  it('401 invalid_api_key for any other key than the workspace key', async () => {
    const other = makeApiKey();
    expect(other).not.toBe(api().key);
    for (const header of [
      `Bearer ${other}`,
      'Bearer nonsense',
      `Bearer ${api().key}x`,
      `Bearer ${api().key.toUpperCase()}`,
    ]) {
      expectError(await api().get('/whoami', undefined, { auth: header }), 401, 'invalid_api_key');
    }
  });

  it('the workspace key is accepted: GET /whoami returns {company_id: uuid}', async () => {
    expect(api().key).toMatch(/^ak_live_[A-Za-z0-9]{32}$/);
    const res = await api().get<Whoami>('/whoami');
    expectOk(res);
    expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
    expect(Object.keys(res.body)).toEqual(['company_id']);
    expect(res.body.company_id).toMatch(UUID_RE);
  });

  it('authentication comes first: unknown path without key is 401', async () => {
    expectError(await api().get('/no-such-path', undefined, { auth: false }), 401, 'missing_api_key');
    expectError(await api().get(`/assessments/${UNKNOWN_UUID}`, undefined, { auth: false }), 401, 'missing_api_key');
    expectError(
      await api().get('/no-such-path', undefined, { auth: `Bearer ${makeApiKey()}` }),
      401,
      'invalid_api_key',
    );
  });

  it('authentication comes first: malformed body, bad parameters or wrong method without a valid key is 401', async () => {
    const bad = { auth: `Bearer ${makeApiKey()}` };
    expectError(await api().request('POST', '/candidates', { ...bad, rawBody: '{not json' }), 401, 'invalid_api_key');
    expectError(
      await api().request('POST', '/candidates', { auth: false, rawBody: '{not json' }),
      401,
      'missing_api_key',
    );
    expectError(
      await api().request('POST', '/candidates', { ...bad, body: { name: 'x' }, idempotencyKey: 'bad key!' }),
      401,
      'invalid_api_key',
    );
    expectError(await api().get('/question-results', { page: 0, status: 'nope' }, bad), 401, 'invalid_api_key');
    expectError(await api().request('DELETE', '/whoami', bad), 401, 'invalid_api_key');
  });

  it('a 401 carries no rate-limit headers', async () => {
    const responses = [
      await api().get('/whoami', undefined, { auth: false }),
      await api().get('/whoami', undefined, { auth: `Bearer ${makeApiKey()}` }),
    ];
    for (const res of responses) {
      expect(res.status).toBe(401);
      for (const h of RATE_LIMIT_HEADERS) expect(res.headers.get(h), h).toBeNull();
    }
  });
});
