/**
 * The flags the browser benchmarks share: `--port` (each benchmark has its own, so two can run
 * side by side) and `--runs`, with the benchmark's defaults. Spread into parseArgs' options.
 */
export function portAndRunsOptions(defaults: { port: string; runs: string }) {
  return {
    port: { type: 'string', default: defaults.port },
    runs: { type: 'string', default: defaults.runs },
  } as const;
}

/** `--runs` as a number: a whole number of 1 or more. */
export function wholeRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of 1 or more, not ${value}`);
  return runs;
}
