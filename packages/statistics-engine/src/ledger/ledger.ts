import type { QuestionResult } from '@assessment-insights/contract';
import { NO_PIPELINE, OTHER_SOURCE, OTHER_STATUS, scoreValue, sourceCodeOf, STATUS_CODE, statusCodeOf } from './codes';
import { allocateColumns, COLUMN_NAMES, columnsUpTo, grownColumns, type Columns, type LedgerSnapshot } from './columns';
import { AnswerFingerprints } from './fingerprints';
import type { LedgerRecord } from './records';
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

/** A row's fields as its columns hold them (no score or evaluation: NaN). */
/** A row's fields as the ledger's columns hold them. */
export type RowFields = Omit<LedgerRecord, 'score' | 'evaluatedAt' | 'fingerprint'> & {
  score: number;
  evaluatedAt: number;
};

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

  /** A row read from the API; one without a `fingerprint` keeps the row's own. */
  upsert(row: LedgerRowInput): void {
    const score = scoreValue(row.score);
    const fields: RowFields = {
      id: row.id,
      source: sourceCodeOf(row.source),
      questionId: row.question_id,
      assessmentId: row.assessment_id,
      candidateId: row.candidate_id,
      pipelineId: row.pipeline_id,
      status: statusCodeOf(row.status, score),
      score,
      createdAt: Date.parse(row.created_at),
      evaluatedAt: row.evaluated_at === null ? NaN : Date.parse(row.evaluated_at),
    };
    this.write(fields, row.fingerprint);
  }

  upsertAll(rows: Iterable<LedgerRowInput>): void {
    for (const row of rows) this.upsert(row);
  }

  /** Whether a row read from the API says something else than the ledger's row holds (a grading, a re-grade). */
  differs(index: number, row: LedgerRowInput): boolean {
    const score = scoreValue(row.score);
    const evaluatedAt = row.evaluated_at === null ? NaN : Date.parse(row.evaluated_at);
    return (
      this.statusCode(index) !== statusCodeOf(row.status, score) ||
      !Object.is(this.score(index), score) ||
      !Object.is(this.evaluatedAt(index), evaluatedAt)
    );
  }

  /** The row index of a source's row id, or undefined. */
  rowOf(source: string, id: string): number | undefined {
    return this.ids.find(id, sourceCodeOf(source));
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

  /** The answer's fingerprint, or null (none kept: not coding or free text, or too short). */
  fingerprint(row: number): Uint32Array | null {
    return this.fingerprints.get(row);
  }

  /** Whether the row enters means and rates: evaluated, with a score and a known source. */
  isScored(row: number): boolean {
    return this.countedStatus(row) === STATUS_CODE.evaluated;
  }

  toSnapshot(): LedgerSnapshot {
    const fingerprints = this.fingerprints.toSnapshot(this.size);
    const columns = columnsUpTo(this.columns, this.size);
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

  /**
   * Upserts a row by (source code, id); a fingerprint left undefined keeps the row's own. For the
   * ledger's own modules (records.ts): a host writes rows with `upsert` or `putLedgerRecord`.
   */
  write(row: RowFields, fingerprint: Uint32Array | null | undefined): void {
    const { row: index } = this.ids.findOrAdd(row.id, row.source);
    if (index >= this.capacity) this.grow();
    const c = this.columns;
    // Interned in this order by every writer, so a ledger rebuilt from its records has the same string table.
    c.question[index] = this.intern(row.questionId);
    c.assessment[index] = this.intern(row.assessmentId);
    c.candidate[index] = this.intern(row.candidateId);
    c.pipeline[index] = row.pipelineId === null ? NO_PIPELINE : this.intern(row.pipelineId);
    c.source[index] = row.source;
    c.status[index] = row.status;
    c.score[index] = row.score;
    c.createdAt[index] = row.createdAt;
    c.evaluatedAt[index] = row.evaluatedAt;
    if (fingerprint !== undefined) this.fingerprints.set(index, fingerprint);
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
    this.capacity *= 2;
    this.columns = grownColumns(this.columns, this.capacity);
  }
}
