import type { Pagination } from '@assessment-insights/contract';
import type { FetchPlan, LedgerCheckpoint, QuestionResultLedger } from '@assessment-insights/statistics-engine';

/**
 * An unfinished read's resume point as the store keeps it (`putCheckpoint`): the checkpoint less
 * its ledger, whose rows the store holds already. Per page, its number, its pagination and its
 * rows' ids with their creation times; never a row's fields, never answer text. Compact: a JSON
 * header, then every row's creation time (8 bytes) and id (16 bytes, when every id is a
 * lower-case UUID as the API sends them; else the ids are in the header as they came).
 */

type CheckpointPage = LedgerCheckpoint['pages'] extends ReadonlyMap<string, ReadonlyMap<number, infer P>> ? P : never;

interface Header {
  startedAt: number;
  requests: number;
  plan: FetchPlan | null;
  segments: Array<{ key: string; pages: Array<{ page: number; pagination: Pagination; rows: number }> }>;
  /** The ids, when they are not all lower-case UUIDs (then the body has creation times only). */
  ids?: string[];
}

const MAGIC = 0x31434941; // "AIC1", little-endian: a format changed later gets a new one.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID_BYTES = 16;

export function encodeCheckpoint(checkpoint: LedgerCheckpoint): Uint8Array {
  const pages = [...checkpoint.pages].map(([key, byPage]) => ({ key, pages: [...byPage.values()] }));
  const ids = pages.flatMap((segment) => segment.pages.flatMap((page) => page.ids));
  const createdMs = pages.flatMap((segment) => segment.pages.flatMap((page) => page.createdMs));
  if (ids.length !== createdMs.length) throw new Error('A checkpoint page has an id without its creation time.');
  const binaryIds = ids.every((id) => UUID.test(id));
  const header: Header = {
    startedAt: checkpoint.startedAt,
    requests: checkpoint.requests,
    plan: checkpoint.plan,
    segments: pages.map(({ key, pages: segmentPages }) => ({
      key,
      pages: segmentPages.map(({ page, pagination, ids: rowIds }) => ({ page, pagination, rows: rowIds.length })),
    })),
    ...(binaryIds ? {} : { ids }),
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const bodyAt = 8 + json.length;
  const bytes = new Uint8Array(bodyAt + ids.length * (8 + (binaryIds ? ID_BYTES : 0)));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  bytes.set(json, 8);
  createdMs.forEach((ms, at) => view.setFloat64(bodyAt + at * 8, ms, true));
  if (binaryIds) {
    const idsAt = bodyAt + ids.length * 8;
    ids.forEach((id, at) => bytes.set(uuidBytes(id), idsAt + at * ID_BYTES));
  }
  return bytes;
}

/** The checkpoint `encodeCheckpoint` wrote, over `ledger` (the store's rows of the read). */
export function decodeCheckpoint(bytes: Uint8Array, ledger: QuestionResultLedger): LedgerCheckpoint {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || view.getUint32(0, true) !== MAGIC) throw new Error('Not a checkpoint this server wrote.');
  const jsonLength = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + jsonLength))) as Header;
  const bodyAt = 8 + jsonLength;
  const count = header.segments.reduce((sum, segment) => sum + segment.pages.reduce((n, page) => n + page.rows, 0), 0);
  const expected = bodyAt + count * (8 + (header.ids ? 0 : ID_BYTES));
  if (bytes.length !== expected || (header.ids && header.ids.length !== count))
    throw new Error('The checkpoint is damaged: its rows do not add up.');
  const idsAt = bodyAt + count * 8;
  const idAt = (at: number) => header.ids?.[at] ?? uuidText(bytes.subarray(idsAt + at * ID_BYTES));
  let at = 0;
  const pages = new Map<string, Map<number, CheckpointPage>>();
  for (const segment of header.segments) {
    const byPage = new Map<number, CheckpointPage>();
    for (const { page, pagination, rows } of segment.pages) {
      const ids: string[] = [];
      const createdMs: number[] = [];
      for (let row = 0; row < rows; row++, at++) {
        ids.push(idAt(at));
        createdMs.push(view.getFloat64(bodyAt + at * 8, true));
      }
      byPage.set(page, { page, pagination, ids, createdMs });
    }
    pages.set(segment.key, byPage);
  }
  return { ledger, startedAt: header.startedAt, requests: header.requests, plan: header.plan, pages };
}

function uuidBytes(id: string): Uint8Array {
  const hex = id.replaceAll('-', '');
  const bytes = new Uint8Array(ID_BYTES);
  for (let at = 0; at < ID_BYTES; at++) bytes[at] = parseInt(hex.slice(at * 2, at * 2 + 2), 16);
  return bytes;
}

function uuidText(bytes: Uint8Array): string {
  const hex = Array.from(bytes.subarray(0, ID_BYTES), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
