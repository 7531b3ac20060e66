import type {
  AssessmentResult as ApiAssessmentResult,
  AssessmentSummary,
  Candidate,
  KnownAnswerStatus,
  KnownQuestionType,
  KnownSource,
  Pipeline,
  Question as ApiQuestion,
  QuestionResult as ApiQuestionResult,
  Skill,
  Stage,
} from '@assessment-insights/contract';
import type { Random } from './random';

/**
 * Records as the fake stores them: the contract's shapes (packages/contract/src/contract-schemas.ts), narrowed
 * where the fake knows more. The client's schemas keep enums open for values a future API may add;
 * the fake makes only the known ones, so its code can switch over them exhaustively.
 */
export type Source = KnownSource;
export type QuestionType = KnownQuestionType;
export type AnswerStatus = KnownAnswerStatus;

export type { Candidate, Pipeline, Skill, Stage };

export type Question = Omit<ApiQuestion, 'type'> & { type: QuestionType };

/** The summary's fields, with the questions as ids (the detail and `question_count` are built when served). */
export type Assessment = Omit<AssessmentSummary, 'question_count' | 'description'> & {
  /** The fake always writes one; the contract allows null. */
  description: string;
  /** Question ids in position order (position = index + 1). */
  question_ids: string[];
};

/** A results row with the fake's known enum values. */
type Known<T> = Omit<T, 'source' | 'status'> & { source: Source; status: AnswerStatus };

/** An answer as the API returns it. */
export type QuestionResultWire = Known<ApiQuestionResult>;

/** An answer as stored: `answer` and `evaluation_details` are built from `payload` when served (see answers.ts). */
export type QuestionResult = Omit<QuestionResultWire, 'answer' | 'evaluation_details'> & { payload: AnswerPayloadSpec };

export interface AnswerPayloadSpec {
  seed: number;
  type: QuestionType;
  hostile: boolean;
  large: boolean;
  /** Planted rows only (planted.ts): the answer is a copy, built from these seeds instead of `seed`. */
  copy?: AnswerCopy;
}

/** A copied answer: the answer seed `of` gives (plain: no markup, not large), edited by a copier drawn from `edit`. */
export interface AnswerCopy {
  of: number;
  edit: number;
}

export type AssessmentResult = Known<ApiAssessmentResult>;

export interface Dataset {
  seed: number;
  companyId: string;
  assessments: Assessment[];
  questions: Question[];
  pipelines: Pipeline[];
  candidates: Candidate[];
  questionResults: QuestionResult[];
  assessmentResults: AssessmentResult[];
  /** Standalone invitee ids that equal a pipeline candidate's id: the contract's trap. */
  sharedCandidateIds: string[];
  /** The model behind the scores, so answers added later (live mode) are graded by the same rules. */
  scoring: ScoringModel;
  /** The question that becomes much easier on `since` (a leaked answer), for the leak watch to find. */
  plantedLeak: PlantedLeak;
  /** Copied answers, for a similarity check: the leaked question's answer copied more and more, and one copied pair. */
  plantedCopies: PlantedCopies;
  /** The question whose grading was slow one month, for grading health's "check the grader". */
  plantedSlowGrading: PlantedSlowGrading;
  /** The question harder for one pipeline's candidates than for others of equal ability, for /compare to flag. */
  plantedUnfairQuestion: PlantedUnfairQuestion;
  /** The short screen two pipelines set, one weaker and one question unfair to it, for /compare on a short assessment. */
  plantedShortAssessment: PlantedShortAssessment;
}

export interface PlantedShortAssessment {
  assessmentId: string;
  /** Its four graded questions, in position order: every answer to them is evaluated. */
  questionIds: string[];
  /** Of those, the one scored 0 or 100. */
  passFailQuestionId: string;
  /** Its fifth question (a video watched by the hiring team): every answer stays pending. */
  ungradedQuestionId: string;
  /** 20 points harder for the weaker pipeline's candidates than for others of equal ability. */
  unfairQuestionId: string;
  /** Its candidates are one SD weaker on every question. */
  weakerPipelineId: string;
  strongerPipelineId: string;
}

export interface PlantedUnfairQuestion {
  questionId: string;
  /** The assessment both pipelines set (compare them on it). */
  assessmentId: string;
  /** The pipeline whose candidates find the question harder. */
  pipelineId: string;
}

export interface PlantedSlowGrading {
  questionId: string;
  /** "2026-06" (UTC, by created_at). */
  month: string;
}

export interface PlantedCopies {
  /**
   * `plantedLeak.questionId`: from its leak date a growing share of its answers are one leaked
   * answer. Free text in the demo; a coding question's would be a program; other types get none.
   */
  leakedQuestionId: string;
  /** The seed the leaked answer is built from: `payload.copy.of` of every copy (0 if none). */
  leakedAnswerSeed: number;
  /** "2026-04" (UTC, by created_at): the month of `plantedLeak.since`; no copy is older than `since`. */
  copiedFromMonth: string;
  /** The rows whose answer is the leaked one, lightly edited; in dataset order. */
  copyRowIds: string[];
  /**
   * One coding question (of another assessment) where two candidates handed in the same program:
   * `rowIds[1]`'s answer is `rowIds[0]`'s, renamed and laid out anew. Empty ids if none was found.
   */
  pair: { questionId: string; rowIds: [original: string, copy: string] };
}

export interface PlantedLeak {
  questionId: string;
  /** ISO date-time from which it is easier. */
  since: string;
}

export interface ScoringModel {
  /**
   * When answered at `at` (epoch ms) in a run of `pipelineId`: the planted leak's question is
   * easier from its date, the planted unfair question harder in its pipeline.
   */
  difficultyOf(questionId: string, at: number, pipelineId: string | null): number;
  /** Per source: a shared candidate_id is two different people (the trap). */
  abilityOf(source: Source, candidateId: string): number;
  /** False for a question the grader never grades (the short screen's video): its answers stay pending. */
  isGraded(questionId: string): boolean;
  /** The grader's verdict on an answer, by the model its question's scores were drawn from. */
  grade(random: Random, answer: QuestionResult): { status: 'evaluated' | 'unable_to_grade'; score: number | null };
}
