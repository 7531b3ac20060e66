import { setupServer } from 'msw/node';
import { createFakeApi, type FakeApiOptions } from './fake-api';

/**
 * The fake API for Vitest: the same handlers as the demo and the HTTP server, intercepting
 * fetch in-process. Use `server.use(...)` in a test to override one endpoint.
 */
export function createFakeApiServer(options: FakeApiOptions = {}) {
  const fake = createFakeApi({ generation: 'sync', writeLatencyMs: 0, ...options });
  const server = setupServer(...fake.handlers);
  return { fake, server };
}
