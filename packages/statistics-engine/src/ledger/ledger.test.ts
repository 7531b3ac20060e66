import { describe, expect, it } from 'vitest';

import { numberedRows, uuidOf } from '../testing/fixtures';
import { NO_PIPELINE, OTHER_SOURCE, OTHER_STATUS, SOURCE_CODE, STATUS_CODE, UNSCORED_STATUS } from './codes';
import { QuestionResultLedger } from './ledger';

const rows = numberedRows([
  { question_id: 'q1', candidate_id: 'c1', score: 72.5, created_at: '2026-05-03T10:42:00Z' },
  { question_id: 'q1', candidate_id: 'c2', status: 'pending', score: null, evaluated_at: null, pipeline_id: null },
  { question_id: 'q2', candidate_id: 'c1', source: 'standalone', status: 'unable_to_grade', score: null },
]);

function readRow(ledger: QuestionResultLedger, row: number) {
  const text = (key: number) => (key === NO_PIPELINE ? null : ledger.textOf(key));
  return {
    id: ledger.rowId(row),
    question: ledger.textOf(ledger.questionKey(row)),
    assessment: ledger.textOf(ledger.assessmentKey(row)),
    candidate: ledger.textOf(ledger.candidateKey(row)),
    pipeline: text(ledger.pipelineKey(row)),
    source: ledger.sourceCode(row),
    status: ledger.statusCode(row),
    score: ledger.score(row),
    createdAt: ledger.createdAt(row),
    evaluatedAt: ledger.evaluatedAt(row),
  };
}

describe('QuestionResultLedger', () => {
  it('keeps the fields statistics need, times as epoch ms, and no score for an unscored row', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(rows);
    expect(ledger.size).toBe(3);
    expect(readRow(ledger, 0)).toEqual({
      id: uuidOf(1),
      question: 'q1',
      assessment: rows[0]?.assessment_id,
      candidate: 'c1',
      pipeline: rows[0]?.pipeline_id,
      source: SOURCE_CODE.pipeline,
      status: STATUS_CODE.evaluated,
      score: 72.5,
      createdAt: Date.UTC(2026, 4, 3, 10, 42),
      evaluatedAt: Date.parse(rows[0]?.evaluated_at ?? ''),
    });
    expect(readRow(ledger, 1)).toMatchObject({ pipeline: null, status: STATUS_CODE.pending, score: NaN });
    expect(readRow(ledger, 2)).toMatchObject({ source: SOURCE_CODE.standalone, status: STATUS_CODE.unable_to_grade });
    expect(ledger.rowOf('standalone', uuidOf(3))).toBe(2);
    expect(ledger.rowOf('pipeline', uuidOf(3))).toBeUndefined();
    expect([0, 1, 2].map((row) => ledger.isScored(row))).toEqual([true, false, false]);
  });

  it('replaces a known row in place, so a refresh can re-grade it', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(rows);
    ledger.upsert({ ...rows[1]!, status: 'evaluated', score: 40, evaluated_at: '2026-05-04T09:00:00Z' });
    expect(ledger.size).toBe(3);
    expect(readRow(ledger, 1)).toMatchObject({ id: uuidOf(2), status: STATUS_CODE.evaluated, score: 40 });
    expect(ledger.isScored(1)).toBe(true);
  });

  it('keys a row by its source and id: the same id under the other source is another answer', () => {
    const ledger = new QuestionResultLedger();
    const pipelineRow = { ...rows[0]!, source: 'pipeline', score: 90 };
    ledger.upsertAll([pipelineRow, { ...pipelineRow, source: 'standalone', pipeline_id: null, score: 20 }]);
    expect(ledger.size).toBe(2);
    expect([ledger.score(0), ledger.score(1)]).toEqual([90, 20]);
    const restored = QuestionResultLedger.fromSnapshot(structuredClone(ledger.toSnapshot()));
    restored.upsert({ ...pipelineRow, score: 95 });
    expect(restored.size).toBe(2);
    expect([restored.score(0), restored.score(1)]).toEqual([95, 20]);
  });

  it('keeps an answer’s fingerprint beside its row through a re-grade and a stored snapshot, never the answer', () => {
    const ledger = new QuestionResultLedger(1);
    ledger.upsert({ ...rows[0]!, fingerprint: Uint32Array.from([3, 9, 27]) });
    ledger.upsert({ ...rows[1]!, fingerprint: null });
    ledger.upsert(rows[2]!);
    // A refresh's re-grade comes without a new fingerprint: the one kept stays.
    ledger.upsert({ ...rows[0]!, status: 'evaluated', score: 10 });
    const restored = QuestionResultLedger.fromSnapshot(structuredClone(ledger.toSnapshot()));
    expect([...(restored.fingerprint(0) ?? [])]).toEqual([3, 9, 27]);
    expect([restored.fingerprint(1), restored.fingerprint(2)]).toEqual([null, null]);
    expect(JSON.stringify(Object.keys(ledger.toSnapshot()))).not.toMatch(/answer/);
  });

  it('counts an evaluated answer without a score in 0–100 apart, never as scored', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(numberedRows([{ score: 101 }, { score: -5 }, { score: 0 }, { score: 100 }]));
    expect([0, 1, 2, 3].map((row) => ledger.countedStatus(row))).toEqual([
      UNSCORED_STATUS,
      UNSCORED_STATUS,
      STATUS_CODE.evaluated,
      STATUS_CODE.evaluated,
    ]);
    expect([0, 1, 2, 3].map((row) => ledger.isScored(row))).toEqual([false, false, true, true]);
  });

  it('counts a status or source the API adds later as other, never as scored', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(
      numberedRows([
        { status: 'disputed', score: 50 },
        { source: 'partner', score: 50 },
        { status: 'evaluated', score: null },
        { source: 'partner', status: 'pending', score: null },
      ]),
    );
    expect([0, 1, 2, 3].map((row) => ledger.statusCode(row))).toEqual([
      OTHER_STATUS,
      STATUS_CODE.evaluated,
      UNSCORED_STATUS,
      STATUS_CODE.pending,
    ]);
    expect(ledger.sourceCode(1)).toBe(OTHER_SOURCE);
    expect([0, 1, 2, 3].map((row) => ledger.countedStatus(row))).toEqual([
      OTHER_STATUS,
      OTHER_STATUS,
      UNSCORED_STATUS,
      OTHER_STATUS,
    ]);
    expect([0, 1, 2, 3].some((row) => ledger.isScored(row))).toBe(false);
  });

  it('interns repeated ids once and grows past its first capacity', () => {
    const ledger = new QuestionResultLedger(4);
    const many = numberedRows(
      Array.from({ length: 1000 }, (_, n) => ({ question_id: `q${n % 3}`, candidate_id: `c${n % 10}` })),
    );
    ledger.upsertAll(many);
    expect(ledger.size).toBe(1000);
    // 3 questions + 10 candidates + the builder's one assessment and one pipeline.
    expect(ledger.toSnapshot().strings).toHaveLength(15);
    expect(readRow(ledger, 999)).toMatchObject({ id: uuidOf(1000), question: 'q0', candidate: 'c9' });
  });

  it('survives a structured clone of its snapshot (IndexedDB) with the same rows, and keeps upserting', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(rows);
    const snapshot = structuredClone(ledger.toSnapshot());
    expect(Object.keys(snapshot)).not.toContain('answer');
    // jsdom's structuredClone returns Node's typed arrays: another realm, so no instanceof.
    expect(snapshot.score.constructor.name).toBe('Float64Array');
    expect(snapshot.score).toHaveLength(3);
    const restored = QuestionResultLedger.fromSnapshot(snapshot);
    expect([0, 1, 2].map((row) => readRow(restored, row))).toEqual([0, 1, 2].map((row) => readRow(ledger, row)));
    restored.upsert({ ...rows[0]!, score: 10 });
    restored.upsert({ ...rows[0]!, id: uuidOf(4), question_id: 'q3' });
    expect(restored.size).toBe(4);
    expect(restored.score(0)).toBe(10);
    expect(readRow(restored, 3)).toMatchObject({ id: uuidOf(4), question: 'q3', candidate: 'c1' });
  });

  it('rejects a snapshot whose columns do not match its rows', () => {
    const snapshot = new QuestionResultLedger().toSnapshot();
    expect(() => QuestionResultLedger.fromSnapshot({ ...snapshot, score: new Float64Array(2) })).toThrow(
      'Ledger snapshot column score has the wrong length.',
    );
  });
});
