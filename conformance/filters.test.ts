/** docs/api-contract.md §5, §6 Filters: source, status, UUID filters, date-time range, malformed values. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pipeline } from '@assessment-insights/contract';
import type { Query } from './http';
import { expectError, expectOk, useApi, type Row } from './support';

const api = useApi();
const RESULTS = ['/question-results', '/assessment-results'] as const;
const STATUSES = ['pending', 'evaluated', 'unable_to_grade'] as const;

let pipelineId: string;
let stageId: string;
let sampleQr: Row;
beforeAll(async () => {
  const p = await api().list<Pipeline>('/pipelines', { per_page: 1 });
  expectOk(p);
  pipelineId = p.body.data[0]!.id;
  stageId = p.body.data[0]!.stages[0]!.id;
  const q = await api().list<Row>('/question-results', { source: 'pipeline', per_page: 1, page: 7 });
  expectOk(q);
  sampleQr = q.body.data[0]!;
});

async function rowsOf(path: string, query: Query): Promise<Row[]> {
  const res = await api().list<Row>(path, { per_page: 100, ...query });
  expectOk(res);
  return res.body.data;
}

describe('filters', () => {
  it('unknown source → invalid_parameter', async () => {
    for (const path of RESULTS) {
      for (const source of ['foo', 'Pipeline', 'STANDALONE', 'both']) {
        expectError(await api().get(path, { source }), 400, 'invalid_parameter');
      }
    }
  });

  it('source filter returns only rows of that source', async () => {
    for (const path of RESULTS) {
      for (const source of ['standalone', 'pipeline']) {
        const rows = await rowsOf(path, { source });
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) expect(r['source']).toBe(source);
      }
    }
  });

  it('malformed UUID → invalid_parameter', async () => {
    const bad = [
      'abc',
      '123',
      '00000000-0000-0000-0000-00000000000',
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      `${pipelineId}x`,
    ];
    const cases: [string, string][] = [
      ['/question-results', 'question_id'],
      ['/question-results', 'pipeline_id'],
      ['/question-results', 'candidate_id'],
      ['/assessment-results', 'assessment_id'],
      ['/assessment-results', 'pipeline_id'],
      ['/assessment-results', 'candidate_id'],
      ['/questions', 'assessment_id'],
      ['/candidates', 'pipeline_id'],
      ['/candidates', 'stage_id'],
    ];
    for (const [path, param] of cases) {
      for (const value of bad) expectError(await api().get(path, { [param]: value }), 400, 'invalid_parameter');
    }
  });

  it('malformed date-time → invalid_parameter', async () => {
    const bad = ['yesterday', '2024-13-01T00:00:00Z', '2024-02-30T25:00:00Z', '1700000000', '2024-01-01T00:00:00', 'Z'];
    for (const path of RESULTS) {
      for (const param of ['created_after', 'created_before']) {
        for (const value of bad) expectError(await api().get(path, { [param]: value }), 400, 'invalid_parameter');
      }
    }
  });

  it('status filter subset semantics: only rows with a listed status, and the subsets add up', async () => {
    for (const path of RESULTS) {
      for (const source of ['standalone', 'pipeline']) {
        const totals: Record<string, number> = {};
        for (const status of STATUSES) {
          const res = await api().list<Row>(path, { source, status, per_page: 100 });
          expectOk(res);
          for (const r of res.body.data) expect(r['status']).toBe(status);
          totals[status] = await api().count(path, { source, status });
        }
        const pair = await rowsOf(path, { source, status: 'pending,unable_to_grade' });
        for (const r of pair) expect(['pending', 'unable_to_grade']).toContain(r['status']);
        const all = await api().count(path, { source });
        expect(await api().count(path, { source, status: 'pending,evaluated,unable_to_grade' })).toBe(all);
        expect(await api().count(path, { source, status: 'evaluated,pending' })).toBe(
          totals['evaluated']! + totals['pending']!,
        );
        expect(totals['pending']! + totals['evaluated']! + totals['unable_to_grade']!).toBe(all);
      }
    }
  });

  it('invalid_filter for unknown values in a status filter', async () => {
    for (const path of RESULTS) {
      for (const status of [
        'done',
        'pending,foo',
        'PENDING',
        'graded',
        'evaluated,unable-to-grade',
        'pending, evaluated',
        'pending,',
        '',
      ]) {
        expectError(await api().get(path, { status }), 400, 'invalid_filter');
      }
    }
  });

  it('pipeline_id + source=standalone → empty page not error', async () => {
    for (const path of RESULTS) {
      const res = await api().list(path, { pipeline_id: pipelineId, source: 'standalone' });
      expectOk(res);
      expect(res.body.data).toEqual([]);
      expect(res.body.pagination.has_more).toBe(false);
      expect([0, null]).toContain(res.body.pagination.total);
    }
  });

  it('pipeline_id matches pipeline rows of that pipeline only', async () => {
    for (const path of RESULTS) {
      const rows = await rowsOf(path, { pipeline_id: pipelineId });
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r['source']).toBe('pipeline');
        expect(r['pipeline_id']).toBe(pipelineId);
      }
    }
  });

  it('question_id, candidate_id and assessment_id filters match the rows', async () => {
    const byQuestion = await rowsOf('/question-results', { question_id: String(sampleQr['question_id']) });
    expect(byQuestion.map((r) => r.id)).toContain(sampleQr.id);
    for (const r of byQuestion) expect(r['question_id']).toBe(sampleQr['question_id']);
    for (const path of RESULTS) {
      const byCandidate = await rowsOf(path, { candidate_id: String(sampleQr['candidate_id']) });
      expect(byCandidate.length).toBeGreaterThan(0);
      for (const r of byCandidate) expect(r['candidate_id']).toBe(sampleQr['candidate_id']);
    }
    const byAssessment = await rowsOf('/assessment-results', { assessment_id: String(sampleQr['assessment_id']) });
    expect(byAssessment.length).toBeGreaterThan(0);
    for (const r of byAssessment) expect(r['assessment_id']).toBe(sampleQr['assessment_id']);
  });

  it('created_after inclusive / created_before exclusive', async () => {
    const at = String(sampleQr['created_at']);
    const t = Date.parse(at);
    const pin = {
      source: 'pipeline',
      candidate_id: String(sampleQr['candidate_id']),
      question_id: String(sampleQr['question_id']),
    };
    const ids = async (q: Query): Promise<string[]> =>
      (await rowsOf('/question-results', { ...pin, ...q })).map((r) => r.id);
    expect(await ids({ created_after: at })).toContain(sampleQr.id);
    expect(await ids({ created_before: at })).not.toContain(sampleQr.id);
    expect(await ids({ created_before: new Date(t + 1).toISOString() })).toContain(sampleQr.id);
    expect(await ids({ created_after: new Date(t + 1).toISOString() })).not.toContain(sampleQr.id);
    expect(await ids({ created_after: at, created_before: at })).toEqual([]);
  });

  it('created_after / created_before bound every row, with Z or an offset', async () => {
    const t = Date.parse(String(sampleQr['created_at']));
    const after = new Date(t - 3 * 86_400_000).toISOString();
    const before = new Date(t + 3 * 86_400_000).toISOString();
    for (const path of RESULTS) {
      const rows = await rowsOf(path, {
        source: 'pipeline',
        created_after: after,
        created_before: before,
        sort: 'created_at',
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const c = Date.parse(String(r['created_at']));
        expect(c >= Date.parse(after) && c < Date.parse(before), String(r['created_at'])).toBe(true);
      }
      // the same instants written with an offset select the same rows
      const withOffset = (iso: string): string => {
        const d = new Date(Date.parse(iso) + 2 * 3_600_000);
        return d.toISOString().replace(/Z$/, '+02:00');
      };
      const offsetRows = await rowsOf(path, {
        source: 'pipeline',
        created_after: withOffset(after),
        created_before: withOffset(before),
        sort: 'created_at',
      });
      expect(offsetRows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    }
  });

  it('candidates list filters pipeline_id and stage_id', async () => {
    const byPipeline = await rowsOf('/candidates', { pipeline_id: pipelineId });
    expect(byPipeline.length).toBeGreaterThan(0);
    for (const r of byPipeline) expect(r['pipeline_id']).toBe(pipelineId);
    const byStage = await rowsOf('/candidates', { stage_id: stageId });
    expect(byStage.length).toBeGreaterThan(0);
    for (const r of byStage) {
      expect(r['stage_id']).toBe(stageId);
      expect(r['pipeline_id']).toBe(pipelineId);
    }
  });
});
