import { isSourceCode, isStatusCode, NO_PIPELINE } from './codes';
import type { QuestionResultLedger } from './ledger';

/**
 * One ledger row as a store outside the engine keeps it (the team server's database): the
 * ledger's own codes, so a row read back is the row written, bit for bit.
 */
export interface LedgerRecord {
  /** Lower-case UUID. */
  id: string;
  /** The ledger's source code (SOURCE_CODE; OTHER_SOURCE for a source the contract does not list). */
  source: number;
  questionId: string;
  assessmentId: string;
  candidateId: string;
  pipelineId: string | null;
  /** The ledger's status code (STATUS_CODE, OTHER_STATUS or UNSCORED_STATUS). */
  status: number;
  /** Null when the row has no usable score. */
  score: number | null;
  /** Epoch ms. */
  createdAt: number;
  evaluatedAt: number | null;
  /** The answer's fingerprint hashes, or null (none kept). */
  fingerprint: Uint32Array | null;
}

/**
 * A row as a store outside the engine keeps it: `putLedgerRecord` of it writes the row back bit
 * for bit. Functions, not ledger methods, so a bundle that stores no rows (the browser's) has none.
 */
export function ledgerRecord(ledger: QuestionResultLedger, row: number): LedgerRecord {
  if (!Number.isInteger(row) || row < 0 || row >= ledger.size) throw new RangeError(`No row ${row} in the ledger.`);
  const pipeline = ledger.pipelineKey(row);
  const score = ledger.score(row);
  const evaluatedAt = ledger.evaluatedAt(row);
  return {
    id: ledger.rowId(row),
    source: ledger.sourceCode(row),
    questionId: ledger.textOf(ledger.questionKey(row)),
    assessmentId: ledger.textOf(ledger.assessmentKey(row)),
    candidateId: ledger.textOf(ledger.candidateKey(row)),
    pipelineId: pipeline === NO_PIPELINE ? null : ledger.textOf(pipeline),
    status: ledger.statusCode(row),
    score: Number.isNaN(score) ? null : score,
    createdAt: ledger.createdAt(row),
    evaluatedAt: Number.isNaN(evaluatedAt) ? null : evaluatedAt,
    // A copy: the ledger's own is a view into a pool that moves as it grows.
    fingerprint: ledger.fingerprint(row)?.slice() ?? null,
  };
}

/** Upserts a stored row by (source code, id), its codes written as they are and its fingerprint with it. */
export function putLedgerRecord(ledger: QuestionResultLedger, record: LedgerRecord): void {
  // A byte column would silently wrap a number that is no code.
  if (!isSourceCode(record.source) || !isStatusCode(record.status))
    throw new RangeError(`Record ${record.id} has a source or status that is no ledger code.`);
  const { fingerprint, score, evaluatedAt, ...fields } = record;
  ledger.write({ ...fields, score: score ?? NaN, evaluatedAt: evaluatedAt ?? NaN }, fingerprint);
}
