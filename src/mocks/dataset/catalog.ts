import type { Random } from './random';
import { isoTime } from './iso-time';
import { LEAK_DIFFICULTY_DROP, UNFAIR_DIFFICULTY_RISE, plantLeak, plantUnfairQuestion } from './planted';
import type {
  Assessment,
  Candidate,
  Pipeline,
  PlantedLeak,
  PlantedUnfairQuestion,
  Question,
  QuestionType,
  Skill,
} from './types';
import {
  ASSESSMENTS,
  EMAIL_DOMAINS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  PIPELINES,
  QUESTION_VERBS,
  SKILLS,
  TOPICS,
} from './vocabulary';

const DAY = 86_400_000;
const CATALOG_START = Date.UTC(2025, 0, 6);
const DATA_START = Date.UTC(2025, 4, 1);
const DATA_END = Date.UTC(2026, 10, 1);
/** Standalone invitees whose id equals a pipeline candidate's id — a different person (docs/api-contract.md §6). */
const SHARED_ID_COUNT = 40;
const QUESTION_TYPES: QuestionType[] = ['multiple_choice', 'multiple_choice', 'coding', 'free_text', 'video'];

/** Which assessment each pipeline's assessment stages use: [stage index, assessment index]. */
const STAGE_ASSESSMENTS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [1, 0],
    [2, 10],
  ],
  [[1, 5]],
  [
    [1, 3],
    [2, 11],
  ],
  [[1, 4]],
  [
    [1, 2],
    [2, 7],
  ],
  [[2, 8]],
];

/**
 * Stages that use an assessment another pipeline uses too: [pipeline index, stage index, assessment
 * index, ability offset]. The Graduate programme's assessment centre sets "Data Analyst — Core",
 * which Data & analytics sets at its first stage, so the two pipelines can be compared on it;
 * graduates, new to analysis, score lower on it than analysts hired as such (ability
 * 1 lower, on this assessment only): the known difference a comparison must find. One of its
 * questions is also unfair to the graduates (planted.ts), which the fairness check must tell
 * apart from their being weaker. generate.ts
 * draws these runs from a stream of their own, after the rest: no other row changed.
 */
const SHARED_STAGE_ASSESSMENTS: ReadonlyArray<readonly [number, number, number, number]> = [[1, 2, 2, -1]];

export interface Invitee {
  id: string;
  ability: number;
}

export interface Catalog {
  companyId: string;
  skills: Skill[];
  assessments: Assessment[];
  questions: Question[];
  pipelines: Pipeline[];
  candidates: Candidate[];
  invitees: Invitee[];
  sharedCandidateIds: string[];
  assessmentById: Map<string, Assessment>;
  questionById: Map<string, Question>;
  pipelineById: Map<string, Pipeline>;
  /** Pipeline id → [stage index, assessment id] pairs. */
  stageAssessments: Map<string, Array<readonly [number, string]>>;
  /** Stages that share another pipeline's assessment, by pipeline id: [stage index, assessment id, ability offset]. */
  sharedStageAssessments: Map<string, Array<readonly [number, string, number]>>;
  /** A question's difficulty when answered at `at` (epoch ms) in a run of `pipelineId` (see ScoringModel). */
  difficultyOf(questionId: string, at: number, pipelineId: string | null): number;
  plantedLeak: PlantedLeak;
  plantedUnfairQuestion: PlantedUnfairQuestion;
  abilityOf(candidateId: string): number;
  inviteeAbilityOf(inviteeId: string): number;
}

/** The catalog (assessments, questions, pipelines) is the same at every size; `size` says how many people. */
export function createCatalog(random: Random, size: { candidates: number; invitees: number }): Catalog {
  const companyId = random.uuid();
  const skills = SKILLS.map((name) => ({ id: random.uuid(), name }));
  const difficulty = new Map<string, number>();
  const questions: Question[] = [];
  const assessments: Assessment[] = ASSESSMENTS.map(([name, description], index) => {
    const createdAt = CATALOG_START + index * 9 * DAY + random.int(0, 5) * DAY;
    const assessmentId = random.uuid();
    const questionIds: string[] = [];
    const count = random.int(12, 17);
    for (let position = 0; position < count; position++) {
      const type = index === 4 ? 'video' : random.pick(QUESTION_TYPES);
      const question = makeQuestion(random, type, createdAt + position * 3_600_000, skills);
      question.assessment_ids.push(assessmentId);
      questions.push(question);
      questionIds.push(question.id);
      // A wide spread of difficulty, with a few questions far too easy or far too hard.
      const extreme = random.chance(0.08) ? random.pick([-3, 3]) : 0;
      difficulty.set(question.id, extreme + random.normal(0, 1.1));
    }
    return {
      id: assessmentId,
      name,
      description,
      created_at: isoTime(createdAt),
      updated_at: isoTime(createdAt + random.int(1, 120) * DAY),
      question_ids: questionIds,
    };
  });

  // Some questions are reused by a second assessment (appended at its end).
  for (const question of random.shuffle(questions).slice(0, 14)) {
    const target = random.pick(assessments);
    if (question.assessment_ids.includes(target.id)) continue;
    question.assessment_ids.push(target.id);
    target.question_ids.push(question.id);
  }
  // A few drafts belong to no assessment yet.
  for (let i = 0; i < 3; i++) {
    const question = makeQuestion(random, random.pick(QUESTION_TYPES), DATA_END - random.int(5, 40) * DAY, skills);
    questions.push(question);
    difficulty.set(question.id, 0);
  }

  const pipelines: Pipeline[] = PIPELINES.map(([name, stageNames], index) => ({
    id: random.uuid(),
    name,
    created_at: isoTime(CATALOG_START + 60 * DAY + index * 7 * DAY),
    stages: stageNames.map((stageName, stageIndex) => ({
      id: random.uuid(),
      name: stageName,
      position: stageIndex + 1,
    })),
  }));
  const stageAssessments = new Map<string, Array<readonly [number, string]>>();
  pipelines.forEach((pipeline, index) => {
    const pairs = (STAGE_ASSESSMENTS[index] ?? []).map(
      ([stage, assessmentIndex]) => [stage, assessments[assessmentIndex]?.id ?? ''] as const,
    );
    stageAssessments.set(pipeline.id, pairs);
  });
  const sharedStageAssessments = new Map<string, Array<readonly [number, string, number]>>();
  for (const [pipelineIndex, stage, assessmentIndex, offset] of SHARED_STAGE_ASSESSMENTS) {
    const pipeline = pipelines[pipelineIndex];
    const assessment = assessments[assessmentIndex];
    if (!pipeline || !assessment) continue;
    const stages = sharedStageAssessments.get(pipeline.id) ?? [];
    sharedStageAssessments.set(pipeline.id, [...stages, [stage, assessment.id, offset]]);
  }

  const ability = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (let i = 0; i < size.candidates; i++) {
    const pipeline = pipelines[i % pipelines.length] as Pipeline;
    // Most candidates sit in early stages; fewer make it to the end.
    const stageIndex = Math.min(pipeline.stages.length - 1, Math.floor(-Math.log(1 - random.next() * 0.97) * 2.2));
    const createdAt = DATA_START + Math.floor(Math.sqrt(random.next()) * (DATA_END - 30 * DAY - DATA_START));
    const id = random.uuid();
    ability.set(id, random.normal(0, 1));
    candidates.push({
      id,
      name:
        i === 7
          ? '<img src=x onerror="document.title=\'pwned\'"> Mallory'
          : `${random.pick(GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`,
      email: `candidate.${i + 1}@${random.pick(EMAIL_DOMAINS)}`,
      pipeline_id: pipeline.id,
      stage_id: pipeline.stages[stageIndex]?.id ?? '',
      created_at: isoTime(createdAt),
      updated_at: isoTime(createdAt + random.int(0, 25) * DAY),
    });
  }

  const sharedCandidateIds = random
    .shuffle(candidates)
    .slice(0, SHARED_ID_COUNT)
    .map((candidate) => candidate.id);
  const invitees: Invitee[] = sharedCandidateIds.map((id) => ({ id, ability: random.normal(0, 1) }));
  while (invitees.length < size.invitees) invitees.push({ id: random.uuid(), ability: random.normal(0, 1) });
  const inviteeAbility = new Map(invitees.map((invitee) => [invitee.id, invitee.ability]));

  const plantedLeak = plantLeak(assessments[0], difficulty);
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const [sharedPipeline, , sharedAssessment] = SHARED_STAGE_ASSESSMENTS[0] ?? [];
  const plantedUnfairQuestion = plantUnfairQuestion(
    sharedAssessment === undefined ? undefined : assessments[sharedAssessment],
    (sharedPipeline === undefined ? undefined : pipelines[sharedPipeline]?.id) ?? '',
    { questionById, difficulty },
  );
  const unfairRise = (questionId: string, pipelineId: string | null) =>
    questionId === plantedUnfairQuestion.questionId && pipelineId === plantedUnfairQuestion.pipelineId
      ? UNFAIR_DIFFICULTY_RISE
      : 0;

  return {
    companyId,
    skills,
    plantedLeak,
    plantedUnfairQuestion,
    assessments,
    questions,
    pipelines,
    candidates,
    invitees,
    sharedCandidateIds,
    assessmentById: new Map(assessments.map((a) => [a.id, a])),
    questionById,
    pipelineById: new Map(pipelines.map((p) => [p.id, p])),
    stageAssessments,
    sharedStageAssessments,
    difficultyOf: (questionId, at, pipelineId) =>
      (difficulty.get(questionId) ?? 0) -
      (questionId === plantedLeak.questionId && at >= Date.parse(plantedLeak.since) ? LEAK_DIFFICULTY_DROP : 0) +
      unfairRise(questionId, pipelineId),
    abilityOf: (candidateId) => ability.get(candidateId) ?? inviteeAbility.get(candidateId) ?? 0,
    inviteeAbilityOf: (inviteeId) => inviteeAbility.get(inviteeId) ?? 0,
  };
}

function makeQuestion(
  random: Random,
  type: QuestionType,
  createdAt: number,
  skills: Array<{ id: string; name: string }>,
): Question {
  const topic = random.pick(TOPICS);
  const verb = random.pick(QUESTION_VERBS[type] ?? ['Answer']);
  return {
    id: random.uuid(),
    title: `${verb} ${topic}`,
    type,
    prompt: `${verb} ${topic}.\n\nShow your reasoning. Answers are graded against a rubric; partial credit is possible.`,
    created_at: isoTime(createdAt),
    assessment_ids: [],
    skills: random.shuffle(skills).slice(0, random.int(1, 3)),
  };
}
