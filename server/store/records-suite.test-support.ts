import { randomUUID } from 'node:crypto';

import { ANSWER_STATUSES, SOURCES } from '@assessment-insights/contract';
import { describe, expect, it } from 'vitest';

import { READ_BATCH, WRITE_BATCH } from './records.ts';
import { byKey, readBatches, record, workspace, type SuiteContext } from './store-fixtures.test-support.ts';

/** The shared suite's records: round trip, upserts, generations, batches, workspaces. */

export function describeRecords({ store, reopened }: SuiteContext) {
  describe('records', () => {
    it('reads back every record as written: codes, NaN, null, -0, fractional ms, fingerprints', async () => {
      const w = workspace();
      const records = [
        record({ score: NaN, evaluatedAt: NaN, fingerprint: null }),
        record({ score: null, evaluatedAt: null, pipelineId: randomUUID(), source: 1 }),
        record({ score: -0, createdAt: 1_764_300_000_000.25, fingerprint: new Uint32Array(0) }),
        record({ score: 100, fingerprint: Uint32Array.of(0, 0xffffffff, 0x01020304, 0x80000000) }),
        record({ score: Number.MIN_VALUE, createdAt: Number.MAX_SAFE_INTEGER, evaluatedAt: -1 }),
        // Codes for a source and a status the contract does not list, and an evaluated row without a score.
        record({ source: SOURCES.length, status: ANSWER_STATUSES.length }),
        record({ status: ANSWER_STATUSES.length + 1, score: null }),
        record({ fingerprint: Uint32Array.from({ length: 4_096 }, (_, at) => (at * 2_654_435_761) >>> 0) }),
        // A view into a bigger buffer, as the ledger's fingerprint pool hands them out.
        record({ fingerprint: new Uint32Array(Uint32Array.of(9, 8, 7, 6).buffer, 4, 2) }),
      ];
      await store().putRecords(w, records, 1);
      const reader = await reopened();
      const read = (await readBatches(reader, w)).flat();
      expect(read).toEqual([...records].sort(byKey));
      expect(read.find((row) => Object.is(row.score, -0))).toBeDefined();
    });

    it('hands UUIDs back in Postgres’s lower-case form', async () => {
      const w = workspace();
      const questionId = randomUUID();
      await store().putRecords(w, [record({ questionId: questionId.toUpperCase() })], 1);
      expect((await readBatches(store(), w)).flat()[0]?.questionId).toBe(questionId);
    });

    it('replaces a row written again, with its generation; the last of one call wins', async () => {
      const w = workspace();
      const first = record();
      const other = record();
      await store().putRecords(w, [first, other], 1);
      const regraded = { ...first, status: 2, score: null, pipelineId: randomUUID(), fingerprint: null };
      const twice = { ...other, score: 10 };
      await store().putRecords(w, [regraded, { ...other, score: 5 }, twice], 2);
      expect((await readBatches(store(), w)).flat()).toEqual([regraded, twice].sort(byKey));
      expect((await readBatches(store(), w, 1)).flat()).toHaveLength(2);
    });

    it('keys rows by source and id: one id in both sources is two rows', async () => {
      const w = workspace();
      const standalone = record();
      const pipeline = { ...standalone, source: 1, pipelineId: randomUUID() };
      await store().putRecords(w, [standalone, pipeline], 1);
      expect((await readBatches(store(), w)).flat()).toEqual([standalone, pipeline]);
    });

    it('reads only rows of a newer generation, oldest generation first', async () => {
      const w = workspace();
      const [a, b, c] = [record(), record(), record()];
      await store().putRecords(w, [c], 3);
      await store().putRecords(w, [a], 1);
      await store().putRecords(w, [b], 2);
      expect((await readBatches(store(), w, 0)).flat()).toEqual([a, b, c]);
      expect((await readBatches(store(), w, 1)).flat()).toEqual([b, c]);
      expect(await readBatches(store(), w, 3)).toEqual([]);
    });

    it('writes and reads many rows in batches, in (generation, source, id) order, each row once', async () => {
      const w = workspace();
      const older = Array.from({ length: WRITE_BATCH * 2 + 3 }, (_, at) => record({ source: at % 2 }));
      const newer = Array.from({ length: READ_BATCH }, (_, at) => record({ source: at % 2 }));
      await store().putRecords(w, older, 7);
      await store().putRecords(w, newer, 8);
      const batches = await readBatches(store(), w, 6);
      expect(batches.length).toBeGreaterThan(1);
      for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(READ_BATCH);
      expect(batches.flat()).toEqual([...older.sort(byKey), ...newer.sort(byKey)]);
    });

    it('writes all of a call or nothing', async () => {
      const w = workspace();
      const good = Array.from({ length: WRITE_BATCH + 1 }, () => record());
      await expect(store().putRecords(w, [...good, record({ id: 'not-a-uuid' })], 1)).rejects.toThrow();
      expect(await readBatches(store(), w)).toEqual([]);
      await store().putRecords(w, [], 1);
      expect(await readBatches(store(), w)).toEqual([]);
    });

    it('deletes a workspace’s rows only; each workspace reads its own', async () => {
      const [w1, w2] = [workspace(), workspace()];
      const shared = record();
      await store().putRecords(w1, [shared, record()], 1);
      await store().putRecords(w2, [{ ...shared, score: 1 }], 1);
      expect((await readBatches(store(), w1)).flat()).toHaveLength(2);
      expect((await readBatches(store(), w2)).flat()).toEqual([{ ...shared, score: 1 }]);
      await store().deleteRecords(w1);
      expect(await readBatches(store(), w1)).toEqual([]);
      expect((await readBatches(store(), w2)).flat()).toEqual([{ ...shared, score: 1 }]);
    });

    it('answers a ping', async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });
  });
}
