import { describe, expect, it } from 'vitest';

import type { Finding } from '@assessment-insights/statistics-engine';
import { findingEvidenceText, findingSinceText, findingTitle, recentRunsText } from './finding-text';

const finding = (evidence: Finding['evidence'], since: number | null = Date.UTC(2026, 3, 20)): Finding =>
  ({ questionId: 'q1', evidence, severity: 1, since, recentRuns: 1 }) as Finding;

describe('a finding in words', () => {
  it('names the group a question is unfair to, and the gap at equal ability in points', () => {
    const unfair = finding({ kind: 'unfair-to-group', group: 'pipeline', gap: -9.04, runsA: 237, runsB: 204 });
    expect(findingTitle(unfair)).toBe('Unfair to pipeline candidates');
    expect(findingEvidenceText(unfair)).toBe(
      'At equal ability on the other questions, pipeline candidates score 9.0 points lower than standalone candidates (237 standalone and 204 pipeline runs).',
    );
  });

  it('says when a signal began, and what a standing figure is computed over', () => {
    expect(findingSinceText(finding({ kind: 'likely-leaked', before: 35.2, after: 84.1, groupSize: 148 }))).toBe(
      'since April 2026',
    );
    expect(findingSinceText(finding({ kind: 'very-hard', facility: 4.5 }))).toBe('over answers since April 2026');
    expect(findingSinceText(finding({ kind: 'very-hard', facility: 4.5 }, null))).toBeNull();
  });

  it('gives the evidence’s figures as the pages show them', () => {
    expect(findingEvidenceText(finding({ kind: 'likely-leaked', before: 35.24, after: 84.06, groupSize: 148 }))).toBe(
      'Mean score 35.2 before the change, 84.1 after, and 148 answers share one solution.',
    );
    expect(findingEvidenceText(finding({ kind: 'low-alpha', alpha: 0.6449, sem: 81.23 }))).toMatch(
      /^Cronbach’s alpha is 0\.64, under 0\.70; standard error of measurement 81\.2 points/,
    );
    const grader = finding({
      kind: 'check-grader',
      alert: {
        kind: 'unable_to_grade',
        month: '2026-03',
        answers: 29,
        rate: 0.103,
        baselineRate: 0.002,
        threshold: 0.05,
      },
      months: 2,
    });
    expect(findingEvidenceText(grader)).toBe(
      'Unable to grade jumped to 10.3% in Mar 2026 (0.2% in the other months), over 29 answers; 1 more month alerted.',
    );
    expect(recentRunsText({ recentRuns: 1 })).toBe('1 candidate in the last 30 days');
  });
});
