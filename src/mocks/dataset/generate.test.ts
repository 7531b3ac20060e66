import { describe, expect, it } from 'vitest';
import { questionResultToWire } from './answers';
import { DATASET_END, DATASET_START, generateDataset, generateDatasetInSlices } from './generate';
import type { DatasetScale } from './scale';
import { deriveRunStatus } from './grading';
import type { AnswerStatus, Dataset, QuestionResult, Source } from './types';

const dataset = generateDataset(1);
const small = generateDataset(1, 'small');
const byScale: Record<DatasetScale, Dataset> = { full: dataset, small };
const runKey = (row: { source: string; candidate_id: string; assessment_id: string }) =>
  `${row.source}:${row.candidate_id}:${row.assessment_id}`;
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe('seeded dataset', () => {
  // Generates the 60,000-answer dataset twice more: give it room on a loaded 2-core machine.
  it('is the same for the same seed, sliced or not, and different for another seed', { timeout: 60_000 }, async () => {
    const sliced = await generateDatasetInSlices(1, 2);
    expect(sliced.questionResults.map((r) => r.id)).toEqual(dataset.questionResults.map((r) => r.id));
    expect(sliced.candidates).toEqual(dataset.candidates);
    expect(generateDataset(2).companyId).not.toBe(dataset.companyId);
  });

  it('is as large as a busy workspace', () => {
    expect(dataset.assessments.length).toBeGreaterThanOrEqual(10);
    expect(dataset.questions.length).toBeGreaterThanOrEqual(150);
    expect(dataset.pipelines).toHaveLength(8);
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
});

describe('the small dataset (unit tests)', () => {
  const count = (predicate: (row: QuestionResult) => boolean) => small.questionResults.filter(predicate).length;
  const answers = (source: Source, statuses: AnswerStatus[]) =>
    count((r) => r.source === source && statuses.includes(r.status));

  it("is the same for the same seed, over the full one's catalog, with a fifth of the answers", () => {
    expect(ids(generateDataset(1, 'small').questionResults)).toEqual(ids(small.questionResults));
    expect(small.companyId).toBe(dataset.companyId);
    expect(small.assessments).toEqual(dataset.assessments);
    expect(small.questions).toEqual(dataset.questions);
    expect(small.pipelines).toEqual(dataset.pipelines);
    expect(small.questionResults.length).toBeGreaterThanOrEqual(12_000);
    expect(small.questionResults.length).toBeLessThan(dataset.questionResults.length / 4);
  });

  it('has candidates in every pipeline, and every source × status', () => {
    for (const pipeline of small.pipelines) {
      expect(small.candidates.filter((c) => c.pipeline_id === pipeline.id).length).toBeGreaterThan(10);
    }
    for (const source of ['standalone', 'pipeline'] as const) {
      for (const status of ['pending', 'evaluated', 'unable_to_grade'] as const) {
        expect(answers(source, [status]), `${source} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it('has more than a page of 100 where the tests page through one source', () => {
    // Ungraded answers of one source: the CSV export tests hold its second page.
    expect(answers('pipeline', ['pending', 'unable_to_grade'])).toBeGreaterThan(100);
    expect(answers('standalone', ['pending', 'unable_to_grade'])).toBeGreaterThan(100);
    // A pinned source goes on past the merged budget (250 answers): page 9 of 50 still has rows.
    expect(answers('pipeline', ['evaluated'])).toBeGreaterThan(9 * 50);
    expect(answers('standalone', ['evaluated'])).toBeGreaterThan(9 * 50);
  });
});

describe.each(['full', 'small'] as const)('seeded dataset at either scale (%s)', (scale) => {
  const data = byScale[scale];

  it('has questions of very different difficulty', () => {
    const meanByQuestion = new Map<string, { sum: number; n: number }>();
    for (const row of data.questionResults) {
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
    const broken = data.questionResults.filter((row) =>
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
    for (const row of data.questionResults)
      answersByRun.set(runKey(row), [...(answersByRun.get(runKey(row)) ?? []), row]);
    expect(new Set(data.assessmentResults.map(runKey)).size).toBe(data.assessmentResults.length);
    for (const run of data.assessmentResults) {
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
    expect(data.assessmentResults.some((r) => r.answered_count === 0)).toBe(true);
    expect(data.assessmentResults.some((r) => r.answered_count > 0 && r.completed_at === null)).toBe(true);
    expect(data.assessmentResults.some((r) => r.status === 'unable_to_grade')).toBe(true);
  });

  it('sets the trap: the same candidate_id under both sources, for different people', () => {
    const standaloneIds = new Set(
      data.questionResults.filter((r) => r.source === 'standalone').map((r) => r.candidate_id),
    );
    const pipelineIds = new Set(data.questionResults.filter((r) => r.source === 'pipeline').map((r) => r.candidate_id));
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
    for (const script of scripts) expect(data.candidates.some((c) => script.test(c.name))).toBe(true);
    const large = data.questionResults
      .filter((r) => r.payload.large)
      .slice(0, 5)
      .map((r) => JSON.stringify(questionResultToWire(r)).length);
    expect(Math.max(...large)).toBeGreaterThan(200_000);
    const hostileAnswers = data.questionResults
      .filter((r) => r.payload.hostile)
      .map((r) => JSON.stringify(questionResultToWire(r).answer));
    expect(hostileAnswers.some((answer) => answer.includes('<img src=x onerror='))).toBe(true);
    expect(hostileAnswers.some((answer) => answer.includes('<script>'))).toBe(true);
  });

  it('rebuilds the same answer payload every time a row is served', () => {
    const row = data.questionResults[123] as QuestionResult;
    expect(questionResultToWire(row)).toEqual(questionResultToWire(row));
  });
});

describe('what the demo plants for the leak watch and grading health', () => {
  const evaluated = (rows: QuestionResult[]) => rows.filter((row) => row.status === 'evaluated' && row.score !== null);
  const mean = (rows: QuestionResult[]) => rows.reduce((sum, row) => sum + (row.score ?? 0), 0) / rows.length;

  it('a leaked question: much easier from its date on, and only it', () => {
    const since = Date.parse(dataset.plantedLeak.since);
    const rows = evaluated(dataset.questionResults.filter((row) => row.question_id === dataset.plantedLeak.questionId));
    const before = rows.filter((row) => Date.parse(row.created_at) < since);
    const after = rows.filter((row) => Date.parse(row.created_at) >= since);
    expect(before.length).toBeGreaterThan(100);
    expect(after.length).toBeGreaterThan(100);
    expect(mean(after) - mean(before)).toBeGreaterThan(30);
  });

  it('two pipelines that set the same assessment, one scoring lower on it', () => {
    const assessment = dataset.assessments.find((candidate) => candidate.name === 'Data Analyst — Core')!;
    const pipelineRows = (name: string) => {
      const pipeline = dataset.pipelines.find((candidate) => candidate.name === name)!;
      return evaluated(
        dataset.questionResults.filter((row) => row.assessment_id === assessment.id && row.pipeline_id === pipeline.id),
      );
    };
    const graduates = pipelineRows('Graduate programme');
    const analysts = pipelineRows('Data & analytics');
    expect(graduates.length).toBeGreaterThan(500);
    expect(analysts.length).toBeGreaterThan(500);
    expect(mean(analysts) - mean(graduates)).toBeGreaterThan(5);
  });
});
