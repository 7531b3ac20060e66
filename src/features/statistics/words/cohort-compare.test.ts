import { describe, expect, it } from 'vitest';

import { compareCohorts } from '@assessment-insights/statistics-engine';
import { cohortOf, pipelineA, pipelineB, times } from '@assessment-insights/statistics-engine/testing';
import { comparisonSentences } from './cohort-compare';
import type { GroupNames } from './group-names';

const titles: Record<string, string> = { q1: 'Reverse a list', q3: 'Explain recursion' };
const names: GroupNames = { a: 'Pipeline A', b: 'Pipeline B', titleOf: (id) => titles[id] ?? id };
const swapped: GroupNames = { ...names, a: names.b, b: names.a };

describe('comparisonSentences', () => {
  const sentencesOf = (questionId: string, comparison = compareCohorts(pipelineA, pipelineB), words = names) =>
    comparisonSentences(comparison.questions.find((question) => question.questionId === questionId)!, words);

  it('says each significant difference in a sentence, larger side first', () => {
    expect(sentencesOf('q1')).toEqual([
      'In Pipeline B, candidates pass “Reverse a list” more often than in Pipeline A: 80.0% vs 60.0% (difference 20.0 points, 95% CI 5.2–33.4).',
      'In Pipeline B, scores on “Reverse a list” average 8.0 points higher than in Pipeline A: 72.0 vs 64.0 (95% CI 2.2–13.8).',
    ]);
    expect(sentencesOf('q1', compareCohorts(pipelineB, pipelineA), swapped)).toEqual([
      'In Pipeline A, candidates pass “Reverse a list” less often than in Pipeline B: 60.0% vs 80.0% (difference 20.0 points, 95% CI 5.2–33.4).',
      'In Pipeline A, scores on “Reverse a list” average 8.0 points lower than in Pipeline B: 64.0 vs 72.0 (95% CI 2.2–13.8).',
    ]);
    expect(sentencesOf('q2')).toEqual([]);
  });

  it('says when a question has too few answers to compare', () => {
    expect(sentencesOf('q3')).toEqual([
      '“Explain recursion”: too few answers to compare (5 evaluated in Pipeline A, 30 in Pipeline B; 10 needed on each side).',
    ]);
  });

  it('writes an interval that reaches below 0 with "to"', () => {
    // 10 of 20 vs 12 of 20 at alpha 0.9: significant after adjustment, yet the 95% interval spans 0.
    const a = cohortOf({ q: [...times(10, 80), ...times(10, 40)] });
    const b = cohortOf({ q: [...times(12, 80), ...times(8, 40)] });
    const [sentence] = sentencesOf('q', compareCohorts(a, b, { alpha: 0.9 }), { a: 'A', b: 'B', titleOf: (id) => id });
    expect(sentence).toMatch(
      /^In B, candidates pass “q” more often than in A: 60\.0% vs 50\.0% \(difference 10\.0 points, 95% CI -\d+\.\d to \d+\.\d\)\.$/,
    );
  });
});
