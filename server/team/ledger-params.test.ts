import { describe, expect, it } from 'vitest';

import { ApiFailure } from '@/mocks/rules/errors';
import { ledgerScope } from './ledger-params.ts';

const A = '0b7a1c2e-3d4f-4a5b-8c6d-7e8f90a1b2c3';
const Q1 = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const Q2 = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

const scopeOf = (query: string) => ledgerScope(new URL(`http://team.invalid/team/v1/ledger?${query}`));

function refusal(query: string): { code: string; message: string } {
  try {
    scopeOf(query);
  } catch (error) {
    if (error instanceof ApiFailure) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`"${query}" was accepted`);
}

describe('a ledger request', () => {
  it("reads the question-results filter under the API's names, and an assessment with its questions", () => {
    expect(
      scopeOf(
        `source=pipeline&status=evaluated,pending&created_after=2026-01-01T00:00:00Z&assessment_id=${A.toUpperCase()}&question_ids=${Q1},${Q2}`,
      ),
    ).toEqual({
      filter: { source: 'pipeline', status: ['evaluated', 'pending'], created_after: '2026-01-01T00:00:00Z' },
      assessment: { assessmentId: A, questionIds: [Q1, Q2] },
    });
    expect(scopeOf(`question_id=${Q1}`)).toEqual({ filter: { question_id: Q1 } });
    expect(scopeOf('')).toEqual({ filter: {} });
  });

  it('refuses what the API would refuse, naming the parameter', () => {
    expect(refusal('source=elsewhere')).toMatchObject({ code: 'invalid_parameter' });
    expect(refusal('source=elsewhere').message).toContain('source must be one of');
    expect(refusal('candidate_id=1c220a6a').message).toContain('candidate_id must be a UUID');
    expect(refusal('created_before=yesterday').message).toContain('created_before');
    expect(refusal('status=graded')).toMatchObject({ code: 'invalid_filter' });
  });

  it('refuses unknown and repeated parameters, and an assessment without its questions', () => {
    expect(refusal('page=2').message).toContain('Unknown parameter "page"');
    expect(refusal(`question_id=${Q1}&question_id=${Q2}`).message).toContain('more than once');
    expect(refusal(`assessment_id=${A}`).message).toContain('go together');
    expect(refusal(`assessment_id=${A}&question_ids=${Q1},nope`).message).toContain('"nope"');
  });
});
