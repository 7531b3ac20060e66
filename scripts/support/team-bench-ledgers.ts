/**
 * The ledgers `bench:team` measures beyond the demo: the demo's answers copied under new ids
 * (and new candidates, so each copy adds runs) up to a size, then served, decoded and computed as
 * a browser would, and stored in PGlite as the team server stores them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { MAX_PER_PAGE_QUESTION_RESULTS, SOURCES } from '@assessment-insights/contract';
import {
  computeFigures,
  decodeLedger,
  encodeLedger,
  scopeSnapshot,
  ledgerRow,
  QuestionResultLedger,
  readyLedger,
  type LedgerRecord,
} from '@assessment-insights/statistics-engine';
import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import type { LargestAssessment } from './largest-assessment';
import { ledgerRecord, putLedgerRecord } from '@assessment-insights/statistics-engine';

export async function timeMs<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** What the worker does with the server's bytes: decode, hold, and compute the assessment page's figures. */
export async function figuresFromBytes(
  bytes: Uint8Array,
  scope: Pick<LargestAssessment, 'assessmentId' | 'questionIds'>,
) {
  const decoded = await timeMs(() => {
    const { snapshot, meta } = decodeLedger(bytes);
    return { ledger: QuestionResultLedger.fromSnapshot(snapshot), asOf: String(meta.asOf) };
  });
  const { ledger, asOf } = decoded.value;
  const figures = await timeMs(() =>
    computeFigures(
      readyLedger(ledger, Date.parse(asOf)),
      { kind: 'assessment', assessmentId: scope.assessmentId, questionIds: scope.questionIds, passMark: 60 },
      () => null,
    ),
  );
  return { rows: ledger.size, decodeMs: decoded.ms, figuresMs: figures.ms };
}

const uuidOf = (n: number, tag: number) =>
  `${tag.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** `count` records: the demo's rows (all, or one assessment's) copied under new row and candidate ids. */
export function copiedRecords(count: number, assessmentId?: string): LedgerRecord[] {
  const source = new QuestionResultLedger();
  for (const row of generateDataset(DEMO_SEED).questionResults) {
    if (assessmentId === undefined || row.assessment_id === assessmentId)
      source.upsert(ledgerRow(questionResultToWire(row)));
  }
  const records: LedgerRecord[] = [];
  for (let copy = 0; records.length < count; copy++) {
    for (let row = 0; row < source.size && records.length < count; row++) {
      const record = ledgerRecord(source, row);
      const candidate = Number.parseInt(record.candidateId.replace(/-/g, '').slice(-8), 16);
      records.push({ ...record, id: uuidOf(records.length, 0xa0000000 + copy), candidateId: uuidOf(candidate, copy) });
    }
  }
  return records;
}

export function ledgerOf(records: readonly LedgerRecord[]): QuestionResultLedger {
  const ledger = new QuestionResultLedger(records.length);
  for (const record of records) putLedgerRecord(ledger, record);
  return ledger;
}

/** The part of the team server's store the bench writes and reads (given by the bench: scripts reach server/ from their own folder). */
export interface BenchStore {
  putRecords(workspace: string, records: readonly LedgerRecord[], generation: number): Promise<void>;
  readRecords(workspace: string, afterGeneration: number, onBatch: (records: LedgerRecord[]) => void): Promise<void>;
  close(): Promise<void>;
}

export async function largeWorkspace(
  scope: LargestAssessment,
  size: number,
  openStore: (dataDir: string) => Promise<BenchStore>,
  gzipLevel: number,
) {
  // 100,000 answers of one assessment: the server's cut, compression, and the browser's share.
  const assessment = ledgerOf(copiedRecords(100_000, scope.assessmentId));
  // As the routes do: the whole ledger's snapshot is taken once per sync, each scope cut from it.
  const whole = assessment.toSnapshot();
  const served = await timeMs(() => {
    const cut = scopeSnapshot(assessment, { filter: {}, assessment: scope }, whole);
    return gzipSync(encodeLedger(cut, { asOf: new Date().toISOString() }), { level: gzipLevel });
  });
  const unzipped = await timeMs(() => new Uint8Array(gunzipSync(served.value)));
  const figures = await figuresFromBytes(unzipped.value, scope);
  const total = served.ms + unzipped.ms + figures.decodeMs + figures.figuresMs;
  const hundredK =
    `server ${served.ms.toFixed(0)} ms (${(served.value.length / 1024 / 1024).toFixed(1)} MB gzip), ` +
    `gunzip ${unzipped.ms.toFixed(0)} ms, decode ${figures.decodeMs.toFixed(0)} ms, figures ${figures.figuresMs.toFixed(0)} ms: ` +
    `${total.toFixed(0)} ms in all`;

  // The whole workspace at `size`: what its read costs, and what the store holds.
  const records = copiedRecords(size);
  const perSource = SOURCES.map((name, code) => records.filter((record) => record.source === code).length);
  const requests = perSource.reduce((sum, rows) => sum + Math.ceil(rows / MAX_PER_PAGE_QUESTION_RESULTS), 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-team-large-'));
  const store = await openStore(dataDir);
  const written = await timeMs(async () => {
    for (let at = 0; at < records.length; at += 20_000)
      await store.putRecords('bench', records.slice(at, at + 20_000), 1);
  });
  const loaded = await timeMs(async () => {
    const ledger = new QuestionResultLedger(size);
    await store.readRecords('bench', 0, (batch) => batch.forEach((record) => putLedgerRecord(ledger, record)));
    return ledger;
  });
  await store.close();
  const raw = encodeLedger(loaded.value.toSnapshot(), {});
  const per100k = (bytes: number) => `${(((bytes / size) * 100_000) / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `its read: ${requests.toLocaleString('en')} requests, the lower bound (${perSource.join(' + ')} rows in pages of ${MAX_PER_PAGE_QUESTION_RESULTS}); ` +
      `floor at 60/min: ${(requests / 60 / 60).toFixed(1)} h, and ${((requests / 5_000) * 100).toFixed(0)}% of a 10,000 day at the 50% share`,
    `PGlite: written in ${(written.ms / 1000).toFixed(1)} s, loaded in ${(loaded.ms / 1000).toFixed(1)} s (a restart), ` +
      `data directory ${execFileSync('du', ['-sh', dataDir]).toString().split('\t')[0]}`,
    `bytes per 100,000 answers: ${per100k(raw.length)} raw, ${per100k(gzipSync(raw).length)} gzip`,
  ];
  return { hundredK, lines };
}
