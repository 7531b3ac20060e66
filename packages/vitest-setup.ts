import { afterEach, beforeEach } from 'vitest';

// Every package's tests: any console.error fails the test that caused it, as in the app's.
const originalConsoleError = console.error.bind(console);
let unexpectedConsoleErrors: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpectedConsoleErrors.push(args);
  originalConsoleError(...args);
};

beforeEach(() => {
  unexpectedConsoleErrors = [];
});

afterEach(() => {
  const errors = unexpectedConsoleErrors;
  unexpectedConsoleErrors = [];
  if (errors.length > 0) {
    const messages = errors.map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called ${errors.length} time(s):\n\n${messages.join('\n\n')}`);
  }
});
