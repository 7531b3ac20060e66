import { reachesUpTo, sharedNeeded } from './overlap';
import { firstAbove } from './postings';
import type { SimilarityIndex } from './similarity-index';

/**
 * Every pair of a question's distinct fingerprints whose Jaccard reaches t, without comparing all
 * pairs, and exactly: no such pair is missed (docs/statistics.md, similar answers). The filters of
 * PPJoin (Xiao, Wang, Lin & Yu 2008, "Efficient similarity joins for near duplicate detection"):
 * - prefix: two sets with Jaccard ≥ t share at least ⌈t·s⌉ of each one's s hashes, so one among
 *   the first s − ⌈t·s⌉ + 1 of each in the rarest-first order; idioms many answers have fall in few
 *   prefixes, so dissimilar answers rarely meet;
 * - smaller first: each fingerprint probes only the larger ones, with which it shares at least
 *   2t/(1 + t) of itself, so its probing prefix is shorter (a third, not half, at t = 0.5), and
 *   none larger than s / t (the length filter) need be looked at;
 * - positional: met at positions i and j of their orders with o hashes shared before, a pair
 *   shares at most o + 1 + min(|x| − i − 1, |y| − j − 1); below t · (|x| + |y|) / (1 + t), it is
 *   dropped unmerged;
 * - verification: the hashes shared up to the earlier of the two prefixes' ends are already
 *   counted, so only those after are merged, as ranks (small integers), stopping once t is out of
 *   reach.
 * Capped fingerprints are compared below a bound that depends on the pair (sampledJaccard), where
 * none of this holds once boilerplate is gone: they are met through any shared hash, and merged.
 */
export function forEachSimilarPair(
  similarity: SimilarityIndex,
  bounds: readonly number[],
  threshold: number,
  link: (u: number, v: number) => void,
  linked: (a: number, b: number) => boolean,
): void {
  const { m, start, hashes, runs, byRank, rankOf, indexEnd, probeEnd, order, index, cappedIndex, capped } = similarity;
  const sizeOf = (u: number) => (start[u + 1] ?? 0) - (start[u] ?? 0);
  // A run whose later members were all in u's group once u was done: tailFrom[run] = u's place. An
  // answer after u that meets the run is one of those members (it meets only runs of its own
  // prefix), so in that group already, and skips it: the copies of one solution are gone through
  // once, not once per copy. Exact, as groups only ever merge.
  const tailFrom = new Int32Array(similarity.runCount).fill(m);
  const seen = new Int32Array(m).fill(-1);
  // Hashes shared so far with u; −1: dropped by the positional filter.
  const overlap = new Int32Array(m);
  const candidates: number[] = [];

  for (let place = 0; place < m; place++) {
    const u = order[place] ?? 0;
    const from = start[u] ?? 0;
    const size = sizeOf(u);
    const largest = capped[u] ? Infinity : size / threshold + 1e-9;
    candidates.length = 0;
    for (let at = from; at < (probeEnd[u] ?? 0); at++) {
      const run = byRank[at] ?? 0;
      if ((tailFrom[run] ?? m) <= place) continue;
      const end = index.offsets[run + 1] ?? 0;
      for (let p = firstAbove(index.members, index.offsets[run] ?? 0, end, place); p < end; p++) {
        const v = order[index.members[p] ?? 0] ?? 0;
        const other = sizeOf(v);
        if (other > largest) break; // the rest are larger still
        if (seen[v] !== u) {
          seen[v] = u;
          overlap[v] = 0;
          candidates.push(v);
        } else if ((overlap[v] ?? 0) < 0) continue;
        if (!capped[u] && !capped[v]) {
          const rest = Math.min(size - (at - from) - 1, other - (index.positions[p] ?? 0) - 1);
          if ((overlap[v] ?? 0) + 1 + rest < sharedNeeded(threshold, size + other)) {
            overlap[v] = -1;
            continue;
          }
        }
        overlap[v] = (overlap[v] ?? 0) + 1;
      }
    }
    for (let at = from; at < from + size; at++) {
      const run = runs[at] ?? 0;
      for (let p = cappedIndex.offsets[run] ?? 0; p < (cappedIndex.offsets[run + 1] ?? 0); p++) {
        const v = order[cappedIndex.members[p] ?? 0] ?? 0;
        if (v === u || seen[v] === u) continue;
        seen[v] = u;
        overlap[v] = 0;
        candidates.push(v);
      }
    }

    for (const v of candidates) {
      if ((overlap[v] ?? 0) < 0 || linked(u, v)) continue;
      const similar =
        capped[u] || capped[v]
          ? reachesUpTo(hashes, from, from + size, start[v] ?? 0, start[v + 1] ?? 0, pairBound(bounds, u, v), threshold)
          : reachesByRank(u, v, overlap[v] ?? 0);
      if (similar) link(u, v);
    }

    for (let at = from; at < (probeEnd[u] ?? 0); at++) {
      const run = byRank[at] ?? 0;
      if ((tailFrom[run] ?? m) <= place) continue;
      const end = index.offsets[run + 1] ?? 0;
      let oneGroup = true;
      for (let p = firstAbove(index.members, index.offsets[run] ?? 0, end, place); p < end && oneGroup; p++)
        oneGroup = linked(u, order[index.members[p] ?? 0] ?? 0);
      if (oneGroup) tailFrom[run] = place;
    }
  }

  /** u probed v: `counted` hashes shared up to the earlier prefix end are known; merge the rest. */
  function reachesByRank(u: number, v: number, counted: number): boolean {
    const needed = sharedNeeded(threshold, sizeOf(u) + sizeOf(v));
    const last = Math.min(rankOf[(probeEnd[u] ?? 0) - 1] ?? 0, rankOf[(indexEnd[v] ?? 0) - 1] ?? 0);
    const [uEnd, vEnd] = [start[u + 1] ?? 0, start[v + 1] ?? 0];
    let i = firstAbove(rankOf, start[u] ?? 0, uEnd, last);
    let j = firstAbove(rankOf, start[v] ?? 0, vEnd, last);
    let shared = counted;
    while (i < uEnd && j < vEnd) {
      if (shared + Math.min(uEnd - i, vEnd - j) < needed) return false;
      const x = rankOf[i] ?? 0;
      const y = rankOf[j] ?? 0;
      if (x === y) shared++;
      if (x <= y) i++;
      if (y <= x) j++;
    }
    return shared >= needed;
  }
}

function pairBound(bounds: readonly number[], u: number, v: number): number {
  return Math.min(bounds[u] ?? 0xffffffff, bounds[v] ?? 0xffffffff);
}
