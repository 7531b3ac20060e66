/**
 * Settles with the promise, or rejects with the abort reason as soon as the signal aborts: a
 * caller stops waiting at once even when the work behind the promise ignores the signal.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
  });
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  // The race handles a late rejection of `promise` too, so none goes unhandled.
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
