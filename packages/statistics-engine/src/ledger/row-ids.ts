/**
 * Row keys: a row's space (its source: the two sources are stored apart and the contract does not
 * promise ids unique across them, docs/api-contract.md §6) and its id (a UUID, 16 bytes), with an
 * open-addressing hash from key to row index. Row ids never repeat, so interning them as strings saves nothing: 100,000 id strings
 * and a Map over them cost ~190 bytes a row in V8, this ~24 (see the ledger's report).
 */
const WORDS = 4;
const EMPTY = -1;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class RowIdTable {
  private words: Uint32Array;
  /** Each row's space, one byte (a source code). */
  private spaces: Uint8Array;
  private slots: Int32Array;
  private count = 0;

  constructor(capacity = 1024) {
    this.words = new Uint32Array(Math.max(1, capacity) * WORDS);
    this.spaces = new Uint8Array(Math.max(1, capacity));
    this.slots = new Int32Array(slotCountFor(capacity)).fill(EMPTY);
  }

  get size(): number {
    return this.count;
  }

  /** The row index of `id` in `space`, or undefined (also for an id that is not a UUID: no row has it). */
  find(id: string, space: number): number | undefined {
    if (!UUID_PATTERN.test(id)) return undefined;
    const key = parseUuid(id);
    const slot = this.slotOf(key, 0, space);
    const row = this.slots[slot] ?? EMPTY;
    return row === EMPTY ? undefined : row;
  }

  /** The row index of `id` in `space`, appending it as the next row when it is new. */
  findOrAdd(id: string, space: number): { row: number; added: boolean } {
    const key = parseUuid(id);
    const found = this.slots[this.slotOf(key, 0, space)] ?? EMPTY;
    if (found !== EMPTY) return { row: found, added: false };
    if (this.count * WORDS === this.words.length) this.grow();
    const row = this.count++;
    this.words.set(key, row * WORDS);
    this.spaces[row] = space;
    // Growing rehashed every row, so the slot is looked up again.
    this.slots[this.slotOf(key, 0, space)] = row;
    return { row, added: true };
  }

  /** The id of `row`, lower-case. */
  idOf(row: number): string {
    const at = row * WORDS;
    const hex = (word: number) => (this.words[at + word] ?? 0).toString(16).padStart(8, '0');
    const [a, b, c, d] = [hex(0), hex(1), hex(2), hex(3)];
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** Orders two rows by id as lower-case strings compare (the ties rule for a run's latest answer). */
  compare(rowA: number, rowB: number): number {
    for (let word = 0; word < WORDS; word++) {
      const a = this.words[rowA * WORDS + word] ?? 0;
      const b = this.words[rowB * WORDS + word] ?? 0;
      if (a !== b) return a < b ? -1 : 1;
    }
    return 0;
  }

  /** The ids of rows 0…size−1, 4 words each (for a snapshot). */
  toWords(): Uint32Array {
    return this.words.slice(0, this.count * WORDS);
  }

  /** From a snapshot's ids and each row's space (the ledger's source column). */
  static fromWords(words: Uint32Array, spaces: Uint8Array): RowIdTable {
    if (words.length % WORDS !== 0) throw new Error('A row id table holds 4 words per row.');
    const rows = words.length / WORDS;
    if (spaces.length !== rows) throw new Error('A row id table needs one space per row.');
    const table = new RowIdTable(rows);
    table.words.set(words);
    table.spaces.set(spaces);
    table.count = rows;
    table.rehash();
    return table;
  }

  private grow(): void {
    const words = new Uint32Array(this.words.length * 2);
    words.set(this.words);
    this.words = words;
    const spaces = new Uint8Array(this.spaces.length * 2);
    spaces.set(this.spaces);
    this.spaces = spaces;
    this.slots = new Int32Array(slotCountFor(this.words.length / WORDS));
    this.rehash();
  }

  private rehash(): void {
    this.slots.fill(EMPTY);
    for (let row = 0; row < this.count; row++)
      this.slots[this.slotOf(this.words, row * WORDS, this.spaces[row] ?? 0)] = row;
  }

  /**
   * The slot holding the key at words[at…at+3] in `space`, or the empty slot where it belongs
   * (linear probing). Read in place, so rehashing takes no view of each row's key.
   */
  private slotOf(words: ArrayLike<number>, at: number, space: number): number {
    const mask = this.slots.length - 1;
    let slot = hashWords(words, at, space) & mask;
    for (;;) {
      const row = this.slots[slot] ?? EMPTY;
      if (row === EMPTY || (this.spaces[row] === space && this.rowHasKey(row, words, at))) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private rowHasKey(row: number, words: ArrayLike<number>, at: number): boolean {
    const own = row * WORDS;
    return (
      this.words[own] === words[at] &&
      this.words[own + 1] === words[at + 1] &&
      this.words[own + 2] === words[at + 2] &&
      this.words[own + 3] === words[at + 3]
    );
  }
}

/** At most half the slots are used, so probes stay short. */
function slotCountFor(capacity: number): number {
  let slots = 16;
  while (slots < capacity * 2) slots *= 2;
  return slots;
}

/** The hash of the key at words[at…at+3] in `space`. */
function hashWords(words: ArrayLike<number>, at: number, space: number): number {
  let hash = Math.imul(0x811c9dc5 ^ space, 0x01000193);
  for (let word = 0; word < WORDS; word++) hash = Math.imul(hash ^ (words[at + word] ?? 0), 0x01000193);
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** The contract's ids are UUIDs (`z.guid()`); anything else cannot be stored here. */
function parseUuid(id: string): Uint32Array {
  if (!UUID_PATTERN.test(id)) throw new Error(`Row id "${id}" is not a UUID.`);
  return Uint32Array.of(
    parseInt(id.slice(0, 8), 16),
    parseInt(id.slice(9, 13) + id.slice(14, 18), 16),
    parseInt(id.slice(19, 23) + id.slice(24, 28), 16),
    parseInt(id.slice(28, 36), 16),
  );
}
