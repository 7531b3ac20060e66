import { isoTime } from './iso-time';
import type { Random } from './random';
import { ResultsBuilder, type Grader } from './results-builder';
import type {
  Assessment,
  AssessmentResult,
  Candidate,
  Pipeline,
  PlantedShortAssessment,
  Question,
  QuestionResult,
  QuestionType,
  Skill,
} from './types';
import { EMAIL_DOMAINS, FAMILY_NAMES, GIVEN_NAMES } from './vocabulary';

/**
 * The everyday hiring case for the fairness check: a short screen (four graded questions and a
 * video nobody grades automatically), set by two pipelines of about fifty candidates each. One
 * pipeline is a standard deviation weaker throughout, and one question is 20 points harder for
 * it alone at equal ability. With so few questions, and these noisy, the rest score is a weak
 * match for ability, which is what a fairness check on a real screen has to live with.
 * Drawn from a stream of its own and appended after every other row, so nothing else changes.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** score = clamp(round(mean + ABILITY_POINTS·θ + NOISE_POINTS·ε), 0, 100), θ and ε standard normal. */
const ABILITY_POINTS = 8;
const NOISE_POINTS = 13;
/** The pass/fail question scores 100 when its latent score reaches this, else 0. */
const PASS_MARK = 60;
/** How much harder the planted question is for the weaker pipeline's candidates, on the same latent score. */
const UNFAIR_POINTS = 20;

type Role = 'pass-fail' | 'scored' | 'unfair' | 'ungraded';

interface QuestionSpec {
  type: QuestionType;
  title: string;
  prompt: string;
  skills: readonly string[];
  role: Role;
  /** The latent score's mean at θ = 0. */
  mean: number;
}

const QUESTIONS: readonly QuestionSpec[] = [
  {
    type: 'multiple_choice',
    title: 'Which statement about HTTP status codes',
    prompt: 'Which statement about HTTP status codes is true?',
    skills: ['Problem solving'],
    role: 'pass-fail',
    // Half pass at average ability.
    mean: 60,
  },
  {
    type: 'free_text',
    title: 'Reply to a customer about a failed payment',
    prompt: 'Reply to a customer whose payment failed twice.',
    skills: ['Written communication', 'Customer empathy'],
    role: 'scored',
    mean: 70,
  },
  {
    type: 'coding',
    title: 'Find the failing request in a log',
    prompt: 'Find the first failing request in an access log.',
    skills: ['Linux', 'Problem solving'],
    role: 'scored',
    mean: 48,
  },
  {
    // Leans on the product's own vocabulary, which referred candidates hear from whoever referred them.
    type: 'free_text',
    title: 'Explain webhook retries to a customer',
    prompt: 'Explain to a customer why their webhook was delivered three times.',
    skills: ['Written communication'],
    role: 'unfair',
    mean: 62,
  },
  {
    type: 'video',
    title: 'Record a 2-minute introduction',
    prompt: 'Record a 2-minute introduction for the hiring team.',
    skills: ['Customer empathy'],
    role: 'ungraded',
    mean: 0,
  },
];

/** The stronger pipeline first; each candidate's θ ~ N(abilityOffset, 1). */
const PIPELINES = [
  { name: 'Support engineers — referrals', abilityOffset: 0 },
  { name: 'Support engineers — job boards', abilityOffset: -1 },
] as const;
/** Candidates enter by taking the screen, so each has taken it once, wherever they are now. */
const STAGES = ['Support screen', 'Troubleshooting call', 'Team interview', 'Offer'] as const;
const SCREEN_STAGE = 0;
const CANDIDATES_PER_PIPELINE = [45, 55] as const;
/** Candidates arrive from after the grader outage of March 2026 to the end of August. */
const ARRIVALS = [Date.UTC(2026, 2, 9), Date.UTC(2026, 8, 1)] as const;

export interface ShortAssessment {
  assessment: Assessment;
  questions: Question[];
  pipelines: Pipeline[];
  candidates: Candidate[];
  questionResults: QuestionResult[];
  assessmentResults: AssessmentResult[];
  planted: PlantedShortAssessment;
  /** Its candidates' θ, by candidate id. */
  abilityOf: ReadonlyMap<string, number>;
  /** A score for one of its graded questions (null for any other question), as the score model gives it. */
  scoreOf(random: Random, questionId: string, ability: number, pipelineId: string | null): number | null;
}

/** The short screen, its two pipelines, their candidates and one finished run each, all from `random`. */
export function createShortAssessment(random: Random, skills: readonly Skill[]): ShortAssessment {
  const createdAt = Date.UTC(2026, 0, 5) + random.int(0, 5) * DAY;
  const assessmentId = random.uuid();
  const questions: Question[] = QUESTIONS.map((spec, index) => ({
    id: random.uuid(),
    title: spec.title,
    type: spec.type,
    prompt: spec.prompt,
    created_at: isoTime(createdAt + index * 3_600_000),
    assessment_ids: [assessmentId],
    skills: skills.filter((skill) => spec.skills.includes(skill.name)),
  }));
  const assessment: Assessment = {
    id: assessmentId,
    name: 'Support Engineer — Screen',
    description: 'A short first screen: HTTP basics, a log to read, two customer replies and a recorded introduction.',
    created_at: isoTime(createdAt),
    updated_at: isoTime(createdAt + random.int(1, 30) * DAY),
    question_ids: questions.map((question) => question.id),
  };
  const questionOf = (role: Role) => questions[QUESTIONS.findIndex((spec) => spec.role === role)]?.id ?? '';

  const pipelines: Pipeline[] = PIPELINES.map(({ name }, index) => ({
    id: random.uuid(),
    name,
    created_at: isoTime(Date.UTC(2026, 0, 12) + index * 7 * DAY),
    stages: STAGES.map((stageName, stageIndex) => ({ id: random.uuid(), name: stageName, position: stageIndex + 1 })),
  }));
  const [stronger, weaker] = pipelines;
  const planted: PlantedShortAssessment = {
    assessmentId,
    questionIds: questions.filter((_, index) => QUESTIONS[index]?.role !== 'ungraded').map((question) => question.id),
    passFailQuestionId: questionOf('pass-fail'),
    ungradedQuestionId: questionOf('ungraded'),
    unfairQuestionId: questionOf('unfair'),
    weakerPipelineId: weaker?.id ?? '',
    strongerPipelineId: stronger?.id ?? '',
  };

  const abilityOf = new Map<string, number>();
  const candidates: Candidate[] = [];
  pipelines.forEach((pipeline, index) => {
    const count = random.int(...CANDIDATES_PER_PIPELINE);
    for (let i = 0; i < count; i++) {
      const created = ARRIVALS[0] + Math.floor(random.next() * (ARRIVALS[1] - ARRIVALS[0]));
      // Most are still at the screen; some have moved on, none to an offer yet.
      const stage = SCREEN_STAGE + (random.chance(0.4) ? (random.chance(0.25) ? 2 : 1) : 0);
      const id = random.uuid();
      abilityOf.set(id, random.normal(PIPELINES[index]?.abilityOffset ?? 0, 1));
      candidates.push({
        id,
        name: `${random.pick(GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`,
        email: `support.${candidates.length + 1}@${random.pick(EMAIL_DOMAINS)}`,
        pipeline_id: pipeline.id,
        stage_id: pipeline.stages[stage]?.id ?? '',
        created_at: isoTime(created),
        updated_at: isoTime(created + random.int(0, 25) * DAY),
      });
    }
  });

  const specOf = new Map(questions.map((question, index) => [question.id, QUESTIONS[index]]));
  const scoreOf: ShortAssessment['scoreOf'] = (draw, questionId, ability, pipelineId) => {
    const spec = specOf.get(questionId);
    if (!spec || spec.role === 'ungraded') return null;
    const unfair = spec.role === 'unfair' && pipelineId === planted.weakerPipelineId ? UNFAIR_POINTS : 0;
    const latent = spec.mean + ABILITY_POINTS * ability + NOISE_POINTS * draw.normal() - unfair;
    if (spec.role === 'pass-fail') return latent >= PASS_MARK ? 100 : 0;
    return Math.min(100, Math.max(0, Math.round(latent)));
  };
  // Every answer to a graded question is graded within two days; the video's stay pending.
  const grade: Grader = (draw, { question, at, ability, pipelineId }) => {
    const score = scoreOf(draw, question.id, ability, pipelineId);
    if (score === null) return { status: 'pending', score: null, evaluatedAt: null };
    return { status: 'evaluated', score, evaluatedAt: at + draw.int(1, 48 * 60) * MINUTE };
  };
  const results = new ResultsBuilder(
    random,
    { assessmentById: new Map([[assessmentId, assessment]]), questionById: new Map(questions.map((q) => [q.id, q])) },
    grade,
  );
  for (const candidate of candidates) {
    const start = Date.parse(candidate.created_at) + random.int(1, 20) * DAY;
    const ability = abilityOf.get(candidate.id) ?? 0;
    results.addRun('pipeline', assessmentId, candidate.id, candidate.pipeline_id, start, true, ability);
  }

  return {
    assessment,
    questions,
    pipelines,
    candidates,
    questionResults: results.questionResults,
    assessmentResults: results.assessmentResults,
    planted,
    abilityOf,
    scoreOf,
  };
}
