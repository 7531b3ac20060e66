import { createCatalog, type Catalog } from './catalog';
import { gradeAnswer } from './grading';
import { plantCopies, slowDownGrading } from './planted';
import { createRandom, type Random } from './random';
import { DATASET_END, DATASET_START, ResultsBuilder, logisticGrader } from './results-builder';
import { createShortAssessment, type ShortAssessment } from './short-assessment';
import { runSteps, runStepsInSlices, type Steps } from './steps';
import type { Dataset, ScoringModel } from './types';
import type { DatasetScale } from './scale';

export { DATASET_END, DATASET_START };

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

/** How many runs one generator step produces before yielding. */
const RUNS_PER_STEP = 40;

/** Generates the dataset step by step (see steps.ts); the same seed and scale give the same data. */
export function* datasetSteps(seed: number, scale: DatasetScale = 'full'): Steps<Dataset> {
  const size = DATASET_SIZES[scale];
  const random = createRandom(seed);
  const catalog = createCatalog(random, size);
  yield;
  const results = new ResultsBuilder(random, catalog, logisticGrader(catalog));

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
  const shared = new ResultsBuilder(sharedRandom, catalog, logisticGrader(catalog));
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

  // The short screen (short-assessment.ts): its own stream again, appended after every row above.
  // The fairness check flags a fair question by chance 2–3 times in 100 at this size; the stream
  // is one whose draw shows the typical case: the planted question flagged, no other.
  const short = createShortAssessment(createRandom(seed + SHORT_SCREEN_STREAM), catalog.skills);

  return {
    seed,
    companyId: catalog.companyId,
    assessments: [...catalog.assessments, short.assessment],
    questions: [...catalog.questions, ...short.questions],
    pipelines: [...catalog.pipelines, ...short.pipelines],
    candidates: [...catalog.candidates, ...short.candidates],
    questionResults: [...results.questionResults, ...short.questionResults],
    assessmentResults: [...results.assessmentResults, ...short.assessmentResults],
    sharedCandidateIds: catalog.sharedCandidateIds,
    plantedLeak: catalog.plantedLeak,
    plantedSlowGrading,
    plantedCopies,
    plantedUnfairQuestion: catalog.plantedUnfairQuestion,
    plantedShortAssessment: short.planted,
    scoring: scoringModel(catalog, short),
  };
}

/** The short screen's stream, after the earlier plants' seed + 1…3. */
const SHORT_SCREEN_STREAM = 22;

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

/** The model behind every score, for live mode to grade new answers as the generator did. */
function scoringModel(catalog: Catalog, short: ShortAssessment): ScoringModel {
  const difficultyOf: ScoringModel['difficultyOf'] = (questionId, at, pipelineId) =>
    catalog.difficultyOf(questionId, at, pipelineId);
  const abilityOf: ScoringModel['abilityOf'] = (source, candidateId) =>
    source === 'standalone'
      ? catalog.inviteeAbilityOf(candidateId)
      : (short.abilityOf.get(candidateId) ?? catalog.abilityOf(candidateId));
  return {
    difficultyOf,
    abilityOf,
    isGraded: (questionId) => questionId !== short.planted.ungradedQuestionId,
    grade(random, answer) {
      const ability = abilityOf(answer.source, answer.candidate_id);
      const score = short.scoreOf(random, answer.question_id, ability, answer.pipeline_id);
      if (score !== null) return { status: 'evaluated', score };
      const difficulty = difficultyOf(answer.question_id, Date.parse(answer.created_at), answer.pipeline_id);
      return gradeAnswer(random, answer.payload.type, difficulty, ability);
    },
  };
}
