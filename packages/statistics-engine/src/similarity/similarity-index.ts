import { postings, prefixSums, rankByFrequency, sortedEntries, type Postings } from './postings';

/**
 * The inverted index similar-pairs.ts searches (docs/statistics.md, similar answers), built once
 * per question from its distinct fingerprints.
 * - Common hashes (in more than `commonLimit` answers: boilerplate) are dropped everywhere, as MOSS
 *   does: from the index and from the fingerprints the Jaccard is taken on.
 * - Hashes are ordered rarest first (ties by hash); each fingerprint's hashes in that order make its
 *   prefixes: the first s − ⌈t·s⌉ + 1 of s are indexed (prefix filtering), the first
 *   s − ⌈2t/(1 + t)·s⌉ + 1 probe the larger fingerprints (see similar-pairs.ts).
 * - Fingerprints are placed smallest first; postings hold places, so they list smallest first.
 * - A capped fingerprint is indexed whole, and also in `cappedIndex`, which every answer looks up
 *   with all its hashes.
 */

export interface SimilarityIndex {
  /** Distinct fingerprints. */
  m: number;
  /** u's entries are [start[u], start[u + 1]): its hashes without the common ones. */
  start: Int32Array;
  /** Ascending within u's entries. */
  hashes: Uint32Array;
  /** Run (distinct kept hash) of each entry, in the same order. */
  runs: Int32Array;
  /** u's runs in the global order, and their ranks (ascending) in that order. */
  byRank: Int32Array;
  rankOf: Int32Array;
  /** Where u's indexing and probing prefixes end among its byRank entries. */
  indexEnd: Int32Array;
  probeEnd: Int32Array;
  /** order[place] = u, smallest first. */
  order: Int32Array;
  runCount: number;
  /** Run → the places indexed by it (with the position in their rank order). */
  index: Postings;
  /** Run → the places of capped fingerprints having it. */
  cappedIndex: Postings;
  capped: readonly boolean[];
}

export function buildSimilarityIndex(
  fingerprints: readonly Uint32Array[],
  weights: readonly number[],
  capped: readonly boolean[],
  commonLimit: number,
  threshold: number,
): SimilarityIndex {
  const m = fingerprints.length;
  const { hashOf, ownerOf } = sortedEntries(fingerprints);

  // Runs of one hash; kept runs get ids in hash order, with the answers that have them.
  const runOf = new Int32Array(hashOf.length).fill(-1);
  const frequency: number[] = [];
  const start = new Int32Array(m + 1);
  for (let from = 0; from < hashOf.length; ) {
    let to = from;
    let answers = 0;
    for (; to < hashOf.length && hashOf[to] === hashOf[from]; to++) answers += weights[ownerOf[to] ?? 0] ?? 0;
    if (answers <= commonLimit) {
      for (let e = from; e < to; e++) {
        runOf[e] = frequency.length;
        const next = (ownerOf[e] ?? 0) + 1;
        start[next] = (start[next] ?? 0) + 1;
      }
      frequency.push(answers);
    }
    from = to;
  }
  prefixSums(start);
  const hashes = new Uint32Array(start[m] ?? 0);
  const runs = new Int32Array(start[m] ?? 0);
  const fill = start.slice(0, m);
  for (let e = 0; e < hashOf.length; e++) {
    const run = runOf[e] ?? -1;
    if (run < 0) continue;
    const u = ownerOf[e] ?? 0;
    const at = fill[u] ?? 0;
    fill[u] = at + 1;
    hashes[at] = hashOf[e] ?? 0;
    runs[at] = run;
  }

  // Smallest first, as the filters above want; positions in this order are what the postings hold.
  const sizeOf = (u: number) => (start[u + 1] ?? 0) - (start[u] ?? 0);
  const order = Int32Array.from({ length: m }, (_, u) => u).sort((a, b) => sizeOf(a) - sizeOf(b) || a - b);

  // Rarest first, ties by hash (run ids are in hash order): the global order. Each fingerprint's
  // runs in that order, and its prefixes (ε: 0.7 · 10 is 7.000000000000001; longer is always safe).
  const rank = rankByFrequency(frequency);
  const runAtRank = new Int32Array(frequency.length);
  rank.forEach((position, run) => (runAtRank[position] = run));
  const byRank = new Int32Array(runs.length);
  const rankOf = new Int32Array(runs.length);
  const indexEnd = new Int32Array(m);
  const probeEnd = new Int32Array(m);
  const smaller = (2 * threshold) / (1 + threshold);
  for (let u = 0; u < m; u++) {
    const [from, to] = [start[u] ?? 0, start[u + 1] ?? 0];
    for (let at = from; at < to; at++) byRank[at] = rank[runs[at] ?? 0] ?? 0;
    byRank.subarray(from, to).sort();
    rankOf.set(byRank.subarray(from, to), from);
    for (let at = from; at < to; at++) byRank[at] = runAtRank[byRank[at] ?? 0] ?? 0;
    const size = to - from;
    indexEnd[u] = from + (capped[u] ? size : size - Math.ceil(threshold * size - 1e-9) + 1);
    probeEnd[u] = from + (capped[u] ? size : size - Math.ceil(smaller * size - 1e-9) + 1);
  }
  const prefixes = listed(order, start, (at, u) => at < (indexEnd[u] ?? 0), byRank);
  const index = postings(frequency.length, prefixes.runs, prefixes.members, prefixes.positions);
  const ofCapped = listed(order, start, (_, u) => capped[u] === true, runs);
  const cappedIndex = postings(frequency.length, ofCapped.runs, ofCapped.members, ofCapped.positions);
  return {
    ...{ m, start, hashes, runs, byRank, rankOf, indexEnd, probeEnd, order },
    ...{ runCount: frequency.length, index, cappedIndex, capped },
  };
}

/** The entries `include` picks, as (run, place of the member, position in its list), by place. */
function listed(
  order: Int32Array,
  start: Int32Array,
  include: (at: number, u: number) => boolean,
  runOfEntry: Int32Array,
): { runs: Int32Array; members: Int32Array; positions: Int32Array } {
  const runs: number[] = [];
  const members: number[] = [];
  const positions: number[] = [];
  order.forEach((u, place) => {
    for (let at = start[u] ?? 0; at < (start[u + 1] ?? 0); at++) {
      if (!include(at, u)) continue;
      runs.push(runOfEntry[at] ?? 0);
      members.push(place);
      positions.push(at - (start[u] ?? 0));
    }
  });
  return { runs: Int32Array.from(runs), members: Int32Array.from(members), positions: Int32Array.from(positions) };
}
