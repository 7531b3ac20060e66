import { FINGERPRINT_CAP } from './fingerprint';
import { jaccardUpTo } from './overlap';
import { forEachSimilarPair } from './similar-pairs';
import { buildSimilarityIndex } from './similarity-index';

/**
 * Groups of near-identical answers to one question (docs/statistics.md, similar answers): Jaccard
 * similarity of their fingerprints, linked transitively (single linkage, union-find). Not all
 * pairs are compared: identical fingerprints are collapsed first (normalisation makes most copies
 * identical), then only the pairs similar-pairs.ts finds with an inverted index of the hashes that
 * are not boilerplate (similarity-index.ts).
 */

export interface FingerprintedAnswer {
  /** The caller's id for the answer (a ledger row, say); groups are arrays of these. */
  key: number;
  /** Sorted ascending, no repeats: as fingerprint.ts makes it. */
  fingerprint: Uint32Array;
}

export interface GroupOptions {
  /** Pairs with Jaccard at or above this are linked; in (0, 1]. */
  threshold: number;
  /**
   * A hash in more than this share of the answers given (and in more than minCommonCount) is
   * boilerplate (a template, a signature every answer has) and ignored, for finding pairs and in
   * their Jaccard; identical fingerprints are grouped all the same. In (0, 1].
   */
  commonShare?: number;
  /** The cap the fingerprints were made with (fingerprint.ts): a fingerprint this long may be a sample. */
  cap?: number;
}

/**
 * The threshold to use for each answer type, from the hand-made examples (similarity.test.ts):
 * independent solutions to one problem reach 0.32 in code (Java's class and method lines, with no
 * other answers to call them boilerplate) and 0.00 in text; copies disguised by renaming,
 * layout, case, punctuation and comments reach 1.00; copies with a line or a few words changed
 * 0.43–0.83 in code and 0.38–0.75 in text. Text goes lower as its fingerprints are short (a
 * sentence gives two hashes), and independent texts share no three content words in a row.
 */
export const SIMILARITY_THRESHOLDS = { coding: 0.5, free_text: 0.4 } as const;

export const SIMILARITY_DEFAULTS = {
  /**
   * Much higher than MOSS's usual handful of documents, as a leaked solution is itself in many
   * answers: the demo's leaked answer is in up to 70% of a month's answers. A hash in more than
   * 80% of all the question's answers is taken for a template; a leak that big is only seen
   * through identical copies (collapsed before this filter).
   */
  commonShare: 0.8,
  /** With fewer answers sharing a hash, nothing is boilerplate: the pairs are few and a template cannot be told from a copy. */
  minCommonCount: 10,
} as const;

const NO_LIMIT = 0xffffffff;

/** |A ∩ B| / |A ∪ B| of two sorted fingerprints; 0 when both are empty. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  return jaccardUpTo(a, b, NO_LIMIT);
}

/**
 * Jaccard for fingerprints capped to their `cap` smallest hashes. A capped one holds every hash of
 * its answer up to its largest, so both are compared below the smaller such bound: Broder's
 * bottom-k estimate of the uncapped Jaccard. Equal to `jaccard` when neither is at the cap.
 */
export function sampledJaccard(a: Uint32Array, b: Uint32Array, cap = FINGERPRINT_CAP): number {
  return jaccardUpTo(a, b, Math.min(sampleBound(a, cap), sampleBound(b, cap)));
}

/**
 * The groups of similar answers: arrays of keys (ascending), two answers or more, largest first,
 * then by smallest key. Answers with an empty fingerprint are in none.
 */
export function groupSimilar(answers: readonly FingerprintedAnswer[], options: GroupOptions): number[][] {
  const { threshold, commonShare = SIMILARITY_DEFAULTS.commonShare, cap = FINGERPRINT_CAP } = options;
  if (!(threshold > 0 && threshold <= 1)) throw new RangeError(`threshold must be in (0, 1], not ${threshold}.`);
  if (!(commonShare > 0 && commonShare <= 1))
    throw new RangeError(`commonShare must be in (0, 1], not ${commonShare}.`);
  for (const { fingerprint } of answers) checkSorted(fingerprint);

  const unique = collapseIdentical(answers);
  const count = unique.fingerprints.length;
  const bounds = unique.fingerprints.map((fingerprint) => sampleBound(fingerprint, cap));
  const capped = bounds.map((bound) => bound !== NO_LIMIT);
  const commonLimit = Math.max(commonShare * answers.length, SIMILARITY_DEFAULTS.minCommonCount);
  const index = buildSimilarityIndex(unique.fingerprints, unique.weights, capped, commonLimit, threshold);
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const linked = (a: number, b: number) => find(parent, a) === find(parent, b);
  forEachSimilarPair(index, bounds, threshold, (u, v) => union(parent, u, v), linked);

  const byRoot = new Map<number, number[]>();
  answers.forEach(({ key }, i) => {
    const u = unique.of[i] ?? -1;
    if (u < 0) return;
    const root = find(parent, u);
    const group = byRoot.get(root);
    if (group) group.push(key);
    else byRoot.set(root, [key]);
  });
  return [...byRoot.values()]
    .filter((group) => group.length >= 2)
    .map((group) => group.sort((a, b) => a - b))
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
}

/** Identical non-empty fingerprints as one, with how many answers have it. */
function collapseIdentical(answers: readonly FingerprintedAnswer[]) {
  const fingerprints: Uint32Array[] = [];
  const weights: number[] = [];
  const of = new Int32Array(answers.length).fill(-1);
  const byDigest = new Map<number, number[]>();
  answers.forEach(({ fingerprint }, i) => {
    if (fingerprint.length === 0) return;
    let digest = 0x811c9dc5;
    for (let j = 0; j < fingerprint.length; j++) digest = Math.imul(digest ^ (fingerprint[j] ?? 0), 0x01000193);
    const same = byDigest.get(digest) ?? [];
    const match = same.find((u) => equal(fingerprints[u], fingerprint));
    if (match !== undefined) {
      of[i] = match;
      weights[match] = (weights[match] ?? 0) + 1;
      return;
    }
    of[i] = fingerprints.length;
    same.push(fingerprints.length);
    byDigest.set(digest, same);
    fingerprints.push(fingerprint);
    weights.push(1);
  });
  return { fingerprints, weights, of };
}

/** The largest hash a capped fingerprint vouches for: all its answer's hashes up to it are there. */
function sampleBound(fingerprint: Uint32Array, cap: number): number {
  return fingerprint.length >= cap ? (fingerprint[fingerprint.length - 1] ?? NO_LIMIT) : NO_LIMIT;
}

function checkSorted(fingerprint: Uint32Array): void {
  for (let i = 1; i < fingerprint.length; i++)
    if ((fingerprint[i] ?? 0) <= (fingerprint[i - 1] ?? 0))
      throw new RangeError('A fingerprint must be sorted ascending without repeats (as fingerprint.ts makes it).');
}

function equal(a: Uint32Array | undefined, b: Uint32Array): boolean {
  return a !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);
}

function find(parent: Int32Array, i: number): number {
  let node = i;
  while (parent[node] !== node) {
    const grand = parent[parent[node] ?? node] ?? node;
    parent[node] = grand; // path halving
    node = grand;
  }
  return node;
}

function union(parent: Int32Array, a: number, b: number): void {
  const rootA = find(parent, a);
  const rootB = find(parent, b);
  // The smaller index is the root: deterministic, and trees stay shallow with path halving.
  if (rootA < rootB) parent[rootB] = rootA;
  else parent[rootA] = rootB;
}
