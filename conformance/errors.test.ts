/** docs/api-contract.md §2 Errors: the error shape, X-Request-Id, 404, 405 and invalid_body. */
import { describe, expect, it } from 'vitest';
import type { Candidate, Pipeline } from '@assessment-insights/contract';
import { REQUEST_ID_RE, UNKNOWN_UUID, type ApiResponse } from './http';
import { expectError, expectOk, useApi } from './support';

const api = useApi();

async function firstPipeline(): Promise<Pipeline> {
  const res = await api().list<Pipeline>('/pipelines', { per_page: 1 });
  expectOk(res);
  return res.body.data[0]!;
}
async function firstCandidate(): Promise<Candidate> {
  const res = await api().list<Candidate>('/candidates', { per_page: 1 });
  expectOk(res);
  return res.body.data[0]!;
}
async function firstId(path: string): Promise<string> {
  const res = await api().list<{ id: string }>(path, { per_page: 1 });
  expectOk(res);
  return res.body.data[0]!.id;
}

describe('errors', () => {
  it("X-Request-Id on every response matches req_[a-z0-9]{24} and equals the body's request_id", async () => {
    const candidate = await firstCandidate();
    const created = await api().post<Candidate>('/candidates', {
      name: 'Req Id',
      email: 'req@example.com',
      pipeline_id: candidate.pipeline_id,
    });
    const ok: ApiResponse[] = [
      created,
      await api().get('/whoami'),
      await api().get('/question-results'),
      await api().get('/assessment-results'),
      await api().get('/assessments'),
      await api().get('/questions'),
      await api().get('/pipelines'),
      await api().get('/candidates'),
      await api().get(`/candidates/${candidate.id}`),
      await api().patch(`/candidates/${candidate.id}`, { name: 'Request Id' }),
      await api().post(`/candidates/${created.body.id}/fast-forward`),
    ];
    for (const res of ok) {
      expect([200, 201]).toContain(res.status);
      expect(res.headers.get('x-request-id')).toMatch(REQUEST_ID_RE);
    }
    const errors: [ApiResponse, number, string][] = [
      [await api().get('/whoami', undefined, { auth: false }), 401, 'missing_api_key'],
      [
        await api().get('/whoami', undefined, { auth: 'Bearer ak_live_00000000000000000000000000000000' }),
        401,
        'invalid_api_key',
      ],
      [await api().get('/question-results', { page: 0 }), 400, 'invalid_parameter'],
      [await api().get('/question-results', { status: 'nope' }), 400, 'invalid_filter'],
      [await api().get('/question-results', { page: 6 }), 400, 'pagination_limit_exceeded'],
      [await api().get('/no-such-path'), 404, 'not_found'],
      [await api().request('DELETE', '/whoami'), 405, 'method_not_allowed'],
      [await api().request('POST', '/candidates', { rawBody: '{' }), 400, 'invalid_body'],
    ];
    for (const [res, status, code] of errors) expectError(res, status, code);
  });

  it('all bodies are application/json', async () => {
    for (const res of [await api().get('/whoami'), await api().get('/pipelines'), await api().get('/nope')]) {
      expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
      expect(res.body).toBeTypeOf('object');
    }
  });

  it('404 not_found for an unknown id', async () => {
    for (const path of ['/assessments', '/questions', '/pipelines', '/candidates']) {
      expectError(await api().get(`${path}/${UNKNOWN_UUID}`), 404, 'not_found');
    }
    expectError(await api().patch(`/pipelines/${UNKNOWN_UUID}`, { name: 'x' }), 404, 'not_found');
    expectError(await api().patch(`/candidates/${UNKNOWN_UUID}`, { name: 'x' }), 404, 'not_found');
    expectError(await api().post(`/candidates/${UNKNOWN_UUID}/fast-forward`), 404, 'not_found');
    expectError(await api().post(`/candidates/${UNKNOWN_UUID}/rewind`), 404, 'not_found');
  });

  it('404 not_found for an unknown path', async () => {
    const assessment = await firstId('/assessments');
    for (const path of [
      '/no-such-path',
      '/whoami/extra',
      '/results',
      `/assessments/${assessment}/questions/x`,
      '/candidates/x/y/z',
    ]) {
      expectError(await api().get(path), 404, 'not_found');
    }
    expectError(await api().post('/no-such-path', { a: 1 }), 404, 'not_found');
  });

  it('405 method_not_allowed for a method the path does not support', async () => {
    const pipeline = await firstPipeline();
    const candidate = await firstCandidate();
    const assessment = await firstId('/assessments');
    const question = await firstId('/questions');
    const cases: [string, string][] = [
      ['POST', '/whoami'],
      ['DELETE', '/whoami'],
      ['POST', '/question-results'],
      ['PUT', '/assessment-results'],
      ['POST', '/assessments'],
      ['PATCH', `/assessments/${assessment}`],
      ['DELETE', `/questions/${question}`],
      ['POST', '/pipelines'],
      ['DELETE', `/pipelines/${pipeline.id}`],
      ['PUT', `/pipelines/${pipeline.id}`],
      ['DELETE', '/candidates'],
      ['DELETE', `/candidates/${candidate.id}`],
      ['GET', `/candidates/${candidate.id}/fast-forward`],
      ['GET', `/candidates/${candidate.id}/rewind`],
    ];
    for (const [method, path] of cases) {
      const res = await api().request(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? {} : { body: { name: 'x' } },
      );
      expectError(res, 405, 'method_not_allowed');
    }
  });

  it('invalid_body: a body that is not JSON', async () => {
    const pipeline = await firstPipeline();
    const candidate = await firstCandidate();
    expectError(await api().request('POST', '/candidates', { rawBody: '{"name": "A",' }), 400, 'invalid_body');
    expectError(await api().request('PATCH', `/pipelines/${pipeline.id}`, { rawBody: 'name=x' }), 400, 'invalid_body');
    expectError(
      await api().request('PATCH', `/candidates/${candidate.id}`, { rawBody: '{name: x}' }),
      400,
      'invalid_body',
    );
  });

  it('invalid_body naming the field: a missing required field', async () => {
    const pipeline = await firstPipeline();
    const full = { name: 'Ada Lovelace', email: 'ada@example.com', pipeline_id: pipeline.id };
    for (const field of ['name', 'email', 'pipeline_id'] as const) {
      const body: Record<string, string> = { ...full };
      delete body[field];
      const err = expectError(await api().post('/candidates', body), 400, 'invalid_body');
      expect(err.error.message).toContain(field);
    }
    const err = expectError(await api().patch(`/pipelines/${pipeline.id}`, {}), 400, 'invalid_body');
    expect(err.error.message).toContain('name');
  });

  it('invalid_body naming the field: a field the endpoint does not accept', async () => {
    const pipeline = await firstPipeline();
    const candidate = await firstCandidate();
    const full = { name: 'Ada Lovelace', email: 'ada@example.com', pipeline_id: pipeline.id };
    let err = expectError(await api().post('/candidates', { ...full, nickname: 'ada' }), 400, 'invalid_body');
    expect(err.error.message).toContain('nickname');
    err = expectError(
      await api().patch(`/pipelines/${pipeline.id}`, { name: 'P', colour: 'red' }),
      400,
      'invalid_body',
    );
    expect(err.error.message).toContain('colour');
    err = expectError(
      await api().patch(`/candidates/${candidate.id}`, { stage_id: candidate.stage_id }),
      400,
      'invalid_body',
    );
    expect(err.error.message).toContain('stage_id');
  });

  it('invalid_body naming the field: a field that fails validation', async () => {
    const pipeline = await firstPipeline();
    const candidate = await firstCandidate();
    let err = expectError(
      await api().post('/candidates', { name: 42, email: 'ada@example.com', pipeline_id: pipeline.id }),
      400,
      'invalid_body',
    );
    expect(err.error.message).toContain('name');
    err = expectError(await api().patch(`/pipelines/${pipeline.id}`, { name: ['x'] }), 400, 'invalid_body');
    expect(err.error.message).toContain('name');
    err = expectError(await api().patch(`/candidates/${candidate.id}`, { email: 7 }), 400, 'invalid_body');
    expect(err.error.message).toContain('email');
    expectError(await api().post('/candidates', [full()]), 400, 'invalid_body');
    function full(): Record<string, string> {
      return { name: 'A', email: 'a@example.com', pipeline_id: pipeline.id };
    }
  });
});
