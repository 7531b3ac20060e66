import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { encodeLedger } from '@assessment-insights/statistics-engine';
import { ApiFailure } from '@/mocks/rules/errors';
import { StoreUnavailableError, type SyncState, type WorkspaceStore } from '../store/workspace-store.ts';
import type { TeamCaller, TeamKeys } from './team-access.ts';
import { sendTeamError } from './team-errors.ts';
import { ledgerScope } from './ledger-params.ts';
import { healthOf } from './health.ts';
import type { ServedLedger } from './served-ledgers.ts';

/**
 * The team server's own paths (decision 030's table): discovery, a workspace's sync state, a
 * sync on demand, and a scope's rows in the engine's columnar encoding, compressed.
 */

export const LEDGER_CONTENT_TYPE = 'application/vnd.assessment-insights.ledger';

export interface TeamRoutesDeps {
  store: WorkspaceStore;
  keys: TeamKeys;
  callerOf: (authorization: string | undefined) => Promise<TeamCaller>;
  /** Syncs the workspace now, or joins the sync that runs; `key` is a person's, held for that sync only. */
  requestSync: (workspace: string, key?: string) => void;
  /** The workspace's rows as stored, to cut scopes from; undefined before its first complete read. */
  servedLedger: (workspace: string) => Promise<ServedLedger | undefined>;
  /** Workspace ids shown by /healthz: in full with one server-side workspace, shortened otherwise. */
  showWorkspace?: (workspace: string) => string;
}

const gzipAsync = promisify(gzip);
/** Fast over small: a level above this costs the server several times the time for a few percent of bytes. */
export const LEDGER_GZIP_LEVEL = 1;

/** What a page is told of a sync: never the lease, the checkpoint or who asked. */
function syncView(workspace: string, state: SyncState | undefined) {
  return {
    workspace,
    status: state?.status ?? 'never',
    asOf: state?.asOf ?? null,
    lastSyncedAt: state?.lastSyncedAt ?? null,
    rows: state?.rows ?? 0,
    requests: state?.requests ?? 0,
    mayMissAnswers: state?.mayMissAnswers ?? false,
    progress: state?.progress ?? null,
    error: state?.error ?? null,
  };
}

export function registerTeamRoutes(app: FastifyInstance, deps: TeamRoutesDeps): void {
  const { store } = deps;

  /** The caller's workspace, or the refusal sent. */
  async function workspaceOf(request: FastifyRequest, reply: FastifyReply): Promise<TeamCaller | undefined> {
    const caller = await deps.callerOf(request.headers.authorization);
    if (caller.ok) return caller;
    await sendTeamError(reply, caller.status, caller.code, caller.message);
    return undefined;
  }

  /** Store failures say so plainly; the pages then offer to read the API directly. */
  function failed(reply: FastifyReply, error: unknown): FastifyReply {
    if (error instanceof ApiFailure) return sendTeamError(reply, error.status, error.code, error.message);
    if (error instanceof StoreUnavailableError) {
      return sendTeamError(
        reply,
        503,
        'store_unavailable',
        `The team server's database is unavailable: ${error.message}`,
      );
    }
    app.log.error({ err: error }, 'team request failed');
    return sendTeamError(
      reply,
      500,
      'internal_error',
      'The team server failed to answer. Try again; the log says why.',
    );
  }

  app.get('/healthz', async (_request, reply) => {
    const health = await healthOf(store, deps.showWorkspace ?? ((workspace) => workspace));
    return reply
      .code(health.database === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(health);
  });

  app.get('/team/v1/capabilities', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ version: 1, keys: deps.keys }),
  );

  app.get('/team/v1/sync', async (request, reply) => {
    try {
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      const state = await store.getSyncState(caller.workspace);
      return reply.header('Cache-Control', 'no-store').send(syncView(caller.workspace, state));
    } catch (error) {
      return failed(reply, error);
    }
  });

  app.post('/team/v1/sync', async (request, reply) => {
    try {
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      deps.requestSync(caller.workspace, caller.key);
      const state = await store.getSyncState(caller.workspace);
      return reply.code(202).header('Cache-Control', 'no-store').send(syncView(caller.workspace, state));
    } catch (error) {
      return failed(reply, error);
    }
  });

  app.get('/team/v1/ledger', async (request, reply) => {
    try {
      const scope = ledgerScope(new URL(request.url, 'http://team.invalid'));
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      const held = await deps.servedLedger(caller.workspace);
      if (!held) {
        deps.requestSync(caller.workspace, caller.key);
        return sendTeamError(
          reply,
          409,
          'not_synced',
          'The team server has not finished its first read of this workspace yet: its progress is in /team/v1/sync.',
        );
      }
      const rows = held.scope(scope);
      const { asOf, computedAt, mayMissAnswers } = held.state;
      const bytes = encodeLedger(rows, { asOf, computedAt, rows: rows.source.length, mayMissAnswers });
      const compress = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply.header('Content-Type', LEDGER_CONTENT_TYPE).header('Cache-Control', 'private, no-store');
      if (!compress) return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(bytes, { level: LEDGER_GZIP_LEVEL }));
    } catch (error) {
      return failed(reply, error);
    }
  });
}
