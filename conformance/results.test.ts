/** docs/api-contract.md §6 /question-results and /assessment-results: row shapes, per-status rules, derived status and score. */
import { describe, expect, it } from 'vitest';
import type { Assessment } from '@assessment-insights/contract';
import { isDateTime, UUID_RE } from './http';
import { expectOk, useApi, type Row } from './support';

const api = useApi();
const SOURCES = ['standalone', 'pipeline'] as const;
const STATUSES = ['pending', 'evaluated', 'unable_to_grade'] as const;

const QR_FIELDS = [
  'answer',
  'assessment_id',
  'candidate_id',
  'created_at',
  'evaluated_at',
  'evaluation_details',
  'id',
  'pipeline_id',
  'question_id',
  'score',
  'source',
  'status',
];
const AR_FIELDS = [
  'answered_count',
  'assessment_id',
  'candidate_id',
  'completed_at',
  'created_at',
  'graded_count',
  'id',
  'pipeline_id',
  'question_count',
  'score',
  'source',
  'status',
];

function expectCommon(r: Row, source: string): void {
  expect(r.id).toMatch(UUID_RE);
  expect(r['source']).toBe(source);
  expect(r['candidate_id']).toMatch(UUID_RE);
  expect(r['assessment_id']).toMatch(UUID_RE);
  if (source === 'standalone') expect(r['pipeline_id']).toBeNull();
  else expect(r['pipeline_id']).toMatch(UUID_RE);
  expect(STATUSES).toContain(r['status']);
  expect(isDateTime(r['created_at'])).toBe(true);
  const score = r['score'];
  if (score !== null) {
    expect(typeof score).toBe('number');
    expect(score as number).toBeGreaterThanOrEqual(0);
    expect(score as number).toBeLessThanOrEqual(100);
  }
}

async function page(path: string, query: Record<string, string | number>): Promise<Row[]> {
  const res = await api().list<Row>(path, { per_page: 100, ...query });
  expectOk(res);
  return res.body.data;
}

/** The run's answers: question-results of the same source, candidate, pipeline and assessment. */
async function answersOf(run: Row): Promise<Row[]> {
  const query: Record<string, string> = { source: String(run['source']), candidate_id: String(run['candidate_id']) };
  if (typeof run['pipeline_id'] === 'string') query['pipeline_id'] = run['pipeline_id'];
  return (await api().all<Row>('/question-results', query)).filter((a) => a['assessment_id'] === run['assessment_id']);
}

/** Runs whose (source, candidate, pipeline, assessment) is unique, so their answers can be told apart. */
async function sampleRuns(perCombo: number): Promise<Row[]> {
  const picked: Row[] = [];
  for (const source of SOURCES) {
    for (const status of STATUSES) {
      let found = 0;
      for (const run of await page('/assessment-results', { source, status, per_page: 50 })) {
        if (found >= perCombo) break;
        const query: Record<string, string> = {
          source,
          candidate_id: String(run['candidate_id']),
          assessment_id: String(run['assessment_id']),
        };
        if (typeof run['pipeline_id'] === 'string') query['pipeline_id'] = run['pipeline_id'];
        if ((await api().count('/assessment-results', query)) !== 1) continue;
        picked.push(run);
        found++;
      }
      expect(found, `${source}/${status}: runs to check`).toBeGreaterThan(0);
    }
  }
  return picked;
}

function deriveStatus(answers: readonly Row[]): string {
  if (answers.length === 0 || answers.some((a) => a['status'] === 'pending')) return 'pending';
  if (answers.some((a) => a['status'] === 'evaluated')) return 'evaluated';
  return 'unable_to_grade';
}

describe('results', () => {
  it('question-results rows have the contract fields', async () => {
    for (const source of SOURCES) {
      for (const r of await page('/question-results', { source })) {
        expect(Object.keys(r).sort()).toEqual(QR_FIELDS);
        expectCommon(r, source);
        expect(r['question_id']).toMatch(UUID_RE);
        expect(r['evaluated_at'] === null || isDateTime(r['evaluated_at'])).toBe(true);
      }
    }
  });

  it('per-status field rules on question-results', async () => {
    for (const source of SOURCES) {
      for (const status of STATUSES) {
        const rows = await page('/question-results', { source, status });
        expect(rows.length, `${source}/${status}`).toBeGreaterThan(0);
        for (const r of rows) {
          expect(r['status']).toBe(status);
          if (status === 'pending') {
            expect(r['score'], r.id).toBeNull();
            expect(r['evaluated_at'], r.id).toBeNull();
          } else if (status === 'evaluated') {
            expect(typeof r['score'], r.id).toBe('number');
            expect(isDateTime(r['evaluated_at']), r.id).toBe(true);
          } else {
            expect(r['score'], r.id).toBeNull();
            expect(isDateTime(r['evaluated_at']), r.id).toBe(true);
            expect(r['evaluation_details'], r.id).not.toBeNull();
            expect(r['evaluation_details'], r.id).not.toBeUndefined();
          }
        }
      }
    }
  });

  it('assessment-results rows have the contract fields', async () => {
    for (const source of SOURCES) {
      for (const r of await page('/assessment-results', { source })) {
        expect(Object.keys(r).sort()).toEqual(AR_FIELDS);
        expectCommon(r, source);
        expect(r['completed_at'] === null || isDateTime(r['completed_at'])).toBe(true);
        for (const f of ['question_count', 'answered_count', 'graded_count']) {
          expect(Number.isInteger(r[f]) && (r[f] as number) >= 0, `${f}=${String(r[f])}`).toBe(true);
        }
      }
    }
  });

  it('assessment-results status filter agrees with each row; score null exactly when no answer is evaluated', async () => {
    for (const source of SOURCES) {
      for (const status of STATUSES) {
        const rows = await page('/assessment-results', { source, status, per_page: 200 });
        expect(rows.length, `${source}/${status}`).toBeGreaterThan(0);
        for (const r of rows) {
          expect(r['status']).toBe(status);
          if (status === 'unable_to_grade') expect(r['score'], r.id).toBeNull();
          if (status === 'evaluated') expect(typeof r['score'], r.id).toBe('number');
        }
      }
    }
  });

  it('assessment-results derived status rule: pending if any answer pending (or none), else evaluated if any evaluated, else unable_to_grade', async () => {
    for (const run of await sampleRuns(2)) {
      const answers = await answersOf(run);
      expect(run['status'], `run ${run.id}: ${answers.map((a) => a['status']).join(',')}`).toBe(deriveStatus(answers));
    }
  });

  it('score = mean of graded answers (null when none is graded)', async () => {
    for (const run of await sampleRuns(2)) {
      const answers = await answersOf(run);
      const graded = answers.filter((a) => a['status'] === 'evaluated').map((a) => a['score'] as number);
      if (graded.length === 0) {
        expect(run['score'], `run ${run.id}`).toBeNull();
      } else {
        const mean = graded.reduce((s, x) => s + x, 0) / graded.length;
        expect(typeof run['score'], `run ${run.id}`).toBe('number');
        expect(
          Math.abs((run['score'] as number) - mean),
          `run ${run.id}: ${String(run['score'])} vs mean ${mean}`,
        ).toBeLessThanOrEqual(0.01);
      }
    }
  });

  it("run counts agree with its answers: answered_count = answers, graded_count = evaluated answers, question_count = the assessment's", async () => {
    const questionCounts = new Map<string, number>();
    for (const run of await sampleRuns(1)) {
      const answers = await answersOf(run);
      expect(run['answered_count'], `run ${run.id}`).toBe(answers.length);
      expect(run['graded_count'], `run ${run.id}`).toBe(answers.filter((a) => a['status'] === 'evaluated').length);
      const aid = String(run['assessment_id']);
      if (!questionCounts.has(aid)) {
        const res = await api().get<Assessment>(`/assessments/${aid}`);
        expectOk(res);
        questionCounts.set(aid, res.body.question_count);
      }
      expect(run['question_count'], `run ${run.id}`).toBe(questionCounts.get(aid));
    }
  });
});
