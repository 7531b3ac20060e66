import { describe, expect, it } from 'vitest';

import type { Assessment } from '@assessment-insights/contract';
import { numberedRows, runAnswers, FIVE_RUNS } from '@assessment-insights/statistics-engine/testing';
import { assessmentStats, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { assessmentReportCsv, reportFileName, reportQuestions, REPORT_COLUMNS } from './assessment-report';

// The hand-worked five runs, six times over (30 runs: discrimination and alpha are shown).
const questionIds = ['q1', 'q2', 'q3', 'q4'];
const runs = Array.from({ length: 30 }, (_, run) => ({ candidate: `c${run}`, scores: [...FIVE_RUNS[run % 5]!, null] }));
const ledger = new QuestionResultLedger();
ledger.upsertAll(numberedRows(runAnswers('a1', questionIds, runs)));
const stats = assessmentStats(ledger, { assessmentId: 'a1', questionIds }, 60);
const questions: Assessment['questions'] = questionIds.map((id, index) => ({
  id,
  position: index + 1,
  title: index === 0 ? '=HYPERLINK("http://evil")' : `Question ${index + 1}`,
  type: 'coding',
}));

const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('the assessment report', () => {
  const csv = assessmentReportCsv(
    reportQuestions(questions, stats, new Map([['q2', 'possibly leaked since April 2026']])),
    stats,
  );
  const [header, ...rows] = records(csv);

  it('has one record per question in position order, under a header naming every column', () => {
    expect(header).toEqual(REPORT_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row[1])).toEqual(questionIds);
  });

  it('writes each figure exact, with its interval, the answers by status and the flags', () => {
    const q1 = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    const figures = stats.questions[0]!;
    expect(q1).toMatchObject({
      answers: '30',
      evaluated: '30',
      pending: '0',
      facility: String(figures.facility),
      pass_mark: '60',
      success_rate: String(figures.success.rate),
      success_rate_ci_lower: String(figures.success.interval!.lower),
      discrimination: String(figures.discrimination.r),
      discrimination_runs: '30',
      alpha: String(stats.reliability.alpha),
      alpha_if_dropped: String(figures.alphaIfDropped.alpha),
      effective_weight: String(figures.effectiveWeight.share),
    });
    const q4 = Object.fromEntries(header!.map((name, index) => [name, rows[3]![index]]));
    // Only pending answers: no facility, no rate, the pending counted.
    expect(q4).toMatchObject({ answers: '30', evaluated: '0', pending: '30', facility: '', success_rate: '' });
    expect(rows[1]).toContain('possibly leaked since April 2026');
  });

  it('keeps a title that looks like a formula as text', () => {
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is named after the assessment, the filters and the day of its figures', () => {
    const search = { pass: 80, source: 'pipeline' as const, created_after: '2026-03-01T00:00:00Z' };
    expect(reportFileName('Security Engineer — Fundamentals', search, '2026-11-27T10:12:00.000Z')).toBe(
      'security-engineer-fundamentals-statistics-pipeline-from-2026-03-01-pass-80-2026-11-27.csv',
    );
  });
});
