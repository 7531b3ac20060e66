// With its extension: vite.config.ts (server/) imports the contract, as Node would.
import { z } from './zod.ts';

import type { KnownAnswerStatus, KnownQuestionType, KnownSource, Open } from './contract-values.ts';

/**
 * The zod schemas of the API's bodies (docs/api-contract.md §2, §5, §6). Part of contract.ts,
 * which re-exports it; import from there. They tolerate what may plausibly differ: unknown
 * fields are ignored, unknown enum values kept as strings, a missing `total` becomes null.
 */

const id = z.guid();
const dateTime = z.iso.datetime({ offset: true });
/** Any string: the known values typed, unknown ones kept as they come (the API may add some). */
const openEnum = <T extends string>() => z.string() as unknown as z.ZodMiniType<Open<T>>;
const anyJson = z.unknown();
const integer = () => z.number().check(z.int());

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), request_id: z.optional(z.string()) }),
});
export type ErrorBody = z.output<typeof errorBodySchema>;

export const paginationSchema = z.object({
  page: integer(),
  per_page: integer(),
  // ASSUMED envelope; `total` may be null or, tolerated here, missing.
  total: z.pipe(
    z.optional(z.nullable(integer().check(z.nonnegative()))),
    z.transform((total) => total ?? null),
  ),
  has_more: z.boolean(),
});
export type Pagination = z.output<typeof paginationSchema>;

export const listSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });
export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

export const whoamiSchema = z.object({ company_id: id });

export const questionResultSchema = z.object({
  id,
  source: openEnum<KnownSource>(),
  candidate_id: id,
  question_id: id,
  assessment_id: id,
  pipeline_id: z.nullable(id),
  score: z.nullable(z.number()),
  evaluated_at: z.nullable(dateTime),
  created_at: dateTime,
  status: openEnum<KnownAnswerStatus>(),
  answer: anyJson,
  evaluation_details: anyJson,
});

export const assessmentResultSchema = z.object({
  id,
  source: openEnum<KnownSource>(),
  assessment_id: id,
  candidate_id: id,
  pipeline_id: z.nullable(id),
  score: z.nullable(z.number()),
  status: openEnum<KnownAnswerStatus>(),
  question_count: integer(),
  answered_count: integer(),
  graded_count: integer(),
  created_at: dateTime,
  completed_at: z.nullable(dateTime),
});

export const assessmentSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  question_count: integer(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const assessmentQuestionSchema = z.object({
  id,
  title: z.string(),
  type: openEnum<KnownQuestionType>(),
  position: integer(),
});
export const assessmentSchema = z.extend(assessmentSummarySchema, { questions: z.array(assessmentQuestionSchema) });

export const questionSummarySchema = z.object({
  id,
  title: z.string(),
  type: openEnum<KnownQuestionType>(),
  created_at: dateTime,
});
export const skillSchema = z.object({ id, name: z.string() });
export const questionSchema = z.extend(questionSummarySchema, {
  prompt: z.string(),
  assessment_ids: z.array(id),
  skills: z.array(skillSchema),
});

export const stageSchema = z.object({ id, name: z.string(), position: integer() });
export const pipelineSchema = z.object({ id, name: z.string(), created_at: dateTime, stages: z.array(stageSchema) });

export const candidateSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  pipeline_id: id,
  stage_id: id,
  created_at: dateTime,
  updated_at: dateTime,
});

export type Whoami = z.output<typeof whoamiSchema>;
export type QuestionResult = z.output<typeof questionResultSchema>;
export type AssessmentResult = z.output<typeof assessmentResultSchema>;
export type AssessmentSummary = z.output<typeof assessmentSummarySchema>;
export type Assessment = z.output<typeof assessmentSchema>;
export type QuestionSummary = z.output<typeof questionSummarySchema>;
export type Question = z.output<typeof questionSchema>;
export type Skill = z.output<typeof skillSchema>;
export type Pipeline = z.output<typeof pipelineSchema>;
export type Stage = z.output<typeof stageSchema>;
export type Candidate = z.output<typeof candidateSchema>;

// ——— write bodies ———
export interface PipelineUpdate {
  name: string;
}
export interface CandidateCreate {
  name: string;
  email: string;
  pipeline_id: string;
}
export interface CandidateUpdate {
  name?: string;
  email?: string;
}
