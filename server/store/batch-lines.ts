import { sql } from 'drizzle-orm';

import type { LedgerRecord } from '@assessment-insights/statistics-engine';
import { bytesHashes } from './schema.ts';

/**
 * A stored row as one line of text, which Postgres builds and the store splits: generation,
 * source, id, question, assessment, candidate, pipeline, status, score, created, evaluated and
 * the fingerprint's bytes in hex, by `|`. None of them can hold a `|` or a line break: ids are
 * uuids, numbers are Postgres's shortest exact spelling of a double (`NaN`, `-0` and
 * `Infinity` included), and a null is an empty field (the fingerprint's: `-`, as an empty
 * fingerprint is an empty field).
 */
export const BATCH_LINE = sql.raw(`concat_ws('|', generation, source, id, question_id, assessment_id, candidate_id,
  coalesce(pipeline_id::text, ''), status, coalesce(score::text, ''), created_at,
  coalesce(evaluated_at::text, ''), coalesce(encode(fingerprint, 'hex'), '-'))`);

export interface BatchLines {
  records: LedgerRecord[];
  /** Where the next batch starts after. */
  last: { generation: number; source: number; id: string } | undefined;
}

const FIELDS = 12;

export function parseBatchLines(text: string): BatchLines {
  const records: LedgerRecord[] = [];
  let last: BatchLines['last'];
  for (const line of text.split('\n')) {
    const fields = line.split('|');
    if (fields.length !== FIELDS) throw new Error(`A stored row came back with ${fields.length} fields: ${line}`);
    const [generation, source, id, questionId, assessmentId, candidateId, pipelineId, status, score, created] =
      fields as [string, string, string, string, string, string, string, string, string, string];
    const evaluated = fields[10] ?? '';
    const fingerprint = fields[11] ?? '-';
    const record: LedgerRecord = {
      id,
      source: Number(source),
      questionId,
      assessmentId,
      candidateId,
      pipelineId: pipelineId === '' ? null : pipelineId,
      status: Number(status),
      score: score === '' ? null : Number(score),
      createdAt: Number(created),
      evaluatedAt: evaluated === '' ? null : Number(evaluated),
      fingerprint: fingerprint === '-' ? null : bytesHashes(Buffer.from(fingerprint, 'hex')),
    };
    records.push(record);
    last = { generation: Number(generation), source: record.source, id };
  }
  return { records, last };
}
