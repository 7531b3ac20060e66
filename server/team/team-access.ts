import { createHash } from 'node:crypto';

import { ApiError } from '@/api/errors';

/**
 * Whose workspace a team request reads (decision 030). With a server-side key there is one
 * workspace and the front door's access control decides who reaches it. Where people bring their
 * own keys, a request reads the workspace its own key opens (whoami), never another: the key is
 * checked with the API, the answer cached briefly under the key's hash, never the key.
 */

export type TeamKeys = 'server' | 'personal';

export type TeamCaller =
  | { ok: true; workspace: string; /** The person's key, for a sync they ask for; never stored. */ key?: string }
  | { ok: false; status: number; code: string; message: string };

export interface TeamAccessOptions {
  keys: TeamKeys;
  /** The server-side key's workspace (keys: 'server'). */
  serverWorkspace?: () => Promise<string>;
  /** whoami's company_id for a key; rejects with the API's ApiError (401 for a revoked key). */
  whoami: (key: string, signal?: AbortSignal) => Promise<string>;
  /** How long a key's workspace is trusted before whoami is asked again. */
  cacheMs?: number;
  now?: () => number;
}

export const KEY_CHECK_CACHE_MS = 60_000;

export function createTeamAccess(options: TeamAccessOptions) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? KEY_CHECK_CACHE_MS;
  const checked = new Map<string, { workspace: Promise<string>; until: number }>();

  function workspaceOfKey(key: string): Promise<string> {
    const tag = createHash('sha256').update(key).digest('base64url');
    const at = now();
    const cached = checked.get(tag);
    if (cached && cached.until > at) return cached.workspace;
    const workspace = options.whoami(key);
    checked.set(tag, { workspace, until: at + cacheMs });
    // A refused or failed check is not remembered: the next request asks again.
    workspace.catch(() => checked.delete(tag));
    return workspace;
  }

  return async function callerOf(authorization: string | undefined): Promise<TeamCaller> {
    if (options.keys === 'server') {
      if (!options.serverWorkspace) throw new Error('A server-side key needs its workspace.');
      return { ok: true, workspace: await options.serverWorkspace() };
    }
    const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!key) {
      return {
        ok: false,
        status: 401,
        code: 'missing_api_key',
        message:
          'Send your API key in the Authorization header (Bearer): the team server serves its own workspace only.',
      };
    }
    try {
      return { ok: true, workspace: await workspaceOfKey(key), key };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        return { ok: false, status: 401, code: error.code, message: error.message };
      }
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        status: 502,
        code: 'key_check_failed',
        message: `The team server could not check your key with the API: ${reason}`,
      };
    }
  };
}
