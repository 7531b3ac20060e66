import { NO_PIPELINE, OTHER_SOURCE, UNSCORED_STATUS } from './codes';
import type { LedgerSnapshot } from './columns';
import {
  asciiJson,
  narrowestType,
  parseAsciiJson,
  SECTION_NAMES,
  SECTIONS,
  STORED_TYPES,
  type NumberArray,
  type SectionEntry,
  type SectionName,
  type WireHeader,
} from './wire-format';
import { checkHeader } from './wire-header';

/**
 * A ledger snapshot and a host's metadata as bytes (the team server's GET /team/v1/ledger,
 * decision 030), columnar, so a worker decodes 100,000 rows with a copy per column:
 *
 *   bytes 0–7    the magic "AILEDGER"
 *   bytes 8–11   the format version, uint32
 *   bytes 12–15  the header's length in bytes, uint32
 *   then         the header: JSON in ASCII (meta, rows, the string table, each section's name,
 *                element type and length)
 *   then         each section's elements, raw, each starting at a multiple of 8
 *
 * Numbers are little-endian; the typed arrays are copied as they are, so only little-endian hosts
 * (every one the app runs on) encode or decode. A column is stored in the narrowest type that
 * holds each of its values exactly (a string key in 16 bits, whole scores in a Float32), and read
 * back into the snapshot's own type.
 */

const MAGIC = 'AILEDGER';
const FORMAT_VERSION = 1;
const PREFIX = 16;
const ALIGN = 8;

export function encodeLedger(snapshot: LedgerSnapshot, meta: Record<string, unknown>): Uint8Array {
  requireLittleEndian();
  if (snapshot.version !== 2)
    throw new Error(`Cannot encode a ledger snapshot of version ${String(snapshot.version)}.`);
  const rows = snapshot.source.length;
  const parts = SECTION_NAMES.filter((name) => name !== 'fingerprintStarts' || !startsArePacked(snapshot)).map(
    (name) => {
      const { perRow, of, stored } = SECTIONS[name];
      const values = of(snapshot);
      if (perRow !== null && values.length !== rows * perRow)
        throw new Error(`Cannot encode the ledger: ${name} has ${values.length} elements for ${rows} rows.`);
      return { name, values, type: narrowestType(values, stored) };
    },
  );
  const header: WireHeader = {
    meta,
    rows,
    strings: snapshot.strings,
    sections: parts.map(({ name, type, values }) => ({ name, type, length: values.length })),
  };
  const headerBytes = asciiJson(header);
  const { offsets, end } = layout(headerBytes.length, header.sections);
  const bytes = new Uint8Array(end);
  const view = new DataView(bytes.buffer);
  for (let at = 0; at < MAGIC.length; at++) bytes[at] = MAGIC.charCodeAt(at);
  view.setUint32(8, FORMAT_VERSION, true);
  view.setUint32(12, headerBytes.length, true);
  bytes.set(headerBytes, PREFIX);
  parts.forEach(({ name, type, values }, index) => {
    const Stored = STORED_TYPES[type];
    if (Stored === undefined) throw new Error(`Cannot encode the ledger: no element type for ${name}.`);
    // The offset is a multiple of the element size, so a typed array over the output can take the values.
    new Stored(bytes.buffer, offsets[index] ?? 0, values.length).set(values);
  });
  return bytes;
}

export function decodeLedger(bytes: Uint8Array): { snapshot: LedgerSnapshot; meta: Record<string, unknown> } {
  requireLittleEndian();
  if (bytes.length < PREFIX)
    throw malformed(`${bytes.length} bytes are fewer than the ${PREFIX} every encoding starts with`);
  if (String.fromCharCode(...bytes.subarray(0, MAGIC.length)) !== MAGIC)
    throw malformed('it does not start with the ledger magic');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== FORMAT_VERSION)
    throw malformed(`it is format version ${version}; this engine reads ${FORMAT_VERSION}`);
  const headerLength = view.getUint32(12, true);
  if (PREFIX + headerLength > bytes.length) throw malformed('it is truncated inside its header');
  const header = checkHeader(parseAsciiJson(bytes.subarray(PREFIX, PREFIX + headerLength)));
  if (typeof header === 'string') throw malformed(header);
  const { offsets, end } = layout(headerLength, header.sections);
  if (end > bytes.length) throw malformed(`it is truncated: ${end} bytes expected, ${bytes.length} given`);
  if (end < bytes.length) throw malformed(`${bytes.length - end} bytes follow its last section`);
  const arrays = new Map<SectionName, NumberArray>();
  header.sections.forEach((section, index) => {
    const start = offsets[index] ?? 0;
    arrays.set(section.name, readSection(bytes, start, section));
  });
  const snapshot = snapshotOf(header, arrays);
  const damage = damageIn(snapshot);
  if (damage !== undefined) throw malformed(damage);
  return { snapshot, meta: header.meta };
}

/** Each section's offset (the first after the header, each at a multiple of ALIGN) and where the last ends. */
function layout(headerLength: number, sections: readonly SectionEntry[]): { offsets: number[]; end: number } {
  let end = PREFIX + headerLength;
  const offsets = sections.map(({ type, length }) => {
    const start = Math.ceil(end / ALIGN) * ALIGN;
    end = start + length * (STORED_TYPES[type]?.BYTES_PER_ELEMENT ?? 0);
    return start;
  });
  return { offsets, end };
}

/** A section's elements in the snapshot's type: a copy of its bytes, widened when stored narrower. */
function readSection(bytes: Uint8Array, start: number, { name, type, length }: SectionEntry): NumberArray {
  const Stored = STORED_TYPES[type];
  if (Stored === undefined) throw malformed(`section ${name} has no element type`);
  const Target = SECTIONS[name].type;
  const at = bytes.byteOffset + start;
  // Widened, the copy is the widening: read in place when aligned.
  if (Stored !== Target && at % Stored.BYTES_PER_ELEMENT === 0) {
    const widened = new Target(length);
    widened.set(new Stored(bytes.buffer, at, length));
    return widened;
  }
  // A copy starts its own buffer at 0: aligned whatever the input's offset, and the snapshot owns it.
  const stored = new Stored(bytes.slice(start, start + length * Stored.BYTES_PER_ELEMENT).buffer);
  if (Stored === Target) return stored;
  const widened = new Target(length);
  widened.set(stored);
  return widened;
}

function snapshotOf(header: WireHeader, arrays: ReadonlyMap<SectionName, NumberArray>): LedgerSnapshot {
  const take = <T extends NumberArray>(name: SectionName): T => {
    const array = arrays.get(name);
    if (array === undefined) throw malformed(`it has no section ${name}`);
    return array as T;
  };
  const lengths = take<Uint16Array>('fingerprintLengths');
  return {
    version: 2,
    rowIds: take('rowIds'),
    strings: header.strings,
    question: take('question'),
    assessment: take('assessment'),
    candidate: take('candidate'),
    pipeline: take('pipeline'),
    source: take('source'),
    status: take('status'),
    score: take('score'),
    createdAt: take('createdAt'),
    evaluatedAt: take('evaluatedAt'),
    fingerprints: {
      starts: arrays.has('fingerprintStarts') ? take('fingerprintStarts') : runningSums(lengths),
      lengths,
      hashes: take('fingerprintHashes'),
    },
  };
}

/** What makes a snapshot unreadable (a key past the string table, a code the ledger does not write), or undefined. */
function damageIn(snapshot: LedgerSnapshot): string | undefined {
  const strings = snapshot.strings.length;
  const keyed = ['question', 'assessment', 'candidate', 'pipeline'] as const;
  for (const name of keyed) {
    const least = name === 'pipeline' ? NO_PIPELINE : 0;
    if (!allWithin(snapshot[name], least, strings - 1)) return `${name} names no string of its table`;
  }
  if (!allWithin(snapshot.source, 0, OTHER_SOURCE)) return 'source holds a code the ledger does not write';
  if (!allWithin(snapshot.status, 0, UNSCORED_STATUS)) return 'status holds a code the ledger does not write';
  const { starts, lengths, hashes } = snapshot.fingerprints;
  for (let row = 0; row < starts.length; row++)
    if ((starts[row] ?? 0) + (lengths[row] ?? 0) > hashes.length) return 'a fingerprint reaches past the hashes';
  return undefined;
}

/** Whether every value is in least…most (loops, not a callback per row: a decode checks every column). */
function allWithin(values: NumberArray, least: number, most: number): boolean {
  for (let at = 0; at < values.length; at++) {
    const value = values[at] ?? 0;
    if (value < least || value > most) return false;
  }
  return true;
}

/** Whether a snapshot's fingerprint starts are the running sum of its lengths (then the decoder recomputes them). */
function startsArePacked({ fingerprints: { starts, lengths } }: LedgerSnapshot): boolean {
  if (starts.length !== lengths.length) return false;
  let sum = 0;
  for (let row = 0; row < starts.length; row++) {
    if (starts[row] !== sum) return false;
    sum += lengths[row] ?? 0;
  }
  return true;
}

function runningSums(lengths: Uint16Array): Uint32Array {
  const sums = new Uint32Array(lengths.length);
  let sum = 0;
  for (let row = 0; row < lengths.length; row++) {
    sums[row] = sum;
    sum += lengths[row] ?? 0;
  }
  return sums;
}

const malformed = (reason: string) => new Error(`Not a readable ledger encoding: ${reason}.`);

function requireLittleEndian(): void {
  if (new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1)
    throw new Error('The ledger encoding copies typed arrays as they are: it needs a little-endian host.');
}
