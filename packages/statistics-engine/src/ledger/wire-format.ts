import type { LedgerSnapshot } from './columns';

/**
 * The parts of the ledger's wire encoding (wire.ts): its sections, the element types each may be
 * stored as, and its header, JSON in ASCII.
 */

export type NumberArray =
  | Uint8Array
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array;

interface NumberArrayType {
  new (length: number): NumberArray;
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): NumberArray;
  readonly BYTES_PER_ELEMENT: number;
}

/** Element types by their name in the header. */
export const STORED_TYPES: Readonly<Record<string, NumberArrayType>> = {
  u8: Uint8Array,
  i8: Int8Array,
  u16: Uint16Array,
  i16: Int16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
};

const INTEGER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  u8: [0, 0xff],
  i8: [-0x80, 0x7f],
  u16: [0, 0xffff],
  i16: [-0x8000, 0x7fff],
  u32: [0, 0xffffffff],
  i32: [-0x80000000, 0x7fffffff],
};

// Narrowest first. Each type holds only values the snapshot's own type holds too, so widening
// what is read back never wraps.
const WORDS = ['u8', 'u16', 'u32'];
const KEYS = ['u8', 'i8', 'u16', 'i16', 'i32'];
const INSTANTS = ['f32', 'f64'];

interface Section {
  /** The snapshot's array type. */
  type: NumberArrayType;
  stored: readonly string[];
  /** Elements per row; null: any number (the fingerprints' hashes). */
  perRow: number | null;
  of: (snapshot: LedgerSnapshot) => NumberArray;
}

export const SECTIONS = {
  rowIds: { type: Uint32Array, stored: WORDS, perRow: 4, of: (s) => s.rowIds },
  question: { type: Int32Array, stored: KEYS, perRow: 1, of: (s) => s.question },
  assessment: { type: Int32Array, stored: KEYS, perRow: 1, of: (s) => s.assessment },
  candidate: { type: Int32Array, stored: KEYS, perRow: 1, of: (s) => s.candidate },
  pipeline: { type: Int32Array, stored: KEYS, perRow: 1, of: (s) => s.pipeline },
  source: { type: Uint8Array, stored: ['u8'], perRow: 1, of: (s) => s.source },
  status: { type: Uint8Array, stored: ['u8'], perRow: 1, of: (s) => s.status },
  score: { type: Float64Array, stored: INSTANTS, perRow: 1, of: (s) => s.score },
  createdAt: { type: Float64Array, stored: INSTANTS, perRow: 1, of: (s) => s.createdAt },
  evaluatedAt: { type: Float64Array, stored: INSTANTS, perRow: 1, of: (s) => s.evaluatedAt },
  /** Left out when they are the running sum of the lengths, as in every snapshot the ledger makes. */
  fingerprintStarts: { type: Uint32Array, stored: WORDS, perRow: 1, of: (s) => s.fingerprints.starts },
  fingerprintLengths: { type: Uint16Array, stored: ['u8', 'u16'], perRow: 1, of: (s) => s.fingerprints.lengths },
  fingerprintHashes: { type: Uint32Array, stored: WORDS, perRow: null, of: (s) => s.fingerprints.hashes },
} satisfies Record<string, Section>;
export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export interface SectionEntry {
  name: SectionName;
  /** A key of STORED_TYPES. */
  type: string;
  /** Elements. */
  length: number;
}

export interface WireHeader {
  meta: Record<string, unknown>;
  rows: number;
  strings: string[];
  /** In the order their bytes follow the header. */
  sections: SectionEntry[];
}

/** The narrowest of a section's stored types that holds every value exactly (NaN included). */
export function narrowestType(values: NumberArray, stored: readonly string[]): string {
  const widest = stored[stored.length - 1] ?? 'f64';
  if (stored.length === 1) return widest;
  if (stored.includes('f32')) return holdsAsFloat32(values) ? 'f32' : widest;
  const narrower = stored.slice(0, -1);
  let min = 0;
  let max = 0;
  for (let at = 0; at < values.length; at++) {
    const value = values[at] ?? 0;
    if (value >= min && value <= max) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
    // Only the widest holds them already (row ids, hashes): the rest cannot change that.
    if (!narrower.some((type) => fits(type, min, max))) return widest;
  }
  return stored.find((type) => fits(type, min, max)) ?? widest;
}

/** Whether every value reads back the same from a Float32 (NaN included, −0 kept apart from 0). */
function holdsAsFloat32(values: NumberArray): boolean {
  for (let at = 0; at < values.length; at++) {
    const value = values[at] ?? 0;
    const rounded = Math.fround(value);
    // Equal numbers other than 0 are the same number; NaN and 0 (its sign) need Object.is.
    if (rounded !== value || rounded === 0) if (!Object.is(rounded, value)) return false;
  }
  return true;
}

function fits(type: string, min: number, max: number): boolean {
  const range = INTEGER_RANGES[type];
  return range !== undefined && min >= range[0] && max <= range[1];
}

/** JSON with every character past ASCII escaped (`\uXXXX`): one byte a character, and no UTF-8 codec needed. */
export function asciiJson(value: unknown): Uint8Array {
  const json = JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const bytes = new Uint8Array(json.length);
  for (let at = 0; at < json.length; at++) bytes[at] = json.charCodeAt(at);
  return bytes;
}

/** Undefined when the bytes are not ASCII JSON. */
export function parseAsciiJson(bytes: Uint8Array): unknown {
  const parts: string[] = [];
  // In slices: a call takes a bounded number of arguments.
  for (let at = 0; at < bytes.length; at += 8192) parts.push(String.fromCharCode(...bytes.subarray(at, at + 8192)));
  const text = parts.join('');
  // A byte past ASCII is a character past it: one scan of the text.
  if (/[\u0080-\uffff]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
