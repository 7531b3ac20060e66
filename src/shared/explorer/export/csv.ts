/**
 * RFC 4180 CSV for "Download CSV": CRLF after every record, a field quoted when it holds a
 * comma, a double quote, CR or LF, quotes inside doubled.
 *
 * Cell values: null/undefined → empty; numbers, bigints and booleans as they print; a Date as
 * its ISO instant; other objects and arrays as JSON text; everything else as a string.
 *
 * Spreadsheet formula injection (OWASP "CSV injection"): a text cell starting with `=`, `+`,
 * `-`, `@`, tab or CR gets a leading `'`, so Excel, Sheets and LibreOffice show it as text
 * instead of evaluating it. Numbers are not text: -5 stays -5.
 */

export interface CsvOptions {
  /** Prepend a UTF-8 byte order mark, so Excel opens the file as UTF-8 (names with accents, emoji). */
  bom?: boolean;
}

export const UTF8_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  options: CsvOptions = {},
): string {
  let out = options.bom ? UTF8_BOM : '';
  out += csvRecord(header);
  for (const row of rows) out += csvRecord(row);
  return out;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly unknown[]): string {
  return values.map(csvField).join(',') + CSV_LINE_END;
}

/** One field, escaped and quoted as needed. */
export function csvField(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return guardFormula(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return guardFormula(jsonText(value));
  // A symbol or a function: nothing a results row holds.
  return typeof value === 'symbol' ? guardFormula(value.description ?? '') : '';
}

function jsonText(value: object): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // A cycle or a bigint inside: not JSON data, so not something the API sent.
    return Object.prototype.toString.call(value);
  }
}

const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
