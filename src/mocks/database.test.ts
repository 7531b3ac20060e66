import { describe, expect, it } from 'vitest';
import { generateDataset } from './dataset/generate';
import { runSteps } from './dataset/steps';
import type { AssessmentResult, QuestionResult } from './dataset/types';
import {
  ASSESSMENT_RESULT_SORTS,
  QUESTION_RESULT_SORTS,
  createDatabase,
  isUngradedAnswer,
  isUngradedRun,
  resultsComparator,
  type Database,
} from './database';

// The small scale still sorts in several runs and merges them, as the browser does with the full one.
const dataset = generateDataset(3, 'small');
const presorted = createDatabase(dataset, { presort: true });
const lazy = createDatabase(dataset, { presort: false });
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe('results sort orders', () => {
  it('are the same whether sorted up front in slices (browser) or on first use (Node)', () => {
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) {
        expect(ids(presorted.sortedQuestionResults(field, descending))).toEqual(
          ids(lazy.sortedQuestionResults(field, descending)),
        );
      }
      for (const field of ASSESSMENT_RESULT_SORTS) {
        expect(ids(presorted.sortedAssessmentResults(field, descending))).toEqual(
          ids(lazy.sortedAssessmentResults(field, descending)),
        );
      }
    }
  });

  it('are the comparator’s, sorted up front, on first use, and kept under inserts and updates', () => {
    const db = createDatabase(generateDataset(3, 'small'), { presort: false });
    const check = (each: Database) => {
      for (const descending of [false, true]) {
        for (const field of QUESTION_RESULT_SORTS) {
          const compare = resultsComparator((row: QuestionResult) => row[field], descending, isUngradedAnswer);
          const expected = ids([...each.dataset.questionResults].sort(compare));
          expect(ids(each.sortedQuestionResults(field, descending))).toEqual(expected);
        }
        for (const field of ASSESSMENT_RESULT_SORTS) {
          const compare = resultsComparator((row: AssessmentResult) => row[field], descending, isUngradedRun);
          const expected = ids([...each.dataset.assessmentResults].sort(compare));
          expect(ids(each.sortedAssessmentResults(field, descending))).toEqual(expected);
        }
      }
    };
    check(presorted);
    // Ascending first: each descending order is then turned round from it.
    for (const field of QUESTION_RESULT_SORTS) db.sortedQuestionResults(field, false);
    check(db);
    const graded = db.dataset.questionResults.find((row) => !isUngradedAnswer(row))!;
    db.updateQuestionResult(graded, (row) => Object.assign(row, { score: null, evaluated_at: null }));
    db.insertQuestionResult({ ...graded, id: 'ffffffff-0000-4000-8000-000000000003', score: 50 });
    const run = db.dataset.assessmentResults[0]!;
    db.updateAssessmentResult(run, (row) => Object.assign(row, { completed_at: null }));
    db.insertAssessmentResult({ ...run, id: 'ffffffff-0000-4000-8000-000000000004', created_at: run.created_at });
    check(db);
  });

  it('put ungraded answers last in both directions, ordered among themselves by the same key', () => {
    for (const descending of [false, true]) {
      const rows = lazy.sortedQuestionResults('created_at', descending);
      const firstUngraded = rows.findIndex((row) => row.score === null || row.evaluated_at === null);
      expect(firstUngraded).toBeGreaterThan(0);
      expect(rows.slice(firstUngraded).every((row) => row.score === null || row.evaluated_at === null)).toBe(true);
      const ungradedTimes = rows.slice(firstUngraded).map((row) => row.created_at);
      const expected = [...ungradedTimes].sort();
      expect(ungradedTimes).toEqual(descending ? expected.reverse() : expected);
    }
  });
});

describe('results sort orders under change (live mode)', () => {
  it('discard a background sort that a change overtook, and sort that order again on use', () => {
    const db = createDatabase(generateDataset(3, 'small'), { presort: false });
    const steps = db.presortRemainingSteps();
    for (let i = 0; i < 5; i++) steps.next();
    const newest = { ...(dataset.questionResults[0] as QuestionResult), id: 'ffffffff-0000-4000-8000-000000000001' };
    db.insertQuestionResult({ ...newest, created_at: '2026-11-30T00:00:00.000Z', status: 'evaluated', score: 50 });
    runSteps(steps);
    const resorted = createDatabase(db.dataset);
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) {
        expect(ids(db.sortedQuestionResults(field, descending))).toEqual(
          ids(resorted.sortedQuestionResults(field, descending)),
        );
      }
    }
    expect(db.sortedQuestionResults('created_at', true)[0]?.id).toBe(newest.id);
  });
});

describe('filtered orders', () => {
  it('by the list’s own id are the full order’s rows of that id, in the same order, also after a change', () => {
    const db = createDatabase(generateDataset(3, 'small'), { presort: false });
    const questionIds = [...new Set(db.dataset.questionResults.map((row) => row.question_id))].slice(0, 4);
    const check = () => {
      for (const questionId of questionIds) {
        for (const descending of [false, true]) {
          for (const field of QUESTION_RESULT_SORTS) {
            const ofQuestion = (row: QuestionResult) => row.question_id === questionId && row.source === 'standalone';
            const expected = ids(db.sortedQuestionResults(field, descending).filter(ofQuestion));
            expect(
              ids(db.questionResultsMatching(field, descending, `q:${questionId}`, ofQuestion, questionId)),
            ).toEqual(expected);
          }
        }
      }
    };
    check();
    const template = db.dataset.questionResults.find((row) => row.question_id === questionIds[0])!;
    db.insertQuestionResult({
      ...template,
      id: 'ffffffff-0000-4000-8000-000000000002',
      source: 'standalone',
      created_at: '2026-11-30T00:00:00.000Z',
    });
    check();
    expect(
      db.questionResultsMatching('created_at', true, `q:${questionIds[0]}`, () => true, questionIds[0])[0]?.id,
    ).toBe('ffffffff-0000-4000-8000-000000000002');
  });
});
