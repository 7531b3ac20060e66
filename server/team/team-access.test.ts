import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { createTeamAccess, KEY_CHECK_CACHE_MS } from './team-access.ts';

const KEY_X = 'ak_live_WorkspaceXKey000000000000000000';
const KEY_Y = 'ak_live_WorkspaceYKey000000000000000000';

function revoked(): ApiError {
  return new ApiError({
    status: 401,
    code: 'invalid_api_key',
    message: 'The API key is not valid.',
    requestId: 'req_1',
    method: 'GET',
    path: '/whoami',
  });
}

/** A workspace API: each key opens one workspace until it is revoked. */
function workspaces() {
  const opens = new Map([
    [KEY_X, 'workspace-x'],
    [KEY_Y, 'workspace-y'],
  ]);
  const asked: string[] = [];
  return {
    asked,
    revoke: (key: string) => opens.delete(key),
    whoami: (key: string) => {
      asked.push(key);
      const workspace = opens.get(key);
      return workspace ? Promise.resolve(workspace) : Promise.reject(revoked());
    },
  };
}

describe('who may read what, with personal keys', () => {
  it('serves each key its own workspace only, whatever it asks', async () => {
    const api = workspaces();
    const callerOf = createTeamAccess({ keys: 'personal', whoami: api.whoami });
    expect(await callerOf(`Bearer ${KEY_X}`)).toEqual({ ok: true, workspace: 'workspace-x', key: KEY_X });
    expect(await callerOf(`Bearer ${KEY_Y}`)).toEqual({ ok: true, workspace: 'workspace-y', key: KEY_Y });
  });

  it('refuses a request without a key, and an unknown one', async () => {
    const api = workspaces();
    const callerOf = createTeamAccess({ keys: 'personal', whoami: api.whoami });
    expect(await callerOf(undefined)).toMatchObject({ ok: false, status: 401, code: 'missing_api_key' });
    expect(await callerOf('Basic dXNlcjpwYXNz')).toMatchObject({ ok: false, status: 401 });
    expect(await callerOf('Bearer ak_live_Unknown')).toMatchObject({ ok: false, status: 401, code: 'invalid_api_key' });
  });

  it('asks the API once a minute per key, and refuses a revoked key once that minute is over', async () => {
    let now = 1_000_000;
    const api = workspaces();
    const callerOf = createTeamAccess({ keys: 'personal', whoami: api.whoami, now: () => now });
    await callerOf(`Bearer ${KEY_X}`);
    await callerOf(`Bearer ${KEY_X}`);
    expect(api.asked).toEqual([KEY_X]);

    api.revoke(KEY_X);
    now += KEY_CHECK_CACHE_MS + 1;
    expect(await callerOf(`Bearer ${KEY_X}`)).toMatchObject({ ok: false, status: 401, code: 'invalid_api_key' });
    // A refusal is not remembered: the key is asked about again, and still refused.
    expect(await callerOf(`Bearer ${KEY_X}`)).toMatchObject({ ok: false, status: 401 });
    expect(api.asked).toEqual([KEY_X, KEY_X, KEY_X]);
  });

  it('says when the key could not be checked, without remembering it', async () => {
    let fail = true;
    const callerOf = createTeamAccess({
      keys: 'personal',
      whoami: () => (fail ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve('workspace-x')),
    });
    expect(await callerOf(`Bearer ${KEY_X}`)).toMatchObject({ ok: false, status: 502, code: 'key_check_failed' });
    fail = false;
    expect(await callerOf(`Bearer ${KEY_X}`)).toMatchObject({ ok: true, workspace: 'workspace-x' });
  });
});

describe('who may read what, with a server-side key', () => {
  it("serves the server key's workspace: the front door's access control decides who reaches it", async () => {
    const callerOf = createTeamAccess({
      keys: 'server',
      serverWorkspace: () => Promise.resolve('workspace-x'),
      whoami: () => Promise.reject(new Error('not asked')),
    });
    expect(await callerOf(undefined)).toEqual({ ok: true, workspace: 'workspace-x' });
    expect(await callerOf(`Bearer ${KEY_Y}`)).toEqual({ ok: true, workspace: 'workspace-x' });
  });
});
