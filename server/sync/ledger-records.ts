import { ANSWER_STATUSES, SOURCES } from '@assessment-insights/contract';
import {
  QuestionResultLedger,
  type LedgerRecord,
  type LedgerRowInput,
  type LedgerSnapshot,
} from '@assessment-insights/statistics-engine';

/**
 * Between the ledger and the store's rows (LedgerRecord). The engine is getting these itself
 * (`ledger.record(row)`, `ledger.putRecord(record)`, `changedRows(ledger, before)`); until then
 * they are built here from the ledger's public methods, and only this module knows how. Swap
 * `ledgerRecord`, `putLedgerRecord` and `changedLedgerRows` for the engine's once it has them.
 */

// The ledger's codes are indexes into the contract's lists, with OTHER and UNSCORED after them
// (the engine's ledger.ts); a record's codes are turned back into values that upsert codes alike.
const OTHER_STATUS = ANSWER_STATUSES.length;
const UNSCORED_STATUS = ANSWER_STATUSES.length + 1;
/** Not a value of either list, so upsert codes it as OTHER. */
const OTHER_VALUE = '\u0000other';

/** One ledger row as the store keeps it (to become `ledger.record(row)`). */
export function ledgerRecord(ledger: QuestionResultLedger, row: number): LedgerRecord {
  const pipeline = ledger.pipelineKey(row);
  const score = ledger.score(row);
  const evaluatedAt = ledger.evaluatedAt(row);
  // The ledger's fingerprint is a view of its pool: the record keeps a copy.
  const fingerprint = ledger.fingerprint(row)?.slice() ?? null;
  return {
    id: ledger.rowId(row),
    source: ledger.sourceCode(row),
    questionId: ledger.textOf(ledger.questionKey(row)),
    assessmentId: ledger.textOf(ledger.assessmentKey(row)),
    candidateId: ledger.textOf(ledger.candidateKey(row)),
    pipelineId: pipeline < 0 ? null : ledger.textOf(pipeline),
    status: ledger.statusCode(row),
    score: Number.isNaN(score) ? null : score,
    createdAt: ledger.createdAt(row),
    evaluatedAt: Number.isNaN(evaluatedAt) ? null : evaluatedAt,
    fingerprint,
  };
}

/** Adds or replaces a stored row in the ledger, as it was when recorded (to become `ledger.putRecord(record)`). */
export function putLedgerRecord(ledger: QuestionResultLedger, record: LedgerRecord): void {
  ledger.upsert(rowInputOf(record));
}

/**
 * The rows added or changed since `before` was taken of the same ledger (to become
 * `changedRows(ledger, before)`). Rows keep their index and the string table only grows, so a
 * row is compared column by column with its own earlier self.
 */
export function changedLedgerRows(ledger: QuestionResultLedger, before: LedgerSnapshot): number[] {
  const beforeSize = before.source.length;
  const changed: number[] = [];
  for (let row = 0; row < ledger.size; row++) {
    if (row >= beforeSize || rowDiffers(ledger, row, before)) changed.push(row);
  }
  return changed;
}

/** Every row of a ledger, or the rows named, as records. */
export function ledgerRecords(ledger: QuestionResultLedger, rows?: readonly number[]): LedgerRecord[] {
  const indexes = rows ?? Array.from({ length: ledger.size }, (_, row) => row);
  return indexes.map((row) => ledgerRecord(ledger, row));
}

export function ledgerOfRecords(records: Iterable<LedgerRecord>): QuestionResultLedger {
  const ledger = new QuestionResultLedger();
  for (const record of records) putLedgerRecord(ledger, record);
  return ledger;
}

function rowInputOf(record: LedgerRecord): LedgerRowInput {
  const { status, score } = record;
  return {
    id: record.id,
    source: SOURCES[record.source] ?? OTHER_VALUE,
    question_id: record.questionId,
    assessment_id: record.assessmentId,
    candidate_id: record.candidateId,
    pipeline_id: record.pipelineId,
    // An unscored row is an evaluated one whose score is none or outside 0–100: upsert codes it so again.
    status: status === UNSCORED_STATUS ? 'evaluated' : status === OTHER_STATUS ? OTHER_VALUE : statusValue(status),
    score,
    created_at: isoOf(record.createdAt),
    evaluated_at: record.evaluatedAt === null ? null : isoOf(record.evaluatedAt),
    fingerprint: record.fingerprint,
  };
}

function statusValue(code: number): string {
  const value = ANSWER_STATUSES[code];
  if (value === undefined) throw new Error(`Unknown ledger status code ${code}.`);
  return value;
}

/** The ledger keeps times as parsed ISO strings: whole milliseconds, which an ISO string holds exactly. */
const isoOf = (ms: number): string => (Number.isFinite(ms) ? new Date(ms).toISOString() : '');

function rowDiffers(ledger: QuestionResultLedger, row: number, before: LedgerSnapshot): boolean {
  return (
    ledger.questionKey(row) !== before.question[row] ||
    ledger.assessmentKey(row) !== before.assessment[row] ||
    ledger.candidateKey(row) !== before.candidate[row] ||
    ledger.pipelineKey(row) !== before.pipeline[row] ||
    ledger.sourceCode(row) !== before.source[row] ||
    ledger.statusCode(row) !== before.status[row] ||
    !Object.is(ledger.score(row), before.score[row]) ||
    !Object.is(ledger.createdAt(row), before.createdAt[row]) ||
    !Object.is(ledger.evaluatedAt(row), before.evaluatedAt[row]) ||
    !sameHashes(ledger.fingerprint(row), fingerprintBefore(before, row))
  );
}

function fingerprintBefore({ fingerprints }: LedgerSnapshot, row: number): Uint32Array | null {
  const length = fingerprints.lengths[row] ?? 0;
  if (length === 0) return null;
  const start = fingerprints.starts[row] ?? 0;
  return fingerprints.hashes.subarray(start, start + length);
}

function sameHashes(a: Uint32Array | null, b: Uint32Array | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((hash, at) => hash === b[at]);
}
