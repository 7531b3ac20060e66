/** Records as the fake stores them: already in the API's wire shape (ASSUMED names). */
export type Source = 'standalone' | 'pipeline';
export type QuestionType = 'multiple_choice' | 'coding' | 'free_text' | 'video';
export type AnswerStatus = 'pending' | 'evaluated' | 'unable_to_grade';

export interface Skill {
  id: string;
  name: string;
}

export interface Question {
  id: string;
  title: string;
  type: QuestionType;
  prompt: string;
  created_at: string;
  assessment_ids: string[];
  skills: Skill[];
}

export interface Assessment {
  id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  /** Question ids in position order (position = index + 1). */
  question_ids: string[];
}

export interface Stage {
  id: string;
  name: string;
  position: number;
}

export interface Pipeline {
  id: string;
  name: string;
  created_at: string;
  stages: Stage[];
}

export interface Candidate {
  id: string;
  name: string;
  email: string;
  pipeline_id: string;
  stage_id: string;
  created_at: string;
  updated_at: string;
}

export interface QuestionResult {
  id: string;
  source: Source;
  candidate_id: string;
  question_id: string;
  assessment_id: string;
  pipeline_id: string | null;
  score: number | null;
  evaluated_at: string | null;
  created_at: string;
  status: AnswerStatus;
  /** `answer` and `evaluation_details` are built from this when a row is served (see answers.ts). */
  payload: AnswerPayloadSpec;
}

export interface AnswerPayloadSpec {
  seed: number;
  type: QuestionType;
  hostile: boolean;
  large: boolean;
}

export type QuestionResultWire = Omit<QuestionResult, 'payload'> & { answer: unknown; evaluation_details: unknown };

export interface AssessmentResult {
  id: string;
  source: Source;
  assessment_id: string;
  candidate_id: string;
  pipeline_id: string | null;
  score: number | null;
  status: AnswerStatus;
  question_count: number;
  answered_count: number;
  graded_count: number;
  created_at: string;
  completed_at: string | null;
}

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
  /** The question whose grading was slow one month, for grading health's "check the grader". */
  plantedSlowGrading: PlantedSlowGrading;
}

export interface PlantedSlowGrading {
  questionId: string;
  /** "2026-06" (UTC, by created_at). */
  month: string;
}

export interface PlantedLeak {
  questionId: string;
  /** ISO date-time from which it is easier. */
  since: string;
}

export interface ScoringModel {
  /** When answered at `at` (epoch ms): the planted leak's question is easier from its date. */
  difficultyOf(questionId: string, at: number): number;
  /** Per source: a shared candidate_id is two different people (the trap). */
  abilityOf(source: Source, candidateId: string): number;
}
