import { beforeAll, describe, expect, it } from 'vitest';

import { demoWorkspaceDataset } from '@/testing/statistics-fixtures';
import {
  gradingHealth,
  type GraderAlert,
  QuestionResultLedger,
  questionRows,
} from '@assessment-insights/statistics-engine';

let dataset: ReturnType<typeof demoWorkspaceDataset>;
let alerts: Map<string, GraderAlert[]>;

// Every question of the demo's 60,000 answers, as the question page computes it.
beforeAll(() => {
  dataset = demoWorkspaceDataset();
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(dataset.questionResults);
  const now = Date.parse('2026-11-01T00:00:00Z');
  alerts = new Map();
  for (const question of dataset.questions) {
    const found = gradingHealth(ledger, questionRows(ledger, question.id), { now }).checkGrader;
    if (found.length > 0) alerts.set(question.id, found);
  }
}, 60_000);

describe('"check the grader" over the demo workspace', () => {
  it('flags the planted slow month of its question, as a delay', () => {
    const planted = alerts.get(dataset.plantedSlowGrading.questionId);
    expect(planted).toEqual([expect.objectContaining({ kind: 'delay', month: dataset.plantedSlowGrading.month })]);
  });

  it('raises nothing else but the grader outage of March 2026 (unable to grade)', () => {
    const others = [...alerts].filter(([questionId]) => questionId !== dataset.plantedSlowGrading.questionId);
    const kinds = others.flatMap(([, questionAlerts]) => questionAlerts.map((alert) => `${alert.kind} ${alert.month}`));
    expect(new Set(kinds)).toEqual(new Set(['unable_to_grade 2026-03']));
    expect(others.length).toBeLessThan(5);
  });
});
