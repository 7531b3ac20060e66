/**
 * The team server for `bench:team`, in this process: the built-in fake over HTTP (its request log
 * counts what reaches the API), `startTeam` on PGlite in a temporary directory, and the routes
 * on a free port. Everything a browser asks goes over HTTP.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';

import { startFakeApiServer } from '@/mocks/http/serve';

type StartTeam = (settings: { apiUrl: string; apiKey?: string; dataDir?: string }) => Promise<{
  routes: (app: ReturnType<typeof Fastify>) => void;
  startSync: (log: {
    info: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  }) => void;
  close: () => Promise<void>;
}>;

export interface SyncView {
  status: string;
  asOf: string | null;
  lastSyncedAt: string | null;
  rows: number;
  requests: number;
}

/** `startTeam` is given by the bench (scripts reach server/ from their own folder). */
export async function startBenchTeam(startTeam: StartTeam) {
  // Limits high enough that the read is not paced: the floor the real limits set is computed apart.
  const fake = await startFakeApiServer({ port: 0, controlPort: 0, minuteLimit: 1_000_000, dayLimit: 10_000_000 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-team-'));
  const team = await startTeam({ apiUrl: new URL(fake.baseUrl).origin, apiKey: fake.apiKey, dataDir });
  const app = Fastify();
  team.routes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const url = `http://127.0.0.1:${address.port}`;
  const silent = { info: () => undefined, error: (fields: object, message: string) => console.error(message, fields) };
  team.startSync(silent);

  const apiRequests = async () => {
    const log = (await (await fetch(`${fake.controlUrl}/requests`)).json()) as { total: number };
    return log.total;
  };
  const syncView = async (query = '') =>
    (await (await fetch(`${url}/team/v1/sync${query && `?${query}`}`)).json()) as SyncView;
  /** Asks until `done` holds of the sync state, of a page's scope when `query` names one (the bench ends if it never does). */
  const until = async (done: (view: SyncView) => boolean, query = '') => {
    for (;;) {
      const view = await syncView(query);
      if (done(view)) return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url,
    dataDir,
    apiRequests,
    until,
    requestSync: (query = '') => fetch(`${url}/team/v1/sync${query && `?${query}`}`, { method: 'POST' }),
    async close() {
      await app.close();
      await team.close();
      await fake.close();
    },
  };
}
