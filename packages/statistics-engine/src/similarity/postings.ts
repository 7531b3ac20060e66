/**
 * Flat-array building blocks of the similarity index (similarity-index.ts): a million hash entries
 * are a few typed arrays, not a million small objects.
 */

/**
 * Every (hash, fingerprint) pair, by hash then fingerprint: an LSD radix sort on the hash, two
 * passes of 16 bits (several times faster than a comparison sort of a million entries). Stable,
 * and filled in fingerprint order, so equal hashes keep their fingerprints ascending.
 */
export function sortedEntries(fingerprints: readonly Uint32Array[]): { hashOf: Uint32Array; ownerOf: Int32Array } {
  const total = fingerprints.reduce((sum, fingerprint) => sum + fingerprint.length, 0);
  const hashOf = new Uint32Array(total);
  const ownerOf = new Int32Array(total);
  let filled = 0;
  fingerprints.forEach((fingerprint, u) => {
    hashOf.set(fingerprint, filled);
    ownerOf.fill(u, filled, (filled += fingerprint.length));
  });
  const hashTo = new Uint32Array(total);
  const ownerTo = new Int32Array(total);
  const counts = new Int32Array(0x10001);
  radixPass(hashOf, ownerOf, hashTo, ownerTo, 0, counts);
  radixPass(hashTo, ownerTo, hashOf, ownerOf, 16, counts);
  return { hashOf, ownerOf };
}

function radixPass(
  hashFrom: Uint32Array,
  ownerFrom: Int32Array,
  hashTo: Uint32Array,
  ownerTo: Int32Array,
  shift: number,
  counts: Int32Array,
): void {
  counts.fill(0);
  for (let e = 0; e < hashFrom.length; e++) {
    const digit = (((hashFrom[e] ?? 0) >>> shift) & 0xffff) + 1;
    counts[digit] = (counts[digit] ?? 0) + 1;
  }
  prefixSums(counts);
  for (let e = 0; e < hashFrom.length; e++) {
    const hash = hashFrom[e] ?? 0;
    const digit = (hash >>> shift) & 0xffff;
    const to = counts[digit] ?? 0;
    counts[digit] = to + 1;
    hashTo[to] = hash;
    ownerTo[to] = ownerFrom[e] ?? 0;
  }
}

/** Each run's position when ordered by frequency, then by run id: a counting sort (frequencies are small). */
export function rankByFrequency(frequency: readonly number[]): Int32Array {
  let highest = 0;
  for (const count of frequency) highest = Math.max(highest, count);
  const starts = new Int32Array(highest + 2);
  for (const count of frequency) starts[count + 1] = (starts[count + 1] ?? 0) + 1;
  prefixSums(starts);
  const rank = new Int32Array(frequency.length);
  frequency.forEach((count, run) => {
    rank[run] = starts[count] ?? 0;
    starts[count] = (starts[count] ?? 0) + 1;
  });
  return rank;
}

export interface Postings {
  /** Run r's entries are at [offsets[r], offsets[r + 1]). */
  offsets: Int32Array;
  /** The fingerprints, ascending within a run. */
  members: Int32Array;
  /** Each entry's position in its fingerprint's rank order (the positional filter's j). */
  positions: Int32Array;
}

/**
 * Run → the fingerprints having it, from entries (run, member, position) listed by member
 * ascending, so each run's members come out ascending.
 */
export function postings(runCount: number, runs: Int32Array, members: Int32Array, positions: Int32Array): Postings {
  const offsets = new Int32Array(runCount + 1);
  for (let e = 0; e < runs.length; e++) {
    const next = (runs[e] ?? 0) + 1;
    offsets[next] = (offsets[next] ?? 0) + 1;
  }
  prefixSums(offsets);
  const byRun = { members: new Int32Array(runs.length), positions: new Int32Array(runs.length) };
  const fill = offsets.slice(0, runCount);
  for (let e = 0; e < runs.length; e++) {
    const run = runs[e] ?? 0;
    const at = fill[run] ?? 0;
    fill[run] = at + 1;
    byRun.members[at] = members[e] ?? 0;
    byRun.positions[at] = positions[e] ?? 0;
  }
  return { offsets, ...byRun };
}

/** The first position in [from, to) of an ascending list whose value is above `value`. */
export function firstAbove(sorted: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** In place: counts at 1…n become the starts at 0…n. */
export function prefixSums(counts: Int32Array): Int32Array {
  for (let i = 1; i < counts.length; i++) counts[i] = (counts[i] ?? 0) + (counts[i - 1] ?? 0);
  return counts;
}
