/**
 * Winnowing (Schleimer, Wilkerson & Aiken 2003, "Winnowing: local algorithms for document
 * fingerprinting", SIGMOD): hash every k-gram of a token stream, and keep from each window of w
 * consecutive k-gram hashes its minimum. Two guarantees (docs/statistics.md, similar answers):
 * - a run of at least w + k − 1 tokens that two streams share always gives them a common hash,
 *   since its w k-grams form a whole window, whose minimum both streams select;
 * - a run shorter than k tokens never does: it holds no whole k-gram (bar a 32-bit collision).
 */

/** One normalised token and the characters of the source it came from, [start, end) in UTF-16 units. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

export interface WinnowOptions {
  /** Tokens in a k-gram: nothing shorter than k tokens is ever matched. */
  k: number;
  /** k-grams in a window: a shared run of w + k − 1 tokens is always matched. */
  w: number;
}

/**
 * Code: with identifiers, numbers and strings reduced to their kind, a 5-gram is about one short
 * statement (`id = id + num`), rarely telling on its own; k = 5 keeps single idioms from matching
 * while w = 4 still guarantees any shared run of 8 tokens, about one line, is caught. Selection
 * density 2/(w + 1) = 0.4 hashes a token (the paper's figure for random hashes).
 */
export const CODE_WINNOW: Readonly<WinnowOptions> = { k: 5, w: 4 };

/**
 * Text, after stop words are gone: 3 content words ("refund timeline follow") already make a rare
 * phrase, so k = 3. Answers are short (a sentence keeps ~5 content words), so w = 2 rather than 3:
 * a density of 0.67 hashes a word gives a one-sentence answer 2 hashes rather than 1, and still
 * guarantees any shared 4 content words, about a clause (measured in similarity.test.ts).
 */
export const TEXT_WINNOW: Readonly<WinnowOptions> = { k: 3, w: 2 };

/** 32-bit FNV-1a of a token's UTF-16 code units: deterministic across runs and machines. */
export function tokenHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The hash of each k-gram, in order: MurmurHash3 (x86, 32-bit) over the k token hashes. Its final
 * mix spreads the bits evenly, which the minimum-based selection and the bottom-k cap
 * (fingerprint.ts) both rely on. Fewer than k tokens: none.
 */
export function kgramHashes(tokens: readonly Token[], k: number): Uint32Array {
  checkPositiveInteger('k', k);
  const count = Math.max(0, tokens.length - k + 1);
  // Each token's hash, already through MurmurHash3's per-word mixing, which does not depend on its position.
  const words = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const word = Math.imul(tokenHash(tokens[i]?.text ?? ''), 0xcc9e2d51);
    words[i] = Math.imul((word << 15) | (word >>> 17), 0x1b873593);
  }
  const hashes = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let hash = 0;
    for (let j = 0; j < k; j++) {
      hash ^= words[i + j] ?? 0;
      hash = (Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64) | 0;
    }
    hash ^= k * 4;
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    hashes[i] = (hash ^ (hash >>> 16)) >>> 0;
  }
  return hashes;
}

/**
 * Robust winnowing (the paper's §4): the positions selected, each once, in order. Each window
 * selects its minimum: on a tie the one the window before selected, if still inside, else the
 * rightmost. So a run of equal hashes (repetitive code) selects one position per w, not every one.
 * Fewer hashes than w: the one window there is, so a short answer still gets a hash.
 */
export function selectPositions(hashes: Uint32Array, w: number): number[] {
  checkPositiveInteger('w', w);
  const n = hashes.length;
  const positions: number[] = [];
  if (n === 0) return positions;
  const width = Math.min(w, n);
  let min = rightmostMinimum(hashes, 0, width - 1);
  positions.push(min);
  for (let end = width; end < n; end++) {
    if (min <= end - width) {
      // The selection left the window: the rightmost minimum of the whole new window.
      min = rightmostMinimum(hashes, end - width + 1, end);
      positions.push(min);
    } else if ((hashes[end] ?? 0) < (hashes[min] ?? 0)) {
      min = end;
      positions.push(min);
    }
  }
  return positions;
}

/** The fingerprint: the selected hashes, sorted ascending and de-duplicated. */
export function winnow(tokens: readonly Token[], options: WinnowOptions): Uint32Array {
  const hashes = kgramHashes(tokens, options.k);
  const selected = Uint32Array.from(selectPositions(hashes, options.w), (position) => hashes[position] ?? 0);
  return sortedUnique(selected);
}

/** Ascending, each value once (a new array). */
export function sortedUnique(values: Uint32Array): Uint32Array {
  const sorted = values.slice().sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[length - 1]) sorted[length++] = sorted[i] ?? 0;
  }
  return sorted.slice(0, length);
}

function rightmostMinimum(hashes: Uint32Array, start: number, end: number): number {
  let min = end;
  for (let i = end - 1; i >= start; i--) if ((hashes[i] ?? 0) < (hashes[min] ?? 0)) min = i;
  return min;
}

function checkPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be an integer ≥ 1, not ${value}.`);
}
