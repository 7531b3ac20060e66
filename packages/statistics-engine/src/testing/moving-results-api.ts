import {
  ANSWER_STATUS,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  MAX_PER_PAGE_QUESTION_RESULTS,
  SOURCE,
  type KnownSource,
  type ListPage,
  type QuestionResult,
  type QuestionResultsParams,
} from '@assessment-insights/contract';
import type { QuestionResultsPageFetcher } from '../scope';

/**
 * An in-memory GET /question-results whose rows move while a client reads it: answers arrive,
 * are graded, are re-graded. It answers every page from the rows as they are at that moment, in
 * the API's order (docs/api-contract.md §5), written out here independently of results-order.ts
 * so a test of the engine does not take the app's own reading of the contract on trust:
 * graded rows first, ungraded (score or evaluated_at null) last in both directions, each block by
 * the sort key, ties on id ascending. Its clock only moves forward; every change is stamped with it.
 */

export interface MovingResultsApiOptions {
  /** The rows at the start; their ids must be unique per source. */
  rows?: readonly QuestionResult[];
  /** The clock's start (ms): later than every row's created_at and evaluated_at. */
  now: number;
}

/** A row as the model names it in labels and errors: source and id. */
export interface RowKey {
  source: string;
  id: string;
}

const SORT_FIELDS = new Set(['created_at', 'evaluated_at', 'score']);
const QUESTION = '00000000-0000-4000-9000-000000000001';
const ASSESSMENT = '00000000-0000-4000-9000-000000000002';
const CANDIDATE = '00000000-0000-4000-9000-000000000003';
const PIPELINE = '00000000-0000-4000-9000-000000000004';

export class MovingResultsApi {
  private clock: number;
  private readonly rows = new Map<string, QuestionResult>();
  private arrivals = 0;

  constructor({ rows = [], now }: MovingResultsApiOptions) {
    this.clock = now;
    for (const row of rows) {
      const key = keyOf(row);
      if (this.rows.has(key)) throw new Error(`Two rows ${key} in the model.`);
      this.rows.set(key, { ...row });
    }
  }

  /** The clock (ms), as `now` for the engine: an arrow so it can be passed on as it is. */
  readonly now = (): number => this.clock;

  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`The clock only moves forward, not by ${ms} ms.`);
    this.clock += ms;
  }

  /**
   * A new pending answer created now. Its id is the next of the model's own (`…-4000-a000-n`),
   * above every id of the `8000` series, so it follows those on a created_at tie.
   */
  arrive(source: KnownSource, overrides: Partial<QuestionResult> = {}): QuestionResult {
    this.arrivals++;
    const row: QuestionResult = {
      id: `00000000-0000-4000-a000-${this.arrivals.toString(16).padStart(12, '0')}`,
      source,
      candidate_id: CANDIDATE,
      question_id: QUESTION,
      assessment_id: ASSESSMENT,
      pipeline_id: source === SOURCE.pipeline ? PIPELINE : null,
      score: null,
      evaluated_at: null,
      created_at: this.stamp(),
      status: ANSWER_STATUS.pending,
      answer: null,
      evaluation_details: null,
      ...overrides,
    };
    const key = keyOf(row);
    if (this.rows.has(key)) throw new Error(`Row ${key} exists already.`);
    this.rows.set(key, row);
    return { ...row };
  }

  /** Grades a row now: a score makes it evaluated, null unable_to_grade. */
  grade(row: RowKey, score: number | null): QuestionResult {
    return this.change(row, {
      status: score === null ? ANSWER_STATUS.unable_to_grade : ANSWER_STATUS.evaluated,
      score,
      evaluated_at: this.stamp(),
    });
  }

  /** Sends a graded row back to pending (its score and evaluated_at cleared). */
  regrade(row: RowKey): QuestionResult {
    return this.change(row, { status: ANSWER_STATUS.pending, score: null, evaluated_at: null });
  }

  /** Every row now, in the default order (copies). */
  all(): QuestionResult[] {
    return this.list({});
  }

  /** Every row a query matches now, in its order, unpaged (copies). */
  list(params: QuestionResultsParams): QuestionResult[] {
    const matches = matcher(params);
    const sort = params.sort ?? DEFAULT_SORT;
    const field = sort.startsWith('-') ? sort.slice(1) : sort;
    if (!SORT_FIELDS.has(field)) throw new Error(`invalid_parameter: sort ${sort}`);
    const compare = order(field as 'created_at' | 'evaluated_at' | 'score', sort.startsWith('-'));
    return [...this.rows.values()]
      .filter(matches)
      .sort(compare)
      .map((row) => ({ ...row }));
  }

  /** One page, as the API would answer it now; a per_page over the endpoint's maximum is refused, as the API does. */
  page(params: QuestionResultsParams): ListPage<QuestionResult> {
    const page = params.page ?? 1;
    const perPage = params.per_page ?? DEFAULT_PER_PAGE;
    if (!Number.isInteger(page) || page < 1) throw new Error(`invalid_parameter: page ${page}`);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE_QUESTION_RESULTS)
      throw new Error(`invalid_parameter: per_page ${perPage}`);
    const rows = this.list(params);
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      pagination: { page, per_page: perPage, total: rows.length, has_more: page * perPage < rows.length },
    };
  }

  /** The engine's fetcher, answering at once (a test delays it to reorder answers). */
  // A refused query rejects (thrown in the executor), as a 400 would.
  readonly fetchPage: QuestionResultsPageFetcher = (params) => new Promise((resolve) => resolve(this.page(params)));

  /** The clock as an ISO date-time, for a row's stamp. */
  private stamp(): string {
    return new Date(this.clock).toISOString();
  }

  private change(row: RowKey, fields: Partial<QuestionResult>): QuestionResult {
    const key = keyOf(row);
    const current = this.rows.get(key);
    if (current === undefined) throw new Error(`No row ${key} in the model.`);
    const changed = { ...current, ...fields };
    this.rows.set(key, changed);
    return { ...changed };
  }
}

const keyOf = ({ source, id }: RowKey) => `${source} ${id}`;

const isUngraded = (row: QuestionResult) => row.score === null || row.evaluated_at === null;

function order(field: 'created_at' | 'evaluated_at' | 'score', descending: boolean) {
  const keyOfRow = (row: QuestionResult): number | null => {
    const value = row[field];
    if (value === null) return null;
    return typeof value === 'number' ? value : Date.parse(value);
  };
  return (a: QuestionResult, b: QuestionResult): number => {
    if (isUngraded(a) !== isUngraded(b)) return isUngraded(a) ? 1 : -1;
    const ka = keyOfRow(a);
    const kb = keyOfRow(b);
    if (ka !== kb) {
      // Rows without the key last, in either direction.
      if (ka === null) return 1;
      if (kb === null) return -1;
      return descending ? kb - ka : ka - kb;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function matcher(params: QuestionResultsParams): (row: QuestionResult) => boolean {
  // An empty status list filters nothing, as an empty query parameter does.
  const listed = (params.status ?? []).flatMap((status) => status.split(',')).filter((status) => status !== '');
  const statuses = listed.length === 0 ? undefined : new Set(listed);
  const after = params.created_after === undefined ? -Infinity : Date.parse(params.created_after);
  const before = params.created_before === undefined ? Infinity : Date.parse(params.created_before);
  return (row) => {
    const created = Date.parse(row.created_at);
    return (
      (params.source === undefined || row.source === params.source) &&
      (params.question_id === undefined || row.question_id === params.question_id) &&
      (params.pipeline_id === undefined || row.pipeline_id === params.pipeline_id) &&
      (params.candidate_id === undefined || row.candidate_id === params.candidate_id) &&
      (statuses === undefined || statuses.has(row.status)) &&
      created >= after &&
      created < before
    );
  };
}
