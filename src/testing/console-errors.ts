let allowedPatterns: RegExp[] = [];

/**
 * Lets the current test log console errors matching `pattern` without failing.
 * Use it only where the error is the behaviour under test (an error boundary).
 */
export function allowConsoleError(pattern: RegExp): void {
  allowedPatterns.push(pattern);
}

export function isAllowedConsoleError(message: string): boolean {
  return allowedPatterns.some((pattern) => pattern.test(message));
}

export function resetAllowedConsoleErrors(): void {
  allowedPatterns = [];
}
