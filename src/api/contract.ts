// With its extension: vite.config.ts (server/) imports this module too, as Node would.
import { z } from '../lib/zod.ts';

/**
 * Everything ASSUMED about the Assessment Reporting API lives here (shared/api-contract.md):
 * paths, query parameter names, the list envelope, enum values, the key's shape, header
 * names. A deployment against an API that differs changes this module, not pages or hooks.
 * Schemas tolerate what may plausibly differ: unknown fields are ignored, unknown enum values
 * are kept as strings, a missing `total` becomes null.
 */

export const API_BASE_PATH = '/api/public/v1';

/** ASSUMED: `ak_live_` + 32 of [A-Za-z0-9]. Used only to warn about typos, never to refuse. */
export const API_KEY_PREFIX = 'ak_live_';
export const API_KEY_PATTERN = /^ak_live_[A-Za-z0-9]{32}$/;

export const PATHS = {
  whoami: '/whoami',
  questionResults: '/question-results',
  assessmentResults: '/assessment-results',
  assessments: '/assessments',
  assessment: (id: string) => `/assessments/${encodeURIComponent(id)}`,
  questions: '/questions',
  question: (id: string) => `/questions/${encodeURIComponent(id)}`,
  pipelines: '/pipelines',
  pipeline: (id: string) => `/pipelines/${encodeURIComponent(id)}`,
  candidates: '/candidates',
  candidate: (id: string) => `/candidates/${encodeURIComponent(id)}`,
  candidateFastForward: (id: string) => `/candidates/${encodeURIComponent(id)}/fast-forward`,
  candidateRewind: (id: string) => `/candidates/${encodeURIComponent(id)}/rewind`,
} as const;

/**
 * Every endpoint the app calls, with the methods it uses (`{id}` is one path segment). The
 * same-origin proxy (server/api-proxy.ts) forwards exactly these and answers anything else
 * itself; `PATHS` above must only ever produce paths listed here (contract.test.ts checks).
 */
export const APP_ENDPOINTS: readonly { path: string; methods: readonly ('GET' | 'POST' | 'PATCH')[] }[] = [
  { path: '/whoami', methods: ['GET'] },
  { path: '/question-results', methods: ['GET'] },
  { path: '/assessment-results', methods: ['GET'] },
  { path: '/assessments', methods: ['GET'] },
  { path: '/assessments/{id}', methods: ['GET'] },
  { path: '/questions', methods: ['GET'] },
  { path: '/questions/{id}', methods: ['GET'] },
  { path: '/pipelines', methods: ['GET'] },
  { path: '/pipelines/{id}', methods: ['GET', 'PATCH'] },
  { path: '/candidates', methods: ['GET', 'POST'] },
  { path: '/candidates/{id}', methods: ['GET', 'PATCH'] },
  { path: '/candidates/{id}/fast-forward', methods: ['POST'] },
  { path: '/candidates/{id}/rewind', methods: ['POST'] },
];

export const HEADERS = {
  requestId: 'X-Request-Id',
  retryAfter: 'Retry-After',
  idempotencyKey: 'Idempotency-Key',
  idempotentReplay: 'Idempotent-Replay',
  limitMinute: 'X-RateLimit-Limit-Minute',
  remainingMinute: 'X-RateLimit-Remaining-Minute',
  limitDay: 'X-RateLimit-Limit-Day',
  remainingDay: 'X-RateLimit-Remaining-Day',
  reset: 'X-RateLimit-Reset',
} as const;

/**
 * ASSUMED: how long one request may go without a complete answer (headers and body) before the
 * client gives up on it. Per request, so a computation that makes hundreds of requests is not cut
 * short. A timed-out GET is tried TIMEOUT_RETRIES more times: 2 × 10 s plus a backoff under 1 s,
 * so a user hears of an API that does not answer within 30 s.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const TIMEOUT_RETRIES = 1;
/** After this long without an answer, pages say they are still waiting (before the timeout fires). */
export const SLOW_REQUEST_MS = 8_000;

/**
 * Codes the same-origin proxy (server/, and the README's nginx/Caddy configs) answers with when
 * the API itself could not be reached: 502/504 with the API's error shape, the cause in words.
 */
export const PROXY_ERROR = { api_unreachable: 'api_unreachable', api_timeout: 'api_timeout' } as const;

/** Each value of a list under its own name, for code that branches on one: `SOURCE.pipeline`. */
const byName = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { readonly [V in T]: V };

export const SOURCES = ['standalone', 'pipeline'] as const;
export const SOURCE = byName(SOURCES);
export const ANSWER_STATUSES = ['pending', 'evaluated', 'unable_to_grade'] as const;
export const ANSWER_STATUS = byName(ANSWER_STATUSES);
export const QUESTION_TYPES = ['multiple_choice', 'coding', 'free_text', 'video'] as const;

export type KnownSource = (typeof SOURCES)[number];
export type KnownAnswerStatus = (typeof ANSWER_STATUSES)[number];
export type KnownQuestionType = (typeof QUESTION_TYPES)[number];
/** A value the API may extend: the known ones typed, any other kept as it comes. */
export type Open<T extends string> = T | (string & {});

/** The API's error codes (contract §2: SPEC or ASSUMED). A code not listed is kept as it comes. */
export const API_ERROR = byName([
  'missing_api_key',
  'invalid_api_key',
  'invalid_filter',
  'pagination_limit_exceeded',
  'idempotency_conflict',
  'idempotency_in_progress',
  'rate_limited',
  'invalid_parameter',
  'invalid_body',
  'not_found',
  'stage_boundary',
  'method_not_allowed',
] as const);

/** ASSUMED: an `invalid_body` message names its field as `Field "email" …`; that field, if any. */
export function invalidBodyField(message: string): string | undefined {
  return /^Field "([^"]+)"/.exec(message)?.[1];
}

/** Paging (SPEC numbers): default 50, max 200, /question-results max 100. */
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;
export const MAX_PER_PAGE_QUESTION_RESULTS = 100;

/**
 * ASSUMED arithmetic of the SPEC scan budget (contract §5): a merged results list (neither
 * `source` nor `pipeline_id`) is served while page × per_page ≤ this many rows, else 400
 * `pagination_limit_exceeded`. The explorers stop Next there; they still handle the 400
 * whenever it comes, since the real API may count differently.
 */
export const MERGED_SCAN_LIMIT = { questionResults: 250, assessmentResults: 1000 } as const;

/** ASSUMED sort values: a field ascending, or `-field` descending. */
export const QUESTION_RESULT_SORT_FIELDS = ['created_at', 'evaluated_at', 'score'] as const;
export const ASSESSMENT_RESULT_SORT_FIELDS = ['created_at', 'completed_at', 'score'] as const;
export const CATALOG_SORT_FIELDS = ['name', 'created_at'] as const;
export type QuestionResultSortField = (typeof QUESTION_RESULT_SORT_FIELDS)[number];
export type AssessmentResultSortField = (typeof ASSESSMENT_RESULT_SORT_FIELDS)[number];
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];
export const DEFAULT_SORT = '-created_at';
export type SortValue<F extends string> = F | `-${F}`;
export const sortValues = <F extends string>(fields: readonly F[]): Array<SortValue<F>> =>
  fields.flatMap((field) => [`-${field}` as const, field]);

// ——— query parameters (names exactly as the API's; pages keep the same names in the URL) ———

export interface PageParams {
  page?: number;
  per_page?: number;
}

export interface ResultsFilterParams extends PageParams {
  source?: Open<KnownSource>;
  /** Sent as a comma-separated list. */
  status?: Array<Open<KnownAnswerStatus>>;
  pipeline_id?: string;
  candidate_id?: string;
  /** ISO 8601 with Z or an offset; after is inclusive, before exclusive. */
  created_after?: string;
  created_before?: string;
}

export interface QuestionResultsParams extends ResultsFilterParams {
  question_id?: string;
  sort?: SortValue<QuestionResultSortField>;
}

export interface AssessmentResultsParams extends ResultsFilterParams {
  assessment_id?: string;
  sort?: SortValue<AssessmentResultSortField>;
}

export interface CatalogParams extends PageParams {
  sort?: SortValue<CatalogSortField>;
}
export interface QuestionsParams extends CatalogParams {
  assessment_id?: string;
}
export interface CandidatesParams extends CatalogParams {
  pipeline_id?: string;
  stage_id?: string;
}

export type QueryValue = string | number | ReadonlyArray<string> | undefined;
/** Drops empty values and joins lists with commas, as the API expects. */
export function toSearchParams(params: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else {
      search.set(name, String(value));
    }
  }
  return search;
}

// ——— schemas ———

const id = z.guid();
const dateTime = z.iso.datetime({ offset: true });
/** Any string: the known values typed, unknown ones kept as they come (the API may add some). */
const openEnum = <T extends string>() => z.string() as unknown as z.ZodMiniType<Open<T>>;
const anyJson = z.unknown();
const integer = () => z.number().check(z.int());

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), request_id: z.optional(z.string()) }),
});

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
