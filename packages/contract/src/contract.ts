// With extensions: vite.config.ts (server/) imports this module too, as Node would.
import { byName, type KnownAnswerStatus, type KnownSource, type Open } from './contract-values.ts';

// The enum values and the schemas are in contract-values.ts and contract-schemas.ts, re-exported
// here: this stays the one module the app imports the contract from.
export * from './contract-values.ts';
export * from './contract-schemas.ts';

/**
 * Everything ASSUMED about the Assessment Reporting API lives here, with the two modules it
 * re-exports (docs/api-contract.md): paths, query parameter names, the list envelope, enum
 * values, the key's shape, header names. A deployment against an API that differs changes this module, not pages or hooks.
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
 * Codes the same-origin proxy (server/, and the nginx and Caddy configs of docs/deployment.md) answers with when
 * the API itself could not be reached: 502/504 with the API's error shape, the cause in words.
 */
export const PROXY_ERROR = { api_unreachable: 'api_unreachable', api_timeout: 'api_timeout' } as const;

/** The API's error codes (docs/api-contract.md §2: SPEC or ASSUMED). A code not listed is kept as it comes. */
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

/** ASSUMED: a pipeline's or a candidate's name is 1–200 characters (a longer one: invalid_body). */
export const MAX_NAME_LENGTH = 200;

/** Paging (SPEC numbers): default 50, max 200, /question-results max 100. */
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;
export const MAX_PER_PAGE_QUESTION_RESULTS = 100;

/**
 * ASSUMED arithmetic of the SPEC scan budget (docs/api-contract.md §5): a merged results list (neither
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
