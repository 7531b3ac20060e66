/**
 * Long work as generators: each `yield` is a safe place to pause. Node runs them straight
 * through; the browser runs them in short slices so the page keeps painting and responding.
 */
export type Steps<T> = Generator<void, T>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A slice that overran by this much is recorded as a User Timing measure (DevTools, benchmarks). */
const OVERRUN_MEASURE_MS = 50;
export const OVERRUN_MEASURE_NAME = 'fake-api: generation slice overran';

export async function runStepsInSlices<T>(steps: Steps<T>, sliceMs = 10): Promise<T> {
  for (;;) {
    const sliceStart = performance.now();
    const sliceEnd = sliceStart + sliceMs;
    let step = steps.next();
    while (!step.done && performance.now() < sliceEnd) step = steps.next();
    if (performance.now() - sliceStart > OVERRUN_MEASURE_MS)
      performance.measure(OVERRUN_MEASURE_NAME, { start: sliceStart, end: performance.now() });
    if (step.done) return step.value;
    await yieldToEventLoop();
  }
}

/** A macrotask without setTimeout's 4 ms clamp on nested timers. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A stable merge sort that yields between runs and merges, so 60,000 rows never block long. */
export function* sortInSteps<T>(rows: readonly T[], compare: (a: T, b: T) => number, runLength = 4096): Steps<T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < rows.length; start += runLength) {
    runs.push(rows.slice(start, start + runLength).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const left = runs[i] as T[];
      const right = runs[i + 1];
      merged.push(right ? yield* mergeRuns(left, right, compare) : left);
      yield;
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

const MERGE_ROWS_PER_STEP = 8192;

function* mergeRuns<T>(left: T[], right: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const out: T[] = new Array<T>(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    // `<= 0` takes from the left on ties: stable.
    out[k++] = compare(left[i] as T, right[j] as T) <= 0 ? (left[i++] as T) : (right[j++] as T);
    if (k % MERGE_ROWS_PER_STEP === 0) yield;
  }
  while (i < left.length) out[k++] = left[i++] as T;
  while (j < right.length) out[k++] = right[j++] as T;
  return out;
}
