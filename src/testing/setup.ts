import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

import { clearIndexedDb } from './browser-storage';
import { resetAllowedConsoleErrors, isAllowedConsoleError } from './console-errors';

// Testing Library only sets this when test globals are on; without it React
// stays silent about state updates that escape act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Pages and their statistics load lazily (decision 012): on a busy CI machine the first import
// of a page's module can take longer than Testing Library's 1 s default. findBy… still returns
// as soon as the element appears; only a real failure waits the full 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so there is nothing to scroll; the router's scroll
// restoration calls this on every navigation.
window.scrollTo = () => {};

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

afterEach(async () => {
  // Unmount first: effects that fail on cleanup must be counted too.
  cleanup();
  // Each test starts from an empty browser store (the statistics' stored ledgers).
  await clearIndexedDb();
  const errors = unexpectedConsoleErrors;
  unexpectedConsoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called ${errors.length} time(s):\n\n${errors.join('\n\n')}`);
  }
});
