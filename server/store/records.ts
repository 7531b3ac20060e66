import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { LedgerRecord } from '@assessment-insights/statistics-engine';

import { BATCH_LINE, parseBatchLines } from './batch-lines.ts';
import { hashBytes, ledgerRows } from './schema.ts';

/** Either driver's drizzle database: the store's queries are the same SQL on both. */
export type StoreDatabase = PgDatabase<PgQueryResultHKT>;

/** Rows an INSERT carries, about 0.3 MB of parameters: 5,000 was no faster on either driver. */
export const WRITE_BATCH = 1_000;
/** Rows a read hands over at a time: the reader's memory stays small however big the workspace. */
export const READ_BATCH = 5_000;

/**
 * Upserts in batches of WRITE_BATCH rows, in one transaction. A batch is one INSERT … SELECT FROM
 * unnest(…) with one array parameter a column: drizzle's multi-row VALUES takes 13 parameters a
 * row and spent most of a 100,000-row write building them (10 s of 11 on PGlite).
 */
export async function putRecords(
  db: StoreDatabase,
  workspace: string,
  records: readonly LedgerRecord[],
  generation: number,
): Promise<void> {
  // One INSERT cannot touch a row twice (ON CONFLICT refuses): the last write of a key wins, as in order.
  const byKey = new Map<string, LedgerRecord>();
  for (const record of records) byKey.set(`${record.source}/${record.id}`, record);
  const rows = [...byKey.values()];
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += WRITE_BATCH) {
      await tx.execute(upsert(workspace, generation, rows.slice(start, start + WRITE_BATCH)));
    }
  });
}

function upsert(workspace: string, generation: number, rows: readonly LedgerRecord[]) {
  /** One array parameter: Postgres's array literal, so both drivers pass one string as it is. */
  const column = <T>(type: string, value: (row: LedgerRecord) => T | null, format: (value: T) => string) => {
    const elements = rows.map((row) => {
      const element = value(row);
      return element === null ? 'NULL' : format(element);
    });
    return sql`${`{${elements.join(',')}}`}::${sql.raw(type)}[]`;
  };
  return sql`
    INSERT INTO ledger_rows (workspace, generation, source, id, question_id, assessment_id, candidate_id,
      pipeline_id, status, score, created_at, evaluated_at, fingerprint)
    SELECT ${workspace}::text, ${generation}::bigint, source, id, question_id, assessment_id, candidate_id,
      pipeline_id, status, score, created_at, evaluated_at, decode(fingerprint, 'hex')
    FROM unnest(
      ${column('smallint', (row) => row.source, String)},
      ${column('uuid', (row) => row.id, quoted)},
      ${column('uuid', (row) => row.questionId, quoted)},
      ${column('uuid', (row) => row.assessmentId, quoted)},
      ${column('uuid', (row) => row.candidateId, quoted)},
      ${column('uuid', (row) => row.pipelineId, quoted)},
      ${column('smallint', (row) => row.status, String)},
      ${column('double precision', (row) => row.score, double)},
      ${column('double precision', (row) => row.createdAt, double)},
      ${column('double precision', (row) => row.evaluatedAt, double)},
      ${column(
        'text',
        (row) => row.fingerprint,
        (hashes) => `"${hashBytes(hashes).toString('hex')}"`,
      )}
    ) AS batch(source, id, question_id, assessment_id, candidate_id, pipeline_id, status, score, created_at,
      evaluated_at, fingerprint)
    ON CONFLICT (workspace, source, id) DO UPDATE SET
      generation = excluded.generation, question_id = excluded.question_id,
      assessment_id = excluded.assessment_id, candidate_id = excluded.candidate_id,
      pipeline_id = excluded.pipeline_id, status = excluded.status, score = excluded.score,
      created_at = excluded.created_at, evaluated_at = excluded.evaluated_at, fingerprint = excluded.fingerprint`;
}

/** An array element that is a string whatever it holds: a comma or a brace cannot split it. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
/** String(-0) is "0": the ledger tells -0 from 0 (Object.is). NaN and ±Infinity are Postgres's spellings too. */
const double = (value: number) => (Object.is(value, -0) ? '-0' : String(value));

/**
 * Keyset pagination on the (workspace, generation, source, id) index: each batch starts after the
 * last row of the one before, so a batch costs the same at the end of 100,000 rows as at the start.
 * Postgres hands each batch back as one text of a line per row (batch-lines.ts): a driver that
 * parses every field of every row on its own spent ten times as long (PGlite, 100,000 rows: 4 s).
 */
export async function readRecords(
  db: StoreDatabase,
  workspace: string,
  afterGeneration: number,
  onBatch: (records: LedgerRecord[]) => void,
): Promise<void> {
  let after: { generation: number; source: number; id: string } | undefined;
  for (;;) {
    const from = after
      ? sql`(generation, source, id) > (${after.generation}, ${after.source}, ${after.id})`
      : sql`generation > ${afterGeneration}`;
    const result = await db.execute(sql`
      SELECT string_agg(${BATCH_LINE}, E'\n' ORDER BY generation, source, id) AS lines
      FROM (
        SELECT * FROM ledger_rows WHERE workspace = ${workspace} AND ${from}
        ORDER BY generation, source, id LIMIT ${READ_BATCH}
      ) AS batch`);
    const lines = rowsOf<{ lines: string | null }>(result)[0]?.lines ?? null;
    if (lines === null) return;
    const batch = parseBatchLines(lines);
    onBatch(batch.records);
    if (batch.records.length < READ_BATCH) return;
    after = batch.last;
  }
}

/** The rows of either driver's result: node-postgres's has them under `rows`, as PGlite's does. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function deleteRecords(db: StoreDatabase, workspace: string): Promise<void> {
  await db.delete(ledgerRows).where(eq(ledgerRows.workspace, workspace));
}
