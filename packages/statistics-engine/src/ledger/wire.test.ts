import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { LedgerSnapshot } from './columns';
import { QuestionResultLedger } from './ledger';
import { fixtureRows, ledgerRows } from './ledger-rows.test-support';
import { decodeLedger, encodeLedger } from './wire';
import { ledgerRecord } from './records';

const snapshotOf = (rows: ReturnType<typeof fixtureRows>): LedgerSnapshot => {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledger.toSnapshot();
};

const META = { asOf: '2026-11-28T12:00:00.000Z', workspace: 'Zoë’s team ✓ 日本', rows: 9, nested: { shifted: [] } };
const MALFORMED = /^Not a readable ledger encoding: /;

/** The bytes with `from` replaced by `to`, a text of the same length, in the header's JSON. */
function withHeaderText(bytes: Uint8Array, from: string, to: string): Uint8Array {
  expect(to).toHaveLength(from.length);
  const text = String.fromCharCode(...bytes);
  const at = text.indexOf(from);
  expect(at).toBeGreaterThan(0);
  const edited = bytes.slice();
  for (let k = 0; k < to.length; k++) edited[at + k] = to.charCodeAt(k);
  return edited;
}

describe('the ledger’s wire encoding', () => {
  it('gives back the snapshot and meta it was given: NaNs, an unpacked score, codes and fingerprints', () => {
    const snapshot = snapshotOf(fixtureRows());
    const decoded = decodeLedger(encodeLedger(snapshot, META));
    expect(decoded.snapshot).toStrictEqual(snapshot);
    expect(decoded.meta).toEqual(META);
    const ledger = QuestionResultLedger.fromSnapshot(decoded.snapshot);
    expect(ledgerRecord(ledger, 7)).toMatchObject({ score: 0.1 + 0.2 });
    expect(ledger.fingerprint(0)).toEqual(Uint32Array.of(3, 9, 27));
  });

  it('gives back any generated ledger and any JSON meta', () => {
    fc.assert(
      fc.property(ledgerRows(), fc.dictionary(fc.string(), fc.jsonValue()), (rows, meta) => {
        const snapshot = snapshotOf(rows);
        const decoded = decodeLedger(encodeLedger(snapshot, meta));
        expect(decoded.snapshot).toStrictEqual(snapshot);
        expect(decoded.meta).toStrictEqual(JSON.parse(JSON.stringify(meta)));
      }),
    );
  });

  it('gives back an empty ledger, and fingerprint starts that are not running sums', () => {
    const empty = new QuestionResultLedger().toSnapshot();
    expect(decodeLedger(encodeLedger(empty, {})).snapshot).toStrictEqual(empty);
    const snapshot = snapshotOf(fixtureRows());
    const { lengths } = snapshot.fingerprints;
    // Row 0's three hashes read from the pool's end: a snapshot made elsewhere may lay them out so.
    const hashes = Uint32Array.of(...snapshot.fingerprints.hashes, 3, 9, 27);
    const starts = snapshot.fingerprints.starts.slice();
    starts[0] = hashes.length - 3;
    const unpacked = { ...snapshot, fingerprints: { starts, lengths, hashes } };
    expect(decodeLedger(encodeLedger(unpacked, {})).snapshot).toStrictEqual(unpacked);
  });

  it('stores a column narrower when every value fits: whole scores in 4 bytes rather than 8', () => {
    const whole = fixtureRows().map((row) => ({ ...row, score: row.score === null ? null : Math.round(row.score) }));
    const rows = whole.length;
    const bytes = (scoreShift: number) =>
      encodeLedger(snapshotOf(whole.map((row) => ({ ...row, score: row.score && row.score + scoreShift }))), {}).length;
    // 0.1 is no Float32: the column then takes 8 bytes a row (give or take the alignment's padding).
    expect(bytes(0.1) - bytes(0)).toBeGreaterThanOrEqual(4 * rows - 8);
  });

  it('stores each key column in the narrowest integer type its values fit, whatever their order', () => {
    const header = (bytes: Uint8Array) => {
      const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(12, true);
      return JSON.parse(String.fromCharCode(...bytes.subarray(16, 16 + length))) as {
        sections: Array<{ name: string; type: string }>;
      };
    };
    const typeOf = (values: number[]) => {
      const snapshot = snapshotOf(fixtureRows());
      const rows = snapshot.candidate.length;
      snapshot.candidate = Int32Array.from({ length: rows }, (_, row) => values[row % values.length] ?? 0);
      return header(encodeLedger(snapshot, {})).sections.find(({ name }) => name === 'candidate')?.type;
    };
    expect(typeOf([0, 255, 3])).toBe('u8');
    expect(typeOf([5, -128, 127])).toBe('i8');
    expect(typeOf([0, 65_535])).toBe('u16');
    expect(typeOf([65_535, -1])).toBe('i32');
    expect(typeOf([-32_768, 300, 32_767])).toBe('i16');
    expect(typeOf([70_000, -70_000, 0])).toBe('i32');
    const source = header(encodeLedger(snapshotOf(fixtureRows()), {})).sections.find(({ name }) => name === 'source');
    expect(source?.type).toBe('u8');
  });

  it('refuses a header with a byte past ASCII', () => {
    const bytes = encodeLedger(snapshotOf(fixtureRows()), META);
    const edited = bytes.slice();
    // The "e" of "meta" as é in Latin-1: one byte, past ASCII.
    edited[String.fromCharCode(...bytes).indexOf('"meta"') + 2] = 0xe9;
    expect(() => decodeLedger(edited)).toThrow('its header is not a JSON object');
  });

  it('reads bytes that start at any offset of their buffer, and keeps nothing of them', () => {
    const snapshot = snapshotOf(fixtureRows());
    const encoded = encodeLedger(snapshot, META);
    // 3: no section is aligned where it lies; 8: each is, and is read in place.
    for (const offset of [3, 8]) {
      const shifted = new Uint8Array(encoded.length + offset);
      shifted.set(encoded, offset);
      const bytes = shifted.subarray(offset);
      const { snapshot: decoded } = decodeLedger(bytes);
      bytes.fill(0);
      expect(decoded).toStrictEqual(snapshot);
    }
  });

  it('refuses every truncation, trailing bytes, another magic and another format version', () => {
    const bytes = encodeLedger(snapshotOf(fixtureRows()), META);
    for (let length = 0; length < bytes.length; length++)
      expect(() => decodeLedger(bytes.subarray(0, length)), `${length} bytes`).toThrow(MALFORMED);
    expect(() => decodeLedger(Uint8Array.of(...bytes, 0))).toThrow('1 bytes follow its last section');
    const magic = bytes.slice();
    magic[0] = 0x7b;
    expect(() => decodeLedger(magic)).toThrow('it does not start with the ledger magic');
    const version = bytes.slice();
    version[8] = 2;
    expect(() => decodeLedger(version)).toThrow('it is format version 2; this engine reads 1');
  });

  it('refuses a header that is no JSON or does not describe its sections', () => {
    const bytes = encodeLedger(snapshotOf(fixtureRows()), META);
    expect(() => decodeLedger(withHeaderText(bytes, '{"meta"', '["meta"'))).toThrow('its header is not a JSON object');
    expect(() => decodeLedger(withHeaderText(bytes, '"rows":9,"strings"', '"rows":8,"strings"'))).toThrow(
      'its section rowIds has 36 elements for 8 rows',
    );
    expect(() => decodeLedger(withHeaderText(bytes, '"type":"u8"', '"type":"f8"'))).toThrow(/cannot be stored as f8/);
    expect(() => decodeLedger(withHeaderText(bytes, '"name":"score"', '"name":"sc0re"'))).toThrow(
      'it has an unknown section sc0re',
    );
    const first = snapshotOf(fixtureRows()).strings[0] ?? '';
    const second = snapshotOf(fixtureRows()).strings[1] ?? '';
    expect(() => decodeLedger(withHeaderText(bytes, second, first))).toThrow('its string table repeats a string');
  });

  it('refuses keys past its string table, codes the ledger does not write, and fingerprints past their hashes', () => {
    const damaged = (damage: (snapshot: LedgerSnapshot) => void) => {
      const snapshot = snapshotOf(fixtureRows());
      damage(snapshot);
      return encodeLedger(snapshot, {});
    };
    expect(() => decodeLedger(damaged((s) => (s.candidate[2] = s.strings.length)))).toThrow(
      'candidate names no string of its table',
    );
    expect(() => decodeLedger(damaged((s) => (s.pipeline[0] = -2)))).toThrow('pipeline names no string of its table');
    expect(() => decodeLedger(damaged((s) => (s.status[0] = 9)))).toThrow('status holds a code');
    expect(() => decodeLedger(damaged((s) => (s.fingerprints.lengths[8] = 200)))).toThrow(
      'a fingerprint reaches past the hashes',
    );
  });
});
