/** docs/api-contract.md §6 Catalog: assessments (with questions) and questions (with skills). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assessment, AssessmentSummary, Question, QuestionSummary } from '@assessment-insights/contract';
import { isDateTime, UNKNOWN_UUID, UUID_RE } from './http';
import { expectError, expectOk, useApi } from './support';

const api = useApi();
const TYPES = ['multiple_choice', 'coding', 'free_text', 'video'];

// The client's shapes (packages/contract/src/contract-schemas.ts): this suite checks the fake's answers against them.
let assessments: AssessmentSummary[];
let questions: QuestionSummary[];
beforeAll(async () => {
  assessments = await api().all<AssessmentSummary>('/assessments', {}, 200);
  questions = await api().all<QuestionSummary>('/questions', {}, 200);
});

describe('catalog', () => {
  it('GET /assessments lists {id, name, description, question_count, created_at, updated_at}', () => {
    expect(assessments.length).toBeGreaterThan(0);
    for (const a of assessments) {
      expect(Object.keys(a).sort()).toEqual([
        'created_at',
        'description',
        'id',
        'name',
        'question_count',
        'updated_at',
      ]);
      expect(a.id).toMatch(UUID_RE);
      expect(typeof a.name).toBe('string');
      expect(typeof a.description).toBe('string');
      expect(Number.isInteger(a.question_count)).toBe(true);
      expect(isDateTime(a.created_at) && isDateTime(a.updated_at)).toBe(true);
    }
  });

  it('GET /assessments/{id}: the assessment with its questions in position order from 1', async () => {
    for (const a of assessments) {
      const res = await api().get<Assessment>(`/assessments/${a.id}`);
      expectOk(res);
      const { questions: qs, ...rest } = res.body;
      expect(rest).toEqual(a);
      expect(Array.isArray(qs)).toBe(true);
      expect(qs.length).toBe(a.question_count);
      expect(qs.map((q) => q.position)).toEqual(qs.map((_, i) => i + 1));
      for (const q of qs) {
        expect(Object.keys(q).sort()).toEqual(['id', 'position', 'title', 'type']);
        expect(q.id).toMatch(UUID_RE);
        expect(TYPES).toContain(q.type);
      }
    }
  });

  it('GET /questions lists {id, title, type, created_at}', () => {
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['created_at', 'id', 'title', 'type']);
      expect(q.id).toMatch(UUID_RE);
      expect(typeof q.title).toBe('string');
      expect(TYPES).toContain(q.type);
      expect(isDateTime(q.created_at)).toBe(true);
    }
  });

  it('GET /questions/{id}: the question with its skills and assessment_ids', async () => {
    const byAssessment = new Map<string, Set<string>>();
    for (const a of assessments) {
      const res = await api().get<Assessment>(`/assessments/${a.id}`);
      byAssessment.set(a.id, new Set(res.body.questions.map((q) => q.id)));
    }
    for (const q of questions.slice(0, 40)) {
      const res = await api().get<Question>(`/questions/${q.id}`);
      expectOk(res);
      const d = res.body;
      expect(Object.keys(d).sort()).toEqual([
        'assessment_ids',
        'created_at',
        'id',
        'prompt',
        'skills',
        'title',
        'type',
      ]);
      expect({ id: d.id, title: d.title, type: d.type, created_at: d.created_at }).toEqual(q);
      expect(typeof d.prompt).toBe('string');
      expect(Array.isArray(d.skills)).toBe(true);
      for (const s of d.skills) {
        expect(Object.keys(s).sort()).toEqual(['id', 'name']);
        expect(s.id).toMatch(UUID_RE);
        expect(typeof s.name).toBe('string');
      }
      const containing = [...byAssessment.entries()]
        .filter(([, ids]) => ids.has(q.id))
        .map(([id]) => id)
        .sort();
      expect([...d.assessment_ids].sort()).toEqual(containing);
    }
  });

  it("questions filter assessment_id: exactly the assessment's questions", async () => {
    for (const a of assessments.slice(0, 5)) {
      const detail = await api().get<Assessment>(`/assessments/${a.id}`);
      const filtered = await api().all<QuestionSummary>('/questions', { assessment_id: a.id }, 200);
      expect(filtered.map((q) => q.id).sort()).toEqual(detail.body.questions.map((q) => q.id).sort());
    }
  });

  it('404 not_found for an unknown assessment or question id', async () => {
    expectError(await api().get(`/assessments/${UNKNOWN_UUID}`), 404, 'not_found');
    expectError(await api().get(`/questions/${UNKNOWN_UUID}`), 404, 'not_found');
  });
});
