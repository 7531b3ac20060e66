import { ANSWER_STATUSES, SOURCES, type KnownSource, type QuestionResult } from '@assessment-insights/contract';
import { AnswerFingerprints, type FingerprintSnapshot } from './fingerprints';
import { RowIdTable } from './row-ids';

/** What the ledger keeps of a question result: the answer's `fingerprint` at most, never the answer. */
export type LedgerRowInput = { fingerprint?: Uint32Array | null } & Pick<
  QuestionResult,
  | 'id'
  | 'question_id'
  | 'assessment_id'
  | 'source'
  | 'candidate_id'
  | 'pipeline_id'
  | 'status'
  | 'score'
  | 'created_at'
  | 'evaluated_at'
>;

/** Status and source codes are indexes into the contract's lists; a value the API adds later is OTHER. */
export const STATUS_CODE = codesOf(ANSWER_STATUSES);
export const SOURCE_CODE = codesOf(SOURCES);
export const OTHER_STATUS = ANSWER_STATUSES.length;
export const OTHER_SOURCE = SOURCES.length;
/** An evaluated answer without a usable score (none, or outside 0–100): counted apart, never in a mean or a rate. */
export const UNSCORED_STATUS = ANSWER_STATUSES.length + 1;
export const NO_PIPELINE = -1;

/** A plain object of typed arrays and one string table, for IndexedDB (structured clone). */
export interface LedgerSnapshot {
  version: 2;
  rowIds: Uint32Array;
  strings: string[];
  /** Indexes into `strings`; pipeline is NO_PIPELINE when the row has none. */
  question: Int32Array;
  assessment: Int32Array;
  candidate: Int32Array;
  pipeline: Int32Array;
  source: Uint8Array;
  status: Uint8Array;
  /** NaN when the row has no score / was not evaluated. */
  score: Float64Array;
  createdAt: Float64Array;
  evaluatedAt: Float64Array;
  /** Each coding and free-text answer's fingerprint (fingerprints.ts). */
  fingerprints: FingerprintSnapshot;
}

type Columns = Omit<LedgerSnapshot, 'version' | 'rowIds' | 'strings' | 'fingerprints'>;
const COLUMN_TYPES = {
  question: Int32Array,
  assessment: Int32Array,
  candidate: Int32Array,
  pipeline: Int32Array,
  source: Uint8Array,
  status: Uint8Array,
  score: Float64Array,
  createdAt: Float64Array,
  evaluatedAt: Float64Array,
} as const;
const COLUMN_NAMES = Object.keys(COLUMN_TYPES) as Array<keyof Columns>;

/**
 * The question results a statistic is computed from, columnar and keyed by row id (
 * 100,000 rows in a few MB). Ids (question, assessment, candidate, pipeline) are interned in one
 * string table. `upsert` replaces a known row in place, so a refresh can re-grade rows.
 */
export class QuestionResultLedger {
  private ids: RowIdTable;
  private strings: string[] = [];
  private stringKeys = new Map<string, number>();
  private columns: Columns;
  private capacity: number;
  private fingerprints: AnswerFingerprints;

  constructor(capacity = 1024) {
    this.capacity = Math.max(1, capacity);
    this.ids = new RowIdTable(this.capacity);
    this.columns = allocateColumns(this.capacity);
    this.fingerprints = new AnswerFingerprints(this.capacity);
  }

  get size(): number {
    return this.ids.size;
  }

  upsert(row: LedgerRowInput): void {
    const source = codeOf(SOURCE_CODE, row.source, OTHER_SOURCE);
    const { row: index } = this.ids.findOrAdd(row.id, source);
    if (index >= this.capacity) this.grow();
    const c = this.columns;
    c.question[index] = this.intern(row.question_id);
    c.assessment[index] = this.intern(row.assessment_id);
    c.candidate[index] = this.intern(row.candidate_id);
    c.pipeline[index] = row.pipeline_id === null ? NO_PIPELINE : this.intern(row.pipeline_id);
    c.source[index] = source;
    const score = scoreOf(row);
    c.status[index] = statusCodeOf(row, score);
    c.score[index] = score;
    c.createdAt[index] = Date.parse(row.created_at);
    c.evaluatedAt[index] = row.evaluated_at === null ? NaN : Date.parse(row.evaluated_at);
    if (row.fingerprint !== undefined) this.fingerprints.set(index, row.fingerprint);
  }

  upsertAll(rows: Iterable<LedgerRowInput>): void {
    for (const row of rows) this.upsert(row);
  }

  /** Whether a row read from the API says something else than the ledger's row holds (a grading, a re-grade). */
  differs(index: number, row: LedgerRowInput): boolean {
    const score = scoreOf(row);
    const evaluatedAt = row.evaluated_at === null ? NaN : Date.parse(row.evaluated_at);
    return (
      this.statusCode(index) !== statusCodeOf(row, score) ||
      !Object.is(this.score(index), score) ||
      !Object.is(this.evaluatedAt(index), evaluatedAt)
    );
  }

  /** The row index of a source's row id, or undefined. */
  rowOf(source: string, id: string): number | undefined {
    return this.ids.find(id, codeOf(SOURCE_CODE, source, OTHER_SOURCE));
  }

  /** The string-table key of an id, or undefined when no row mentions it (then no row matches it). */
  keyOf(text: string): number | undefined {
    return this.stringKeys.get(text);
  }

  textOf(key: number): string {
    const text = this.strings[key];
    if (text === undefined) throw new Error(`No string with key ${key} in the ledger.`);
    return text;
  }

  rowId(row: number): string {
    return this.ids.idOf(row);
  }
  compareRowIds(rowA: number, rowB: number): number {
    return this.ids.compare(rowA, rowB);
  }
  questionKey(row: number): number {
    return this.columns.question[row] ?? -1;
  }
  assessmentKey(row: number): number {
    return this.columns.assessment[row] ?? -1;
  }
  candidateKey(row: number): number {
    return this.columns.candidate[row] ?? -1;
  }
  pipelineKey(row: number): number {
    return this.columns.pipeline[row] ?? NO_PIPELINE;
  }
  sourceCode(row: number): number {
    return this.columns.source[row] ?? OTHER_SOURCE;
  }
  statusCode(row: number): number {
    return this.columns.status[row] ?? OTHER_STATUS;
  }
  score(row: number): number {
    return this.columns.score[row] ?? NaN;
  }
  createdAt(row: number): number {
    return this.columns.createdAt[row] ?? NaN;
  }
  evaluatedAt(row: number): number {
    return this.columns.evaluatedAt[row] ?? NaN;
  }

  /**
   * The status a row is counted under: an unknown status, or any status under an unknown source,
   * is OTHER — counted in answers, never in a mean or a rate (docs/statistics.md: nothing silently dropped).
   */
  countedStatus(row: number): number {
    return this.sourceCode(row) === OTHER_SOURCE ? OTHER_STATUS : this.statusCode(row);
  }

  /** Whether the row enters means and rates: evaluated, with a score and a known source. */
  /** The answer's fingerprint, or null (none kept: not coding or free text, or too short). */
  fingerprint(row: number): Uint32Array | null {
    return this.fingerprints.get(row);
  }

  isScored(row: number): boolean {
    return this.countedStatus(row) === STATUS_CODE.evaluated;
  }

  toSnapshot(): LedgerSnapshot {
    const columns = Object.fromEntries(
      COLUMN_NAMES.map((name) => [name, this.columns[name].slice(0, this.size)]),
    ) as unknown as Columns;
    const fingerprints = this.fingerprints.toSnapshot(this.size);
    return { version: 2, rowIds: this.ids.toWords(), strings: [...this.strings], ...columns, fingerprints };
  }

  static fromSnapshot(snapshot: LedgerSnapshot): QuestionResultLedger {
    if (snapshot.version !== 2) throw new Error(`Unknown ledger snapshot version ${String(snapshot.version)}.`);
    const ids = RowIdTable.fromWords(snapshot.rowIds, snapshot.source);
    const ledger = new QuestionResultLedger(ids.size);
    for (const name of COLUMN_NAMES) {
      if (snapshot[name].length !== ids.size) throw new Error(`Ledger snapshot column ${name} has the wrong length.`);
      ledger.columns[name].set(snapshot[name]);
    }
    ledger.ids = ids;
    ledger.fingerprints = AnswerFingerprints.fromSnapshot(snapshot.fingerprints, ids.size);
    snapshot.strings.forEach((text) => ledger.intern(text));
    return ledger;
  }

  private intern(text: string): number {
    let key = this.stringKeys.get(text);
    if (key === undefined) {
      key = this.strings.push(text) - 1;
      this.stringKeys.set(text, key);
    }
    return key;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const columns = allocateColumns(capacity);
    for (const name of COLUMN_NAMES) columns[name].set(this.columns[name]);
    this.columns = columns;
    this.capacity = capacity;
  }
}

export const sourceName = (code: number): KnownSource | 'other' => SOURCES[code] ?? 'other';

function allocateColumns(capacity: number): Columns {
  return Object.fromEntries(COLUMN_NAMES.map((name) => [name, new COLUMN_TYPES[name](capacity)])) as unknown as Columns;
}

function codesOf<T extends string>(values: readonly T[]): Readonly<Record<T, number>> {
  return Object.fromEntries(values.map((value, index) => [value, index])) as Record<T, number>;
}

function codeOf(codes: Readonly<Record<string, number>>, value: string, other: number): number {
  return Object.hasOwn(codes, value) ? (codes[value] ?? other) : other;
}

const scoreOf = (row: LedgerRowInput): number =>
  typeof row.score === 'number' && Number.isFinite(row.score) ? row.score : NaN;

/** An evaluated row without a score in 0–100 cannot enter a mean: it is kept, and counted apart. */
function statusCodeOf(row: LedgerRowInput, score: number): number {
  const status = codeOf(STATUS_CODE, row.status, OTHER_STATUS);
  return status === STATUS_CODE.evaluated && !(score >= 0 && score <= 100) ? UNSCORED_STATUS : status;
}
