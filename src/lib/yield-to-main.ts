/**
 * Ends the current task: what follows runs in a task of its own, ahead of other queued work
 * (`scheduler.yield`). A burst of work started in one task (a list of requests each sent as a
 * page draws) then runs as many short tasks, and the page can paint and answer input between
 * them. Where the browser lacks it, the work goes on in the same task.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
