/**
 * Module-level state a test must not inherit from the one before (the statistics jobs of the tab,
 * the ledgers stored in IndexedDB). Modules register how to reset theirs; the test setup runs
 * every registered reset after each test, so a test file that never loads such a module pays
 * nothing for it.
 */
const resets = new Set<() => unknown>();

export function registerTestReset(reset: () => unknown): void {
  resets.add(reset);
}

export async function runTestResets(): Promise<void> {
  for (const reset of resets) await reset();
}
