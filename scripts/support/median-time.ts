/**
 * Times `work` as the engine benchmarks do: one warm-up run (the JIT, not the figure, would
 * otherwise dominate the first), then the median of `runs`, printed against a budget in ms (none:
 * printed alone). Returns the last result.
 */
export function medianTime<T>(label: string, work: () => T, { runs = 5, budgetMs = null as number | null } = {}): T {
  let result = work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    result = work();
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[runs >> 1] ?? NaN;
  const verdict = budgetMs === null ? '' : ` (${median <= budgetMs ? 'within' : 'OVER'} the ${budgetMs} ms budget)`;
  console.log(`${label}: median ${median.toFixed(1)} ms of ${runs} runs${verdict}`);
  return result;
}
