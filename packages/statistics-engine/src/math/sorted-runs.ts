/**
 * Sorted runs merged: `values` holds runs each sorted ascending (run r is starts[r]…starts[r+1]−1);
 * the result is `values` sorted, exactly as Float64Array#sort orders it (−0 before 0; NaN, which
 * sorts last, must not occur). Pairwise merges cost n · log₂(runs) moves, far less than sorting
 * again when there are few runs (a scope's months).
 */
export function mergeSortedRuns(values: Float64Array, starts: ArrayLike<number>): Float64Array {
  let bounds = Array.from(starts);
  let from = values.slice();
  let to = new Float64Array(values.length);
  while (bounds.length > 2) {
    const merged: number[] = [];
    for (let run = 0; run + 1 < bounds.length; run += 2) {
      const start = bounds[run] ?? 0;
      const middle = bounds[run + 1] ?? 0;
      const end = bounds[run + 2] ?? middle;
      mergeTwo(from, to, start, middle, end);
      merged.push(start);
    }
    merged.push(bounds[bounds.length - 1] ?? 0);
    bounds = merged;
    [from, to] = [to, from];
  }
  return from;
}

/** from[start…middle) and from[middle…end), each sorted, into to[start…end). */
function mergeTwo(from: Float64Array, to: Float64Array, start: number, middle: number, end: number): void {
  let left = start;
  let right = middle;
  let at = start;
  while (left < middle && right < end) {
    const a = from[left] ?? 0;
    const b = from[right] ?? 0;
    // b first only when it sorts strictly before a: smaller, or −0 against 0.
    if (b < a || (b === 0 && a === 0 && 1 / b < 1 / a)) {
      to[at++] = b;
      right++;
    } else {
      to[at++] = a;
      left++;
    }
  }
  while (left < middle) to[at++] = from[left++] ?? 0;
  while (right < end) to[at++] = from[right++] ?? 0;
}
