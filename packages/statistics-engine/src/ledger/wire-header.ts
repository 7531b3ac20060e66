import { SECTIONS, STORED_TYPES, type SectionEntry, type SectionName, type WireHeader } from './wire-format';

/**
 * A decoded header, checked before any section is read, or what is wrong with it: every
 * section once (the fingerprints' starts may be left out), in a type it may be stored as, of
 * the length the row count gives it.
 */
export function checkHeader(value: unknown): WireHeader | string {
  if (!isRecord(value)) return 'its header is not a JSON object';
  const { meta, rows, strings, sections } = value;
  if (!isRecord(meta)) return 'its meta is not an object';
  if (typeof rows !== 'number' || !Number.isSafeInteger(rows) || rows < 0) return 'its row count is not a count';
  if (!Array.isArray(strings) || !strings.every((text) => typeof text === 'string'))
    return 'its string table is not a list of strings';
  // A key names one string: a repeated one would shift every key after it when the ledger interns them.
  if (new Set(strings).size !== strings.length) return 'its string table repeats a string';
  if (!Array.isArray(sections)) return 'its header lists no sections';
  const entries: SectionEntry[] = [];
  for (const section of sections as unknown[]) {
    const entry = checkSection(section, rows);
    if (typeof entry === 'string') return entry;
    if (entries.some(({ name }) => name === entry.name)) return `its section ${entry.name} comes twice`;
    entries.push(entry);
  }
  const missing = (Object.keys(SECTIONS) as SectionName[]).find(
    (name) => name !== 'fingerprintStarts' && !entries.some((entry) => entry.name === name),
  );
  if (missing !== undefined) return `it has no section ${missing}`;
  return { meta, rows, strings, sections: entries };
}

function checkSection(section: unknown, rows: number): SectionEntry | string {
  if (!isRecord(section)) return 'a section entry is not an object';
  const { name, type, length } = section;
  if (typeof name !== 'string' || !Object.hasOwn(SECTIONS, name)) return `it has an unknown section ${String(name)}`;
  const spec = SECTIONS[name as SectionName];
  if (typeof type !== 'string' || !Object.hasOwn(STORED_TYPES, type) || !spec.stored.includes(type))
    return `its section ${name} cannot be stored as ${String(type)}`;
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0)
    return `its section ${name} has no length`;
  if (spec.perRow !== null && length !== rows * spec.perRow)
    return `its section ${name} has ${length} elements for ${rows} rows`;
  return { name: name as SectionName, type, length };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
