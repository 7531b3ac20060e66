import { SIMILARITY_DEFAULTS, type FingerprintedAnswer } from './similarity';
import { sortedUnique } from './winnow';

/** The brute-force cross-check of groupSimilar (similarity.test.ts): random questions and the definition, pair by pair. */

const set = (...hashes: number[]) => sortedUnique(Uint32Array.from(hashes));

/** Like a question's fingerprints: variants of a few solutions, a template, duplicates, empties, long ones. */
export function randomQuestion(random: () => number, n: number, cap: number): FingerprintedAnswer[] {
  const universe = () => Math.floor(random() * 3000);
  const solutions = Array.from({ length: 6 }, () => Array.from({ length: 10 + Math.floor(random() * 40) }, universe));
  const template = Array.from({ length: 6 }, universe);
  const made: Uint32Array[] = [];
  for (let key = 0; key < n; key++) {
    const roll = random();
    if (roll < 0.05) made.push(set());
    else if (roll < 0.15 && made.length > 0) made.push(made[Math.floor(random() * made.length)] ?? set());
    else {
      const solution = solutions[Math.floor(random() * solutions.length)] ?? [];
      const keep = random();
      const hashes = solution.filter(() => random() < keep);
      for (let extra = Math.floor(random() * 12); extra > 0; extra--) hashes.push(universe());
      if (random() < 0.9) hashes.push(...template);
      made.push(set(...hashes).slice(0, cap));
    }
  }
  return made.map((fingerprint, key) => ({ key, fingerprint }));
}

/** The definition, pair by pair: identical, or Jaccard ≥ t on the hashes that are not boilerplate. */
export function allPairs(
  question: readonly FingerprintedAnswer[],
  { threshold, commonShare, cap }: { threshold: number; commonShare: number; cap: number },
): number[][] {
  const counts = new Map<number, number>();
  for (const { fingerprint } of question) for (const hash of fingerprint) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  const limit = Math.max(commonShare * question.length, SIMILARITY_DEFAULTS.minCommonCount);
  const kept = question.map(({ fingerprint }) => fingerprint.filter((hash) => (counts.get(hash) ?? 0) <= limit));
  const bound = question.map(({ fingerprint }) =>
    fingerprint.length >= cap ? (fingerprint[fingerprint.length - 1] ?? Infinity) : Infinity,
  );
  const keptSets = kept.map((hashes) => new Set(hashes));
  const identity = question.map(({ fingerprint }) => fingerprint.join());
  const parent = question.map((_, i) => i);
  const find = (i: number): number => {
    const root = parent[i] === i ? i : find(parent[i] ?? i);
    parent[i] = root;
    return root;
  };
  for (let i = 0; i < question.length; i++)
    for (let j = i + 1; j < question.length; j++) {
      if (identity[i] === '' || identity[j] === '') continue;
      const limitOfPair = Math.min(bound[i] ?? Infinity, bound[j] ?? Infinity);
      const similar =
        jaccardBelow(kept[i] ?? set(), kept[j] ?? set(), keptSets[j] ?? new Set(), limitOfPair) >= threshold;
      if (identity[i] === identity[j] || similar) parent[find(j)] = find(i);
    }
  const groups = new Map<number, number[]>();
  question.forEach(({ key, fingerprint }, i) => {
    if (fingerprint.length > 0) groups.set(find(i), [...(groups.get(find(i)) ?? []), key]);
  });
  return [...groups.values()]
    .filter((group) => group.length >= 2)
    .map((group) => group.sort((a, b) => a - b))
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
}

/** Jaccard of the hashes up to `limit` (the definition, by counting). */
function jaccardBelow(a: Uint32Array, b: Uint32Array, inB: ReadonlySet<number>, limit: number): number {
  let shared = 0;
  let either = 0;
  for (const hash of a) if (hash <= limit) [shared, either] = [shared + (inB.has(hash) ? 1 : 0), either + 1];
  for (const hash of b) if (hash <= limit) either++;
  either -= shared;
  return either === 0 ? 0 : shared / either;
}
