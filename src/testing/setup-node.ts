import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

import { clearIndexedDb } from './browser-storage';
import { resetAllowedConsoleErrors, isAllowedConsoleError } from './console-errors';

// Every unit test, with or without a DOM (setup.ts adds the DOM's part).

// Any console.error (React's act() and key warnings included) fails the test that
// caused it: such messages are bugs a user would eventually see as broken UI.
const originalConsoleError = console.error.bind(console);
let unexpectedConsoleErrors: string[] = [];

console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (isAllowedConsoleError(message)) return;
  unexpectedConsoleErrors.push(message);
  originalConsoleError(...args);
};

beforeEach(() => {
  unexpectedConsoleErrors = [];
  resetAllowedConsoleErrors();
});

// Registered first, so it runs after the DOM setup's own afterEach (hooks run as a stack):
// effects that fail on unmount are counted too.
afterEach(async () => {
  // Each test starts from an empty browser store (the statistics' stored ledgers).
  await clearIndexedDb();
  const errors = unexpectedConsoleErrors;
  unexpectedConsoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called ${errors.length} time(s):\n\n${errors.join('\n\n')}`);
  }
});
