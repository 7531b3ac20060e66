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
