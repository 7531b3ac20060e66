import { fileURLToPath } from 'node:url';

import { startFakeApiServer, type FakeApiServer } from '@/mocks/http/serve';
import { resolveApiMode, SERVED_API_MODE_META } from '@/lib/api-mode';
import { createAppServer } from './app-server.ts';
import type { FrontDoorSettings } from './front-door.ts';
import { startTeam } from './team/team-server.ts';

/**
 * `npm start`: the built app (dist/) behind the front door, on PORT (default 8080) and HOST
 * (default 127.0.0.1), and the team server (decision 030): the workspace read once into Postgres
 * (PGlite in ASSESSMENT_DATA_DIR, default ./data, or DATABASE_URL) and served to every browser.
 * With no ASSESSMENT_API_URL it starts the built-in fake API in this process, over HTTP on
 * loopback, and forwards to it with its key, so a newcomer needs no configuration. On SIGTERM or
 * SIGINT it stops accepting, lets requests in flight finish, pauses the sync (the pages in flight
 * finish, a checkpoint is written), closes the database, then exits.
 */

const setting = (name: string) => process.env[name]?.trim() || undefined;

/** A number setting, in bounds, or its default; anything else stops the start with a message. */
function numberSetting(name: string, fallback: number, { min, max }: { min: number; max: number }): number {
  const raw = setting(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

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
  const apiUrl = settings.apiUrl ?? '';
  const team = await startTeam({
    apiUrl,
    apiKey: settings.apiKey,
    databaseUrl: setting('DATABASE_URL'),
    dataDir: setting('ASSESSMENT_DATA_DIR') ?? 'data',
    syncIntervalMs: numberSetting('ASSESSMENT_SYNC_MINUTES', 10, { min: 1, max: 24 * 60 }) * 60_000,
    dayShare: numberSetting('ASSESSMENT_SYNC_DAY_SHARE', 0.5, { min: 0.01, max: 1 }),
    minuteShare: numberSetting('ASSESSMENT_SYNC_MINUTE_SHARE', 0.5, { min: 0.01, max: 1 }),
  });
  // The page tells the app its mode, so a demo build served here talks to this server too.
  const pageMeta = { [SERVED_API_MODE_META]: resolveApiMode({ apiUrl, apiKey: settings.apiKey }), ...team.pageMeta };
  const app = await createAppServer({ distDir, settings, host, logger: true, routes: team.routes, pageMeta });
  await app.listen({ port: port(), host });
  app.log.info({ api: fake ? 'the built-in fake API' : 'ASSESSMENT_API_URL' }, 'serving the app');
  team.startSync({
    info: (fields, message) => app.log.info(fields, message),
    error: (fields, message) => app.log.error(fields, message),
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests; those in flight finish');
    void app
      .close()
      .then(() => team.close())
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
