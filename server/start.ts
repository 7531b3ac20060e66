import { fileURLToPath } from 'node:url';

import { startFakeApiServer, type FakeApiServer } from '@/mocks/http/serve';
import { createAppServer } from './app-server.ts';
import type { FrontDoorSettings } from './front-door.ts';

/**
 * `npm start`: the built app (dist/) behind the front door, on PORT (default 8080) and HOST
 * (default 127.0.0.1). With no ASSESSMENT_API_URL it starts the built-in fake API in this process,
 * over HTTP on loopback, and forwards to it with its key, so a newcomer needs no configuration.
 * On SIGTERM or SIGINT it stops accepting, lets requests in flight finish, then exits.
 */

const setting = (name: string) => process.env[name]?.trim() || undefined;

function port(): number {
  const raw = setting('PORT') ?? '8080';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535; got "${raw}".`);
  }
  return value;
}

async function main() {
  const host = setting('HOST') ?? '127.0.0.1';
  let fake: FakeApiServer | undefined;
  let settings: FrontDoorSettings = {
    apiUrl: setting('ASSESSMENT_API_URL'),
    apiKey: setting('ASSESSMENT_API_KEY'),
    basicAuth: setting('ASSESSMENT_BASIC_AUTH'),
    allowOpenProxy: setting('ASSESSMENT_ALLOW_OPEN_PROXY') === '1',
  };
  if (!settings.apiUrl) {
    fake = await startFakeApiServer({ port: 0, host: '127.0.0.1' });
    settings = { ...settings, apiUrl: new URL(fake.baseUrl).origin, apiKey: fake.apiKey };
  }
  const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
  const app = await createAppServer({ distDir, settings, host, logger: true });
  await app.listen({ port: port(), host });
  app.log.info({ api: fake ? 'the built-in fake API' : 'ASSESSMENT_API_URL' }, 'serving the app');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests; those in flight finish');
    void app
      .close()
      .then(() => fake?.close())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Assessment Insights could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
