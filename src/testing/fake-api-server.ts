import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { keyStore } from '@/api/key-store';
import { rateLimitStore } from '@/api/rate-limit-store';
import type { FakeApiOptions } from '@/mocks/fake-api';
import { createFakeApiServer } from '@/mocks/node';

/**
 * Serves the fake API to this test file through msw/node (the same handlers as the demo),
 * with its key stored as the user's. Use `server.use(...)` inside a test to force an answer.
 * The dataset is the small one (every kind of row, a fifth of the volume): pass
 * `scale: 'full'` for a test that needs the demo's volume.
 */
export function serveFakeApi(options: FakeApiOptions = {}) {
  const { fake, server } = createFakeApiServer({
    scale: 'small',
    minuteLimit: 100_000,
    dayLimit: 1_000_000,
    ...options,
  });
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    // This hook runs before setup.ts's cleanup (hooks unwind in reverse); unmount first, or the
    // store resets below re-render the page outside act() and fail the test.
    cleanup();
    server.resetHandlers();
    rateLimitStore.reset();
    keyStore.save(fake.apiKey, { remember: false });
  });
  afterAll(() => {
    server.close();
    keyStore.forget();
  });
  keyStore.save(fake.apiKey, { remember: false });
  return { fake, server };
}
