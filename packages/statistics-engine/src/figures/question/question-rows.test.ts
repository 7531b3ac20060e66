import { describe, expect, it } from 'vitest';

import { numberedRows } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { assessmentRowsByQuestion, questionRows } from './question-rows';

const ledger = new QuestionResultLedger();
ledger.upsertAll(
  numberedRows([
    { question_id: 'q1', assessment_id: 'a1' },
    { question_id: 'q2', assessment_id: 'a1' },
    { question_id: 'q1', assessment_id: 'a2' },
    { question_id: 'q3', assessment_id: 'a1' },
    { question_id: 'q1', assessment_id: 'a1' },
  ]),
);

describe('questionRows', () => {
  it('finds a question’s rows in every assessment, or in one', () => {
    expect(questionRows(ledger, 'q1')).toEqual([0, 2, 4]);
    expect(questionRows(ledger, 'q1', 'a2')).toEqual([2]);
    expect(questionRows(ledger, 'q1', 'a9')).toEqual([]);
    expect(questionRows(ledger, 'q9')).toEqual([]);
  });
});

describe('assessmentRowsByQuestion', () => {
  it('groups the assessment’s rows by question: listed ones first, also without rows, then unlisted ones', () => {
    expect([...assessmentRowsByQuestion(ledger, 'a1', ['q2', 'q1', 'q4'])]).toEqual([
      ['q2', [1]],
      ['q1', [0, 4]],
      ['q4', []],
      ['q3', [3]],
    ]);
    expect([...assessmentRowsByQuestion(ledger, 'a9', ['q1'])]).toEqual([['q1', []]]);
  });
});
