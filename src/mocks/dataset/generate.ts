import { createCatalog, type Catalog } from './catalog';
import { isoTime } from './iso-time';
import { plantCopies, slowDownGrading } from './planted';
import { createRandom, type Random } from './random';
import { runSteps, runStepsInSlices, type Steps } from './steps';
import { deriveRunFields, gradeAnswer, pendingChance } from './grading';
import type { AssessmentResult, Dataset, QuestionResult, QuestionType, Source } from './types';

/** The dataset ends here, whatever day it is generated on, so a seed always means the same data. */
export const DATASET_END = Date.UTC(2026, 10, 1);
export const DATASET_START = Date.UTC(2025, 4, 1); // 18 months earlier

/**
 * How much data to generate. `full` is the product at size (the demo, the contract suite, e2e);
 * `small` is a fifth of the people and answers over the same catalog, for unit tests that need
 * the kinds of rows, not the volume (generate.test.ts checks it keeps them).
 */
export type DatasetScale = 'full' | 'small';

interface DatasetSize {
  /** Pipeline candidates; their runs come first. */
  candidates: number;
  /** People who take assessments outside a pipeline. */
  invitees: number;
  /** Standalone runs are added until there are this many answers. */
  minQuestionResults: number;
}

const DATASET_SIZES: Readonly<Record<DatasetScale, DatasetSize>> = {
  full: { candidates: 1500, invitees: 1800, minQuestionResults: 60_000 },
  small: { candidates: 300, invitees: 360, minQuestionResults: 12_000 },
};

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Two days in which the grader was down: every answer then, so whole runs, is unable_to_grade. */
const GRADER_OUTAGE = [Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 4)] as const;

/** How many runs one generator step produces before yielding. */
const RUNS_PER_STEP = 40;

/** Generates the dataset step by step (see steps.ts); the same seed and scale give the same data. */
export function* datasetSteps(seed: number, scale: DatasetScale = 'full'): Steps<Dataset> {
  const size = DATASET_SIZES[scale];
  const random = createRandom(seed);
  const catalog = createCatalog(random, size);
  yield;
  const results = new ResultsBuilder(random, catalog);

  // Pipeline runs follow each candidate's progress through the pipeline's assessment stages.
  yield* addPipelineRuns(results, random, catalog, catalog.stageAssessments);

  // Standalone runs fill the rest; invitees take one or more assessments.
  // One run per invitee and assessment, so each run's answers can be found from outside.
  let runsSinceYield = 0;
  const taken = new Set<string>();
  while (results.questionResults.length < size.minQuestionResults) {
    const invitee = random.pick(catalog.invitees);
    const assessment = random.pick(catalog.assessments);
    const runKey = `${invitee.id}:${assessment.id}`;
    if (taken.has(runKey)) continue;
    taken.add(runKey);
    const start = sampleRunStart(random);
    results.addRun('standalone', assessment.id, invitee.id, null, start, random.chance(0.9), invitee.ability);
    if (++runsSinceYield >= RUNS_PER_STEP) {
      runsSinceYield = 0;
      yield;
    }
  }

  // Stages sharing another pipeline's assessment (catalog.ts): their own stream, drawn last, so
  // every row above is the one the same seed always gave.
  const sharedRandom = createRandom(seed + 1);
  const shared = new ResultsBuilder(sharedRandom, catalog);
  yield* addPipelineRuns(shared, sharedRandom, catalog, catalog.sharedStageAssessments);
  results.questionResults.push(...shared.questionResults);
  results.assessmentResults.push(...shared.assessmentResults);
  const plantedSlowGrading = slowDownGrading(results.questionResults, {
    random: createRandom(seed + 2),
    leakedQuestionId: catalog.plantedLeak.questionId,
    latest: DATASET_END - MINUTE,
  });
  // Only payloads of the chosen rows change: every field above is as before, from a stream of its own.
  const plantedCopies = plantCopies(results.questionResults, {
    random: createRandom(seed + 3),
    leak: catalog.plantedLeak,
    questionById: catalog.questionById,
    avoid: [plantedSlowGrading.questionId, catalog.plantedUnfairQuestion.questionId],
  });

  return {
    seed,
    companyId: catalog.companyId,
    assessments: catalog.assessments,
    questions: catalog.questions,
    pipelines: catalog.pipelines,
    candidates: catalog.candidates,
    questionResults: results.questionResults,
    assessmentResults: results.assessmentResults,
    sharedCandidateIds: catalog.sharedCandidateIds,
    plantedLeak: catalog.plantedLeak,
    plantedSlowGrading,
    plantedCopies,
    plantedUnfairQuestion: catalog.plantedUnfairQuestion,
    scoring: {
      difficultyOf: (questionId, at, pipelineId) => catalog.difficultyOf(questionId, at, pipelineId),
      abilityOf: (source, candidateId) =>
        source === 'standalone' ? catalog.inviteeAbilityOf(candidateId) : catalog.abilityOf(candidateId),
    },
  };
}

export const generateDataset = (seed: number, scale?: DatasetScale): Dataset => runSteps(datasetSteps(seed, scale));
export const generateDatasetInSlices = (seed: number, sliceMs?: number, scale?: DatasetScale): Promise<Dataset> =>
  runStepsInSlices(datasetSteps(seed, scale), sliceMs);

/** Each candidate's runs of the given stages' assessments, up to the stage they reached. */
function* addPipelineRuns(
  results: ResultsBuilder,
  random: Random,
  catalog: Catalog,
  stageAssessments: ReadonlyMap<string, ReadonlyArray<readonly [number, string, number?]>>,
): Steps<void> {
  let runsSinceYield = 0;
  for (const candidate of catalog.candidates) {
    const pipeline = catalog.pipelineById.get(candidate.pipeline_id);
    if (!pipeline) continue;
    const reached = pipeline.stages.findIndex((stage) => stage.id === candidate.stage_id);
    for (const [stageIndex, assessmentId, abilityOffset = 0] of stageAssessments.get(pipeline.id) ?? []) {
      if (stageIndex > reached) continue;
      const finished = stageIndex < reached || random.chance(0.5);
      const start = Date.parse(candidate.created_at) + random.int(1, 20) * DAY;
      results.addRun(
        'pipeline',
        assessmentId,
        candidate.id,
        pipeline.id,
        Math.min(start, DATASET_END - DAY),
        finished,
        catalog.abilityOf(candidate.id) + abilityOffset,
      );
      if (++runsSinceYield >= RUNS_PER_STEP) {
        runsSinceYield = 0;
        yield;
      }
    }
  }
}

/** More recent months hold more runs, as a growing customer's would. */
function sampleRunStart(random: Random): number {
  const fraction = Math.sqrt(random.next());
  return Math.floor(DATASET_START + fraction * (DATASET_END - DAY - DATASET_START));
}

class ResultsBuilder {
  readonly questionResults: QuestionResult[] = [];
  readonly assessmentResults: AssessmentResult[] = [];
  constructor(
    private readonly random: Random,
    private readonly catalog: Catalog,
  ) {}

  addRun(
    source: Source,
    assessmentId: string,
    candidateId: string,
    pipelineId: string | null,
    start: number,
    finished: boolean,
    ability: number,
  ): void {
    const { random, catalog } = this;
    const assessment = catalog.assessmentById.get(assessmentId);
    if (!assessment) return;
    const questionIds = assessment.question_ids;
    // Unfinished runs: some not started at all, the rest stopped part-way.
    const answered = finished ? questionIds.length : random.chance(0.35) ? 0 : random.int(1, questionIds.length - 1);
    let at = start;
    const answers: QuestionResult[] = [];
    for (let i = 0; i < answered; i++) {
      const questionId = questionIds[i];
      const question = questionId ? catalog.questionById.get(questionId) : undefined;
      if (!question) continue;
      at += random.int(1, 9) * MINUTE + random.int(0, 59_999);
      const { status, score, evaluatedAt } = this.grade(
        question.type,
        catalog.difficultyOf(question.id, at, pipelineId),
        ability,
        at,
      );
      const large = random.chance(1 / 1500);
      const row: QuestionResult = {
        id: random.uuid(),
        source,
        candidate_id: candidateId,
        question_id: question.id,
        assessment_id: assessmentId,
        pipeline_id: pipelineId,
        score,
        evaluated_at: evaluatedAt === null ? null : isoTime(evaluatedAt),
        created_at: isoTime(at),
        status,
        payload: { seed: random.int(1, 2 ** 31), type: question.type, hostile: random.chance(1 / 400), large },
      };
      answers.push(row);
      this.questionResults.push(row);
    }
    const derived = deriveRunFields(answers, questionIds.length);
    this.assessmentResults.push({
      id: random.uuid(),
      source,
      assessment_id: assessmentId,
      candidate_id: candidateId,
      pipeline_id: pipelineId,
      score: derived.score,
      status: derived.status,
      question_count: questionIds.length,
      answered_count: derived.answered_count,
      graded_count: derived.graded_count,
      created_at: isoTime(start),
      completed_at: derived.completed_at,
    });
  }

  private grade(type: QuestionType, difficulty: number, ability: number, answeredAt: number) {
    const { random } = this;
    const evaluatedAt = Math.min(answeredAt + random.int(1, 48 * 60) * MINUTE, DATASET_END - MINUTE);
    if (random.chance(pendingChance(type, DATASET_END - answeredAt)) || evaluatedAt <= answeredAt)
      return { status: 'pending' as const, score: null, evaluatedAt: null };
    const outage = answeredAt >= GRADER_OUTAGE[0] && answeredAt < GRADER_OUTAGE[1];
    if (outage) return { status: 'unable_to_grade' as const, score: null, evaluatedAt };
    return { ...gradeAnswer(random, type, difficulty, ability), evaluatedAt };
  }
}
