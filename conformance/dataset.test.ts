/** The fake's dataset: its size, and the candidate_id trap across sources (docs/api-contract.md §6 Sources). */
import { describe, expect, it } from 'vitest';
import type { Pipeline } from '@assessment-insights/contract';
import { UUID_RE } from './http';
import { expectOk, useApi, type Row } from './support';

const api = useApi();

describe('dataset', () => {
  it('holds at least 10 assessments, 150 questions, 6 pipelines of 3–6 stages, 1,500 candidates', async () => {
    expect(await api().count('/assessments')).toBeGreaterThanOrEqual(10);
    expect(await api().count('/questions')).toBeGreaterThanOrEqual(150);
    const pipelines = await api().all<Pipeline>('/pipelines', {}, 200);
    expect(pipelines.length).toBeGreaterThanOrEqual(6);
    for (const p of pipelines) {
      expect(p.stages.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.stages.length, p.id).toBeLessThanOrEqual(6);
    }
    expect(await api().count('/candidates')).toBeGreaterThanOrEqual(1500);
  });

  it('holds at least 60,000 question results (sum over both sources)', async () => {
    const standalone = await api().count('/question-results', { source: 'standalone' });
    const pipeline = await api().count('/question-results', { source: 'pipeline' });
    expect(standalone).toBeGreaterThan(0);
    expect(pipeline).toBeGreaterThan(0);
    expect(standalone + pipeline).toBeGreaterThanOrEqual(60_000);
  }, 180_000);

  it('the dataset trap: some candidate_id appears under both sources', async () => {
    const standalone = new Set(
      (await api().all<Row>('/assessment-results', { source: 'standalone' }, 200)).map((r) =>
        String(r['candidate_id']),
      ),
    );
    const pipelineRows = await api().all<Row>('/assessment-results', { source: 'pipeline' }, 200);
    const shared = [...new Set(pipelineRows.map((r) => String(r['candidate_id'])))].filter((id) => standalone.has(id));
    expect(shared.length).toBeGreaterThan(0);
    const id = shared[0]!;
    expect(id).toMatch(UUID_RE);
    // merged question-results for that id carry both sources
    const merged = await api().list<Row>('/question-results', { candidate_id: id, per_page: 100 });
    expectOk(merged);
    expect(new Set(merged.body.data.map((r) => r['source']))).toEqual(new Set(['standalone', 'pipeline']));
    // for pipeline rows it is a pipeline candidate
    expectOk(await api().get(`/candidates/${id}`));
  }, 120_000);
});
