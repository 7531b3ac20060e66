import { describe, expect, it } from 'vitest';
import { questionResultToWire } from './answers';
import { DATASET_END, DATASET_START, deriveRunStatus, generateDataset, generateDatasetInSlices } from './generate';
import type { QuestionResult } from './types';

const dataset = generateDataset(1);
const runKey = (row: { source: string; candidate_id: string; assessment_id: string }) =>
  `${row.source}:${row.candidate_id}:${row.assessment_id}`;

describe('seeded dataset', () => {
  // Generates the 60,000-answer dataset twice more: give it room on a loaded 2-core machine.
  it('is the same for the same seed, sliced or not, and different for another seed', { timeout: 60_000 }, async () => {
    const sliced = await generateDatasetInSlices(1, 2);
    expect(sliced.questionResults.map((r) => r.id)).toEqual(dataset.questionResults.map((r) => r.id));
    expect(sliced.candidates).toEqual(dataset.candidates);
    expect(generateDataset(2).companyId).not.toBe(dataset.companyId);
  });

  it('is as large as the issue asks', () => {
    expect(dataset.assessments.length).toBeGreaterThanOrEqual(10);
    expect(dataset.questions.length).toBeGreaterThanOrEqual(150);
    expect(dataset.pipelines).toHaveLength(6);
    for (const pipeline of dataset.pipelines) {
      expect(pipeline.stages.length).toBeGreaterThanOrEqual(3);
      expect(pipeline.stages.length).toBeLessThanOrEqual(6);
    }
    expect(dataset.candidates.length).toBeGreaterThanOrEqual(1500);
    expect(dataset.questionResults.length).toBeGreaterThanOrEqual(60_000);
  });

  it('shares some questions between two assessments and types every question', () => {
    expect(dataset.questions.filter((q) => q.assessment_ids.length === 2).length).toBeGreaterThanOrEqual(5);
    expect(new Set(dataset.questions.map((q) => q.type))).toEqual(
      new Set(['multiple_choice', 'coding', 'free_text', 'video']),
    );
  });

  it('spreads answers over both sources, every status and 18 months', () => {
    const count = (predicate: (row: QuestionResult) => boolean) => dataset.questionResults.filter(predicate).length;
    expect(count((r) => r.source === 'pipeline')).toBeGreaterThan(10_000);
    expect(count((r) => r.source === 'standalone')).toBeGreaterThan(10_000);
    expect(count((r) => r.status === 'pending')).toBeGreaterThan(500);
    expect(count((r) => r.status === 'unable_to_grade')).toBeGreaterThan(500);
    const times = dataset.questionResults.map((r) => Date.parse(r.created_at));
    expect(Math.min(...times)).toBeLessThan(DATASET_START + 31 * 86_400_000);
    expect(Math.max(...times)).toBeGreaterThan(DATASET_END - 7 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(DATASET_END);
  });

  it('has questions of very different difficulty', () => {
    const meanByQuestion = new Map<string, { sum: number; n: number }>();
    for (const row of dataset.questionResults) {
      if (row.score === null) continue;
      const entry = meanByQuestion.get(row.question_id) ?? { sum: 0, n: 0 };
      entry.sum += row.score;
      entry.n++;
      meanByQuestion.set(row.question_id, entry);
    }
    const means = [...meanByQuestion.values()].filter((e) => e.n >= 30).map((e) => e.sum / e.n);
    expect(Math.min(...means)).toBeLessThan(20);
    expect(Math.max(...means)).toBeGreaterThan(85);
  });

  it('keeps per-status field rules on every answer', () => {
    const broken = dataset.questionResults.filter((row) =>
      row.status === 'pending'
        ? row.score !== null || row.evaluated_at !== null
        : row.status === 'evaluated'
          ? row.score === null || row.evaluated_at === null
          : row.score !== null || row.evaluated_at === null,
    );
    expect(broken).toEqual([]);
  });

  it('derives every run from its answers: counts, mean score, status, completion', () => {
    const answersByRun = new Map<string, QuestionResult[]>();
    for (const row of dataset.questionResults)
      answersByRun.set(runKey(row), [...(answersByRun.get(runKey(row)) ?? []), row]);
    expect(new Set(dataset.assessmentResults.map(runKey)).size).toBe(dataset.assessmentResults.length);
    for (const run of dataset.assessmentResults) {
      const answers = answersByRun.get(runKey(run)) ?? [];
      const graded = answers.filter((a) => a.status === 'evaluated');
      expect(run.answered_count).toBe(answers.length);
      expect(run.graded_count).toBe(graded.length);
      const mean = graded.length ? graded.reduce((sum, a) => sum + (a.score ?? 0), 0) / graded.length : null;
      if (mean === null) expect(run.score).toBeNull();
      else expect(run.score).toBeCloseTo(mean, 1);
      expect(run.status).toBe(deriveRunStatus(answers.map((a) => a.status)));
      expect(run.completed_at !== null).toBe(answers.length === run.question_count && answers.length > 0);
    }
    expect(dataset.assessmentResults.some((r) => r.answered_count === 0)).toBe(true);
    expect(dataset.assessmentResults.some((r) => r.answered_count > 0 && r.completed_at === null)).toBe(true);
    expect(dataset.assessmentResults.some((r) => r.status === 'unable_to_grade')).toBe(true);
  });

  it('sets the trap: the same candidate_id under both sources, for different people', () => {
    const standaloneIds = new Set(
      dataset.questionResults.filter((r) => r.source === 'standalone').map((r) => r.candidate_id),
    );
    const pipelineIds = new Set(
      dataset.questionResults.filter((r) => r.source === 'pipeline').map((r) => r.candidate_id),
    );
    const both = [...standaloneIds].filter((id) => pipelineIds.has(id));
    expect(both.length).toBeGreaterThanOrEqual(5);
  });

  it('carries hostile markup, names in several scripts and answers of hundreds of KB', () => {
    const scripts = [
      /[\u0400-\u04ff]/,
      /[\u0370-\u03ff]/,
      /[\u0600-\u06ff]/,
      /[\u0590-\u05ff]/,
      /[\u4e00-\u9fff]/,
      /[\uac00-\ud7af]/,
      /[\u0900-\u097f]/,
    ];
    for (const script of scripts) expect(dataset.candidates.some((c) => script.test(c.name))).toBe(true);
    const large = dataset.questionResults
      .filter((r) => r.payload.large)
      .slice(0, 5)
      .map((r) => JSON.stringify(questionResultToWire(r)).length);
    expect(Math.max(...large)).toBeGreaterThan(200_000);
    const hostileAnswers = dataset.questionResults
      .filter((r) => r.payload.hostile)
      .map((r) => JSON.stringify(questionResultToWire(r).answer));
    expect(hostileAnswers.some((answer) => answer.includes('<img src=x onerror='))).toBe(true);
    expect(hostileAnswers.some((answer) => answer.includes('<script>'))).toBe(true);
  });

  it('rebuilds the same answer payload every time a row is served', () => {
    const row = dataset.questionResults[123] as QuestionResult;
    expect(questionResultToWire(row)).toEqual(questionResultToWire(row));
  });
});
