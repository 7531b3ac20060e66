/** docs/api-contract.md §6 Pipelines and candidates. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, Pipeline } from '@assessment-insights/contract';
import { isDateTime, UUID_RE } from './http';
import { expectError, expectOk, useApi } from './support';

const api = useApi();

let pipelines: Pipeline[];
let pipeline: Pipeline;
beforeAll(async () => {
  pipelines = await api().all<Pipeline>('/pipelines', {}, 200);
  pipeline = pipelines[0]!;
});

let n = 0;
async function createCandidate(p: Pipeline = pipeline): Promise<Candidate> {
  n += 1;
  const res = await api().post<Candidate>('/candidates', {
    name: `New Person ${n}`,
    email: `new${n}@example.com`,
    pipeline_id: p.id,
  });
  expectOk(res, 201);
  return res.body;
}

function expectCandidate(c: Candidate): void {
  expect(Object.keys(c).sort()).toEqual(['created_at', 'email', 'id', 'name', 'pipeline_id', 'stage_id', 'updated_at']);
  expect(c.id).toMatch(UUID_RE);
  expect(c.pipeline_id).toMatch(UUID_RE);
  expect(c.stage_id).toMatch(UUID_RE);
  expect(typeof c.name).toBe('string');
  expect(typeof c.email).toBe('string');
  expect(isDateTime(c.created_at) && isDateTime(c.updated_at)).toBe(true);
}

describe('pipelines and candidates', () => {
  it('pipelines: {id, name, created_at, stages: [{id, name, position}]} with stage positions from 1', async () => {
    expect(pipelines.length).toBeGreaterThan(0);
    for (const p of pipelines) {
      expect(Object.keys(p).sort()).toEqual(['created_at', 'id', 'name', 'stages']);
      expect(p.id).toMatch(UUID_RE);
      expect(isDateTime(p.created_at)).toBe(true);
      expect(p.stages.map((s) => s.position)).toEqual(p.stages.map((_, i) => i + 1));
      for (const s of p.stages) {
        expect(Object.keys(s).sort()).toEqual(['id', 'name', 'position']);
        expect(s.id).toMatch(UUID_RE);
      }
      const one = await api().get<Pipeline>(`/pipelines/${p.id}`);
      expectOk(one);
      expect(one.body).toEqual(p);
    }
  });

  it('PATCH /pipelines/{id} renames the pipeline', async () => {
    const p = pipelines[1] ?? pipeline;
    const res = await api().patch<Pipeline>(`/pipelines/${p.id}`, { name: 'Renamed Pipeline' });
    expectOk(res);
    expect(res.body).toEqual({ ...p, name: 'Renamed Pipeline' });
    expect((await api().get<Pipeline>(`/pipelines/${p.id}`)).body.name).toBe('Renamed Pipeline');
  });

  it('candidates: list and GET /candidates/{id} share the candidate shape', async () => {
    const res = await api().list<Candidate>('/candidates', { per_page: 20 });
    expectOk(res);
    for (const c of res.body.data) {
      expectCandidate(c);
      const p = pipelines.find((x) => x.id === c.pipeline_id);
      expect(p, `pipeline of ${c.id}`).toBeDefined();
      expect(p!.stages.map((s) => s.id)).toContain(c.stage_id);
      const one = await api().get<Candidate>(`/candidates/${c.id}`);
      expectOk(one);
      expect(one.body).toEqual(c);
    }
  });

  it('candidates list filters pipeline_id / stage_id', async () => {
    for (const p of pipelines.slice(0, 3)) {
      const inPipeline = await api().all<Candidate>('/candidates', { pipeline_id: p.id }, 200);
      expect(inPipeline.length).toBeGreaterThan(0);
      for (const c of inPipeline) expect(c.pipeline_id).toBe(p.id);
      let inStages = 0;
      for (const s of p.stages) {
        const inStage = await api().all<Candidate>('/candidates', { stage_id: s.id }, 200);
        for (const c of inStage) expect([c.pipeline_id, c.stage_id]).toEqual([p.id, s.id]);
        inStages += inStage.length;
      }
      expect(inStages).toBe(inPipeline.length);
    }
  });

  it('POST /candidates creates the candidate at the first stage: 201', async () => {
    for (const p of pipelines.slice(0, 2)) {
      const c = await createCandidate(p);
      expectCandidate(c);
      expect(c.name).toMatch(/^New Person/);
      expect(c.pipeline_id).toBe(p.id);
      expect(c.stage_id).toBe(p.stages.find((s) => s.position === 1)!.id);
      const one = await api().get<Candidate>(`/candidates/${c.id}`);
      expectOk(one);
      expect(one.body).toEqual(c);
      const listed = await api().all<Candidate>('/candidates', { stage_id: c.stage_id }, 200);
      expect(listed.map((x) => x.id)).toContain(c.id);
    }
  });

  it('PATCH /candidates/{id} changes name and/or email', async () => {
    const c = await createCandidate();
    let res = await api().patch<Candidate>(`/candidates/${c.id}`, { name: 'Grace Hopper' });
    expectOk(res);
    expect(res.body).toMatchObject({
      id: c.id,
      name: 'Grace Hopper',
      email: c.email,
      pipeline_id: c.pipeline_id,
      stage_id: c.stage_id,
    });
    res = await api().patch<Candidate>(`/candidates/${c.id}`, { email: 'grace@example.com' });
    expectOk(res);
    expect(res.body).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    res = await api().patch<Candidate>(`/candidates/${c.id}`, { name: 'G. Hopper', email: 'g@example.com' });
    expectOk(res);
    expect(res.body).toMatchObject({ name: 'G. Hopper', email: 'g@example.com', created_at: c.created_at });
    expect((await api().get<Candidate>(`/candidates/${c.id}`)).body).toEqual(res.body);
  });

  it('fast-forward / rewind move one stage and return the candidate', async () => {
    const p = pipelines.reduce((a, b) => (b.stages.length > a.stages.length ? b : a));
    const c = await createCandidate(p);
    const stageAt = (pos: number): string => p.stages.find((s) => s.position === pos)!.id;
    for (let pos = 2; pos <= p.stages.length; pos++) {
      const res = await api().post<Candidate>(`/candidates/${c.id}/fast-forward`);
      expectOk(res);
      expectCandidate(res.body);
      expect(res.body).toMatchObject({ id: c.id, stage_id: stageAt(pos) });
      expect((await api().get<Candidate>(`/candidates/${c.id}`)).body.stage_id).toBe(stageAt(pos));
    }
    for (let pos = p.stages.length - 1; pos >= 1; pos--) {
      const res = await api().post<Candidate>(`/candidates/${c.id}/rewind`);
      expectOk(res);
      expect(res.body).toMatchObject({ id: c.id, stage_id: stageAt(pos) });
    }
  });

  it('409 stage_boundary at each end: rewind at the first stage, fast-forward at the last', async () => {
    const c = await createCandidate();
    expectError(await api().post(`/candidates/${c.id}/rewind`), 409, 'stage_boundary');
    expect((await api().get<Candidate>(`/candidates/${c.id}`)).body.stage_id).toBe(c.stage_id);
    for (let i = 1; i < pipeline.stages.length; i++) expectOk(await api().post(`/candidates/${c.id}/fast-forward`));
    const last = pipeline.stages.find((s) => s.position === pipeline.stages.length)!.id;
    expectError(await api().post(`/candidates/${c.id}/fast-forward`), 409, 'stage_boundary');
    expect((await api().get<Candidate>(`/candidates/${c.id}`)).body.stage_id).toBe(last);
  });
});
