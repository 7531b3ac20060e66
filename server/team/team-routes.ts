import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { encodeLedger } from '@assessment-insights/statistics-engine';
import { ApiFailure } from '@/mocks/rules/errors';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { StoreUnavailableError, type WorkspaceStore } from '../store/workspace-store.ts';
import type { TeamCaller, TeamKeys } from './team-access.ts';
import { sendTeamError } from './team-errors.ts';
import { ledgerScope } from './ledger-params.ts';
import { healthOf } from './health.ts';
import type { ServedLedger } from './served-ledgers.ts';
import { askForScope, scopeStateFor, servedScopeRows, syncView } from './served-scope.ts';

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
  /** The workspace's rows as stored, to cut scopes from (served-scope.ts says which may be served). */
  servedLedger: (workspace: string) => Promise<ServedLedger | undefined>;
  /** Workspace ids shown by /healthz: in full with one server-side workspace, shortened otherwise. */
  showWorkspace?: (workspace: string) => string;
}

const gzipAsync = promisify(gzip);
/** Fast over small: a level above this costs the server several times the time for a few percent of bytes. */
export const LEDGER_GZIP_LEVEL = 1;

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

  /** The sync as a page of `scope` sees it (the ledger's parameters; none: the workspace's). */
  async function viewOf(workspace: string, scope: StatisticsScope | undefined) {
    const state = await store.getSyncState(workspace);
    return syncView(workspace, state, await scopeStateFor(store, state, workspace, scope));
  }

  app.get('/team/v1/sync', async (request, reply) => {
    try {
      const scope = optionalScope(request);
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      return reply.header('Cache-Control', 'no-store').send(await viewOf(caller.workspace, scope));
    } catch (error) {
      return failed(reply, error);
    }
  });

  // A sync now; with a scope before the workspace is whole, that scope's read (again) first.
  app.post('/team/v1/sync', async (request, reply) => {
    try {
      const scope = optionalScope(request);
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      if (scope) await askForScope(store, await store.getSyncState(caller.workspace), caller.workspace, scope, true);
      deps.requestSync(caller.workspace, caller.key);
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send(await viewOf(caller.workspace, scope));
    } catch (error) {
      return failed(reply, error);
    }
  });

  app.get('/team/v1/ledger', async (request, reply) => {
    try {
      const scope = optionalScope(request) ?? { filter: {} };
      const caller = await workspaceOf(request, reply);
      if (!caller?.ok) return reply;
      const served = await servedScopeRows(store, await deps.servedLedger(caller.workspace), caller.workspace, scope);
      if (!served) {
        await askForScope(store, await store.getSyncState(caller.workspace), caller.workspace, scope, false);
        deps.requestSync(caller.workspace, caller.key);
        return sendTeamError(
          reply,
          409,
          'not_synced',
          'The team server has not read this scope yet: it reads it ahead of the rest of the workspace. Its progress is in /team/v1/sync with the same parameters.',
        );
      }
      const { rows, asOf, computedAt, mayMissAnswers } = served;
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

/** The scope a sync request names by the ledger's parameters; none names the whole workspace. */
function optionalScope(request: FastifyRequest): StatisticsScope | undefined {
  const url = new URL(request.url, 'http://team.invalid');
  return url.search === '' ? undefined : ledgerScope(url);
}
