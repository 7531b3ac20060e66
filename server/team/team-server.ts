import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { openWorkspaceStore } from '../store/open-store.ts';
import { startSyncSchedule, type SyncSchedule } from '../sync/sync-schedule.ts';
import { createUpstream } from '../sync/upstream.ts';
import { createWorkspaceLedgers } from '../sync/workspace-ledgers.ts';
import { createTeamAccess } from './team-access.ts';
import { registerTeamRoutes } from './team-routes.ts';
import { createServedLedgers } from './served-ledgers.ts';

/**
 * The team server's parts put together (decision 030): the store, the sync schedule, the
 * workspaces' ledgers in memory and the routes that serve them, with who may read what.
 */

export interface TeamSettings {
  apiUrl: string;
  /** The server-side key; without it each person's own key opens their workspace. */
  apiKey?: string;
  /** DATABASE_URL: a Postgres server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  syncIntervalMs?: number;
  dayShare?: number;
  minuteShare?: number;
}

export interface TeamLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface Team {
  routes: (app: FastifyInstance) => void;
  /** What the page learns at start without a request (app-server's `pageMeta`). */
  pageMeta: Record<string, string>;
  /** Starts syncing (once the server listens): the server key's workspace now and on schedule. */
  startSync(log: TeamLog): void;
  /** Pauses the syncs (pages in flight finish, checkpoints written), then checkpoints and closes the database. */
  close(): Promise<void>;
}

/** The meta tag telling the app, at start, that this server keeps the workspace. */
export const TEAM_META = 'assessment-insights-team';

export async function startTeam(settings: TeamSettings): Promise<Team> {
  const store = await openWorkspaceStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const upstream = createUpstream({ apiUrl: settings.apiUrl });
  const ledgers = createWorkspaceLedgers(store);
  const keys = settings.apiKey ? 'server' : 'personal';
  const servedLedger = createServedLedgers((workspace) => ledgers.ledgerOf(workspace));
  let schedule: SyncSchedule | undefined;
  let log: TeamLog | undefined;
  let serverWorkspace: Promise<string> | undefined;
  const callerOf = createTeamAccess({
    keys,
    serverWorkspace: () => {
      const key = settings.apiKey;
      if (!key) return Promise.reject(new Error('No server-side key.'));
      serverWorkspace ??= upstream.whoami(key).then(({ company_id }) => company_id);
      // A failed check is asked again next time.
      serverWorkspace.catch(() => (serverWorkspace = undefined));
      return serverWorkspace;
    },
    whoami: async (key, signal) => (await upstream.whoami(key, signal)).company_id,
  });

  return {
    pageMeta: { [TEAM_META]: `keys=${keys}` },
    startSync(teamLog) {
      log = teamLog;
      schedule = startSyncSchedule({
        store,
        upstream,
        ledgers,
        serverKey: () => settings.apiKey,
        intervalMs: settings.syncIntervalMs,
        dayShare: settings.dayShare,
        minuteShare: settings.minuteShare,
        instance: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
        onOutcome: (workspace, outcome) => teamLog.info({ workspace, outcome: outcome.kind }, 'sync ended'),
        onError: (error) => teamLog.error({ err: error }, 'sync could not run'),
      });
    },
    routes: (app) =>
      registerTeamRoutes(app, {
        store,
        keys,
        callerOf,
        requestSync: (workspace, key) => {
          if (!schedule) throw new Error('The team server is not syncing yet.');
          schedule
            .requestSync(workspace, key)
            .catch((error: unknown) => log?.error({ err: error, workspace }, 'sync could not run'));
        },
        servedLedger,
        showWorkspace: keys === 'server' ? (workspace) => workspace : (workspace) => `${workspace.slice(0, 8)}…`,
      }),
    async close() {
      await schedule?.stop();
      await store.close();
    },
  };
}
