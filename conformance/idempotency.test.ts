/** docs/api-contract.md §4 Idempotency of POST and PATCH. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateCreate, Pipeline } from '@assessment-insights/contract';
import { idemKey, sleep, UNKNOWN_UUID, type ApiResponse } from './http';
import { expectError, expectOk, useApi } from './support';

const WRITE_LATENCY_MS = 400;
const api = useApi({ writeLatencyMs: WRITE_LATENCY_MS });

let pipeline: Pipeline;
beforeAll(async () => {
  const res = await api().list<Pipeline>('/pipelines', { per_page: 1 });
  expectOk(res);
  pipeline = res.body.data[0]!;
});

let n = 0;
function newCandidateBody(): CandidateCreate {
  n += 1;
  return { name: `Idem Person ${n}`, email: `idem${n}.${Date.now()}@example.com`, pipeline_id: pipeline.id };
}
async function createCandidate(): Promise<Candidate> {
  const res = await api().post<Candidate>('/candidates', newCandidateBody());
  expectOk(res, 201);
  return res.body;
}

/** A replay: the first response's status and body again, marked Idempotent-Replay: true. */
function expectReplayOf(replay: ApiResponse, first: ApiResponse, status: number): void {
  expect(replay.status).toBe(status);
  expect(replay.headers.get('Idempotent-Replay')).toBe('true');
  expect(replay.body).toEqual(first.body);
}

/** The key already stands for another request (another body or path). */
function expectConflict(res: ApiResponse): void {
  expectError(res, 409, 'idempotency_conflict');
}

/** A response the request produced afresh, not a stored one replayed. */
function expectNotReplayed(res: ApiResponse): void {
  expect(res.headers.get('Idempotent-Replay')).not.toBe('true');
}

describe('idempotency', () => {
  it('idempotent replay within 24h returns original status+body with Idempotent-Replay: true', async () => {
    const key = idemKey('replay');
    const body = newCandidateBody();
    const first = await api().post<Candidate>('/candidates', body, { idempotencyKey: key });
    expectOk(first, 201);
    expectNotReplayed(first);
    const replay = await api().post<Candidate>('/candidates', body, { idempotencyKey: key });
    expectReplayOf(replay, first, 201);
    expect(replay.text).toBe(first.text);
  });

  it('a replay does not run the request again (PATCH)', async () => {
    const candidate = await createCandidate();
    const key = idemKey('patch');
    const first = await api().patch<Candidate>(
      `/candidates/${candidate.id}`,
      { name: 'First Name' },
      { idempotencyKey: key },
    );
    expectOk(first);
    expectOk(await api().patch(`/candidates/${candidate.id}`, { name: 'Second Name' }));
    const replay = await api().patch<Candidate>(
      `/candidates/${candidate.id}`,
      { name: 'First Name' },
      { idempotencyKey: key },
    );
    expectReplayOf(replay, first, 200);
    const now = await api().get<Candidate>(`/candidates/${candidate.id}`);
    expect(now.body.name).toBe('Second Name');
  });

  it('no Idempotency-Key: the request runs again with no replay protection', async () => {
    const body = newCandidateBody();
    const a = await api().post<Candidate>('/candidates', body);
    const b = await api().post<Candidate>('/candidates', body);
    expectOk(a, 201);
    expectOk(b, 201);
    expect(b.body.id).not.toBe(a.body.id);
    expectNotReplayed(b);
  });

  it('same key different body → idempotency_conflict', async () => {
    const key = idemKey('conflict');
    expectOk(await api().post('/candidates', newCandidateBody(), { idempotencyKey: key }), 201);
    expectConflict(await api().post('/candidates', newCandidateBody(), { idempotencyKey: key }));
    const candidate = await createCandidate();
    const key2 = idemKey('conflict2');
    expectOk(await api().patch(`/candidates/${candidate.id}`, { name: 'A' }, { idempotencyKey: key2 }));
    expectConflict(await api().patch(`/candidates/${candidate.id}`, { name: 'B' }, { idempotencyKey: key2 }));
  });

  it('same key on another path → conflict', async () => {
    const a = await createCandidate();
    const b = await createCandidate();
    const key = idemKey('path');
    expectOk(await api().patch(`/candidates/${a.id}`, { name: 'Same Body' }, { idempotencyKey: key }));
    expectConflict(await api().patch(`/candidates/${b.id}`, { name: 'Same Body' }, { idempotencyKey: key }));
    expectConflict(await api().patch(`/pipelines/${pipeline.id}`, { name: 'Same Body' }, { idempotencyKey: key }));
    expect((await api().get<Candidate>(`/candidates/${b.id}`)).body.name).toBe(b.name);
  });

  it('key order ignored in body comparison', async () => {
    const key = idemKey('order');
    const { name, email, pipeline_id } = newCandidateBody();
    const first = await api().request<Candidate>('POST', '/candidates', {
      rawBody: `{"name":${JSON.stringify(name)},"email":${JSON.stringify(email)},"pipeline_id":"${pipeline_id}"}`,
      idempotencyKey: key,
    });
    expectOk(first, 201);
    const replay = await api().request<Candidate>('POST', '/candidates', {
      rawBody: `{ "pipeline_id": "${pipeline_id}", "email": ${JSON.stringify(email)}, "name": ${JSON.stringify(name)} }`,
      idempotencyKey: key,
    });
    expectReplayOf(replay, first, 201);
  });

  it('same key while first runs → idempotency_in_progress', async () => {
    const key = idemKey('inflight');
    const body = newCandidateBody();
    const firstP = api().post<Candidate>('/candidates', body, { idempotencyKey: key });
    await sleep(WRITE_LATENCY_MS / 4);
    const second = await api().post('/candidates', body, { idempotencyKey: key });
    const first = await firstP;
    expectOk(first, 201);
    expectError(second, 409, 'idempotency_in_progress');
    const third = await api().post<Candidate>('/candidates', body, { idempotencyKey: key });
    expectReplayOf(third, first, 201);
  });

  it('error responses are not stored (retry after 4xx runs again)', async () => {
    // 400: the same key then works with a corrected body (no conflict, no replay of the 400)
    const key = idemKey('err400');
    const good = newCandidateBody();
    const bad = { name: good.name, pipeline_id: good.pipeline_id };
    const e1 = expectError(await api().post('/candidates', bad, { idempotencyKey: key }), 400, 'invalid_body');
    const again = await api().post('/candidates', bad, { idempotencyKey: key });
    const e2 = expectError(again, 400, 'invalid_body');
    expectNotReplayed(again);
    expect(e2.error.request_id).not.toBe(e1.error.request_id);
    const fixed = await api().post<Candidate>('/candidates', good, { idempotencyKey: key });
    expectOk(fixed, 201);
    expectNotReplayed(fixed);

    // 409 stage_boundary: once the candidate can move, the same key and body run again
    const candidate = await createCandidate();
    const key2 = idemKey('err409');
    expectError(
      await api().post(`/candidates/${candidate.id}/rewind`, undefined, { idempotencyKey: key2 }),
      409,
      'stage_boundary',
    );
    expectOk(await api().post(`/candidates/${candidate.id}/fast-forward`));
    const moved = await api().post<Candidate>(`/candidates/${candidate.id}/rewind`, undefined, {
      idempotencyKey: key2,
    });
    expectOk(moved);
    expectNotReplayed(moved);
    expect(moved.body.stage_id).toBe(candidate.stage_id);

    // 404: not stored either
    const key3 = idemKey('err404');
    expectError(
      await api().patch(`/candidates/${UNKNOWN_UUID}`, { name: 'X' }, { idempotencyKey: key3 }),
      404,
      'not_found',
    );
    const again404 = await api().patch(`/candidates/${UNKNOWN_UUID}`, { name: 'X' }, { idempotencyKey: key3 });
    expectError(again404, 404, 'not_found');
    expectNotReplayed(again404);
  });

  it('malformed Idempotency-Key → invalid_parameter', async () => {
    const candidate = await createCandidate();
    for (const key of [
      'short7c',
      'x'.repeat(65),
      'has space1',
      'dots.are.bad',
      'slash/isbad',
      'plus+sign1',
      'semi;colon',
    ]) {
      expectError(
        await api().patch(`/candidates/${candidate.id}`, { name: 'Bad Key' }, { idempotencyKey: key }),
        400,
        'invalid_parameter',
      );
      expectError(
        await api().post('/candidates', newCandidateBody(), { idempotencyKey: key }),
        400,
        'invalid_parameter',
      );
    }
    expect((await api().get<Candidate>(`/candidates/${candidate.id}`)).body.name).toBe(candidate.name);
  });

  it('Idempotency-Key of 8–64 letters, digits, _ or - is accepted', async () => {
    const candidate = await createCandidate();
    const stamp = Date.now().toString(36);
    for (const key of [`a-_${stamp}`.slice(0, 8).padEnd(8, 'z'), `K${stamp}`.padEnd(64, '9_-'), `Ab_-09${stamp}`]) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expectOk(await api().patch(`/candidates/${candidate.id}`, { name: `Good ${key}` }, { idempotencyKey: key }));
    }
  });
});
