import { describe, expect, it } from 'vitest';
import { generateDataset } from './dataset/generate';
import { ASSESSMENT_RESULT_SORTS, QUESTION_RESULT_SORTS, createDatabase } from './database';

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
